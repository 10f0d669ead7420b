/* Interrupts end tapc in any pass (interrupt.h). The handler may run in
 * the middle of anything, malloc included, so it only reads tables made
 * beforehand and calls what is async-signal-safe: kill, waitpid,
 * nanosleep, open, getdents64, unlinkat, write, _exit. The tables change
 * with the signals blocked, so the handler never sees half an entry. */
#include "interrupt.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

#define MAX_PATHS 32
#define MAX_CHILDREN 16
/* Temporary trees are a few levels deep (kbuild's .tmp_versions, ...). */
#define MAX_DEPTH 24
/* How long the handler waits for its killed children to be gone, so
 * that none outlives tapc's exit. */
#define REAP_WAIT_MS 500

typedef struct doomed_path {
	char *path;
	char *note;     /* with keep: the line written instead */
} doomed_path;

typedef struct doomed_child {
	pid_t pid;      /* 0: a free slot */
	bool group;
} doomed_child;

static doomed_path paths[MAX_PATHS];
static doomed_child children[MAX_CHILDREN];

static const int caught[] = { SIGINT, SIGTERM, SIGHUP };

static void block_signals(sigset_t *old)
{
	sigset_t set;

	sigemptyset(&set);
	for (size_t i = 0; i < sizeof caught / sizeof *caught; i++)
		sigaddset(&set, caught[i]);
	sigprocmask(SIG_BLOCK, &set, old);
}

static void restore_signals(const sigset_t *old)
{
	sigprocmask(SIG_SETMASK, old, NULL);
}

/* ---- in the handler ---- */

static void pause_ms(long ms)
{
	struct timespec ts = { 0, ms * 1000000L };

	nanosleep(&ts, NULL);
}

static void kill_children(void)
{
	for (int i = 0; i < MAX_CHILDREN; i++)
		if (children[i].pid > 0)
			kill(children[i].group ? -children[i].pid
					       : children[i].pid, SIGKILL);
	for (int waited = 0; waited < REAP_WAIT_MS; waited += 10) {
		bool left = false;
		for (int i = 0; i < MAX_CHILDREN; i++) {
			pid_t pid = children[i].pid;
			if (pid <= 0)
				continue;
			if (waitpid(pid, NULL, WNOHANG) == 0)
				left = true;
			else
				children[i].pid = 0;   /* reaped, or not ours */
		}
		if (!left)
			return;
		pause_ms(10);
	}
}

struct linux_dirent64 {
	unsigned long long d_ino;
	long long d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
};

/* Removes `name` under `dirfd` with everything it holds. A directory is
 * read again from its start until a reading removes nothing, as removing
 * while reading may skip entries. */
static void remove_at(int dirfd, const char *name, int depth)
{
	if (unlinkat(dirfd, name, 0) == 0 || errno != EISDIR ||
	    depth >= MAX_DEPTH)
		return;
	int fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
			O_CLOEXEC);
	if (fd < 0)
		return;
	char buf[2048] __attribute__((aligned(8)));
	for (bool removed = true; removed;) {
		removed = false;
		lseek(fd, 0, SEEK_SET);
		long n;
		while ((n = syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0) {
			for (long off = 0; off < n;) {
				struct linux_dirent64 *d = (void *)(buf + off);
				off += d->d_reclen;
				if (strcmp(d->d_name, ".") == 0 ||
				    strcmp(d->d_name, "..") == 0)
					continue;
				remove_at(fd, d->d_name, depth + 1);
				removed = true;
			}
		}
	}
	close(fd);
	unlinkat(dirfd, name, AT_REMOVEDIR);
}

static void on_interrupt(int sig)
{
	(void)sig;
	kill_children();
	for (int i = 0; i < MAX_PATHS; i++) {
		if (paths[i].note)
			write_all(2, paths[i].note, strlen(paths[i].note));
		else if (paths[i].path)
			remove_at(AT_FDCWD, paths[i].path, 0);
	}
	_exit(1);
}

/* ---- the tables ---- */

void interrupt_catch(void)
{
	struct sigaction sa = { .sa_handler = on_interrupt };

	/* the handler ends the process: no other signal need come first */
	sigfillset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof caught / sizeof *caught; i++)
		sigaction(caught[i], &sa, NULL);
}

