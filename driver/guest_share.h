/* The host's files for a guest whose kernel has no 9p (Debian's cloud
 * kernels): qemu's virtiofsd serves each shared directory over a
 * vhost-user socket, and the guest mounts it with virtio-fs. */
#ifndef TAPC_GUEST_SHARE_H
#define TAPC_GUEST_SHARE_H

#include <stdbool.h>
#include <sys/types.h>

/* Starts a helper of the guest (qemu, virtiofsd) in a session of its own,
 * killed when we die, its stdin /dev/null and its stdout and stderr into
 * `log_path`, with `keep_fds` inherited; its pid, or -1. */
pid_t guest_spawn(char *const argv[], const char *log_path,
		  const int *keep_fds, int nkeep);

typedef struct virtiofs_daemon {
	pid_t pid;
	char *socket;   /* for qemu's -chardev socket,path= */
} virtiofs_daemon;

/* Starts a virtiofsd for `dir` listening on `socket` (a path in the
 * run's temporary dir), its messages into `log`, and waits until the
 * socket is there. `cached`: the guest may keep what it reads (the
 * host's files, read-only in the guest); else it checks the host's file
 * again at each open (the writable dir, live both ways: a file written on
 * either side is seen whole by the other once it is closed). False after
 * a message. */
bool virtiofs_start(virtiofs_daemon *d, const char *dir, const char *socket,
		    const char *log, bool cached);
/* Ends it (it ends by itself once qemu is gone) and frees `socket`. */
void virtiofs_stop(virtiofs_daemon *d);
#endif
