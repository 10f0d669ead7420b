/* SIGINT, SIGTERM and SIGHUP end tapc at once, in whatever pass it is:
 * the handler itself kills the children tapc registered (kbuild's make,
 * qemu, ...), removes the temporary files and directories registered,
 * and exits with status 1, as stap does when interrupted before its run.
 * Nothing is polled, so a long pass 2 or 3 stops as fast as a kbuild.
 *
 * Code that wants the signals itself (pass 5's run, the guest's
 * streaming) blocks them or installs its own handler for the while. */
#ifndef TAPC_INTERRUPT_H
#define TAPC_INTERRUPT_H

#include <stdbool.h>
#include <sys/types.h>

/* Installs the handler for SIGINT, SIGTERM and SIGHUP. */
void interrupt_catch(void);

/* Registers `path` (a file or a directory, removed with all it holds)
 * for removal on an interrupt; with `keep`, it is not removed but named
 * in stap's "Keeping temporary directory" line instead. */
void interrupt_remove_path(const char *path, bool keep);
/* `path` is gone or kept: no longer the handler's. */
void interrupt_forget(const char *path);

/* fork() with the child registered to be killed (SIGKILL) on an
 * interrupt: with `own_group`, the child makes a process group of its own
 * and the whole group is killed (make and the compilers it starts). No
 * signal falls between the fork and the registration. The child starts
 * with the default handlers. A group is killed too when tapc dies
 * without a handler (SIGKILL): its first process watches for that. */
pid_t interrupt_fork(bool own_group);
/* The same for a child made otherwise (`group`: kill its group). */
void interrupt_kill_child(pid_t pid, bool group);
/* Waits for such a child and returns its wait status (-1 when it cannot
 * be waited for); from then on it is not the handler's to kill (its pid
 * is kept until then, so that no other process can take it). */
int interrupt_waitpid(pid_t pid);
/* The same without waiting: true, with `*status` set, when the child has
 * ended (and is reaped); false while it runs. */
bool interrupt_reaped(pid_t pid, int *status);

/* For the children of a process that handles signals itself: the
 * default handlers and an empty mask. */
void interrupt_default_handlers(void);
#endif