void interrupt_remove_path(const char *path, bool keep)
{
	doomed_path d = {
		.path = xstrdup(path),
		.note = keep ? xasprintf("Keeping temporary directory \"%s\"\n",
					 path)
			     : NULL,
	};
	sigset_t old;

	block_signals(&old);
	for (int i = 0; i < MAX_PATHS && d.path; i++) {
		if (!paths[i].path) {
			paths[i] = d;
			d = (doomed_path){0};
		}
	}
	restore_signals(&old);
	/* a full table: this one stays behind, as it would have before */
	free(d.path);
	free(d.note);
}

void interrupt_forget(const char *path)
{
	doomed_path d = {0};
	sigset_t old;

	block_signals(&old);
	for (int i = 0; i < MAX_PATHS && !d.path; i++) {
		if (paths[i].path && strcmp(paths[i].path, path) == 0) {
			d = paths[i];
			paths[i] = (doomed_path){0};
		}
	}
	restore_signals(&old);
	free(d.path);
	free(d.note);
}

/* With the signals blocked. */
static void add_child(pid_t pid, bool group)
{
	for (int i = 0; i < MAX_CHILDREN; i++) {
		if (children[i].pid <= 0) {
			children[i] = (doomed_child){ pid, group };
			return;
		}
	}
}

void interrupt_kill_child(pid_t pid, bool group)
{
	sigset_t old;

	if (pid <= 0)
		return;
	block_signals(&old);
	add_child(pid, group);
	restore_signals(&old);
}

int interrupt_waitpid(pid_t pid)
{
	siginfo_t info;
	int status = -1;
	sigset_t old;

	/* WNOWAIT: a zombie until forgotten, its pid taken till then */
	while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) < 0)
		if (errno != EINTR)
			break;
	block_signals(&old);
	for (int i = 0; i < MAX_CHILDREN; i++)
		if (children[i].pid == pid)
			children[i].pid = 0;
	restore_signals(&old);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			status = -1;
			break;
		}
	}
	return status;
}

bool interrupt_reaped(pid_t pid, int *status)
{
	siginfo_t info = {0};

	if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
	    info.si_pid == 0)
		return false;   /* still running */
	int st = interrupt_waitpid(pid);
	if (status)
		*status = st;
	return true;
}

void interrupt_default_handlers(void)
{
	sigset_t none;

	for (size_t i = 0; i < sizeof caught / sizeof *caught; i++)
		signal(caught[i], SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
}

/* In a group's first process: tapc killed outright (SIGKILL: no handler
 * of ours runs) must not leave make and its compilers running to the
 * end. A parent-death signal reaches only the direct child, not make's
 * cc1 and as; so the group's first process stays to watch over the
 * rest: it forks the process that goes on (returned 0 for), waits for
 * it and ends as it ended, and kills the whole group when tapc dies. */
static void on_parent_death(int sig)
{
	(void)sig;
	kill(0, SIGKILL);
}

static pid_t fork_watched(pid_t parent)
{
	sigset_t term;

	signal(SIGTERM, on_parent_death);
	sigemptyset(&term);
	sigaddset(&term, SIGTERM);
	sigprocmask(SIG_UNBLOCK, &term, NULL);
	prctl(PR_SET_PDEATHSIG, SIGTERM);
	if (getppid() != parent)
		kill(0, SIGKILL);
	pid_t pid = fork();
	if (pid <= 0) {
		if (pid == 0)
			signal(SIGTERM, SIG_DFL);
		return pid;
	}
	/* it only waits: what tapc had open is not kept open by it (the
	 * write end of a pipe whose reader waits for its end) */
	if (close_range(3, ~0U, 0) < 0)
		for (int fd = 3; fd < 1024; fd++)
			close(fd);
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			_exit(127);
	if (WIFSIGNALED(status)) {
		signal(WTERMSIG(status), SIG_DFL);
		raise(WTERMSIG(status));
	}
	_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 127);
}

pid_t interrupt_fork(bool own_group)
{
	pid_t parent = getpid();
	sigset_t old;

	fflush(NULL);
	block_signals(&old);
	pid_t pid = fork();
	if (pid == 0) {
		if (own_group)
			setpgid(0, 0);
		for (size_t i = 0; i < sizeof caught / sizeof *caught; i++)
			signal(caught[i], SIG_DFL);
		if (own_group && fork_watched(parent) < 0)
			_exit(127);
		restore_signals(&old);
		return 0;
	}
	if (pid > 0) {
		/* both sides set it: the kill must find the group whichever
		 * runs first */
		if (own_group)
			setpgid(pid, pid);
		add_child(pid, own_group);
	}
	restore_signals(&old);
	return pid;
}
