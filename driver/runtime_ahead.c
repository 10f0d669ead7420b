/* The runtime built beside passes 2 and 3 (runtime_ahead.h). */
#include "runtime_ahead.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "interrupt.h"
#include "progress.h"
#include "runtime_cache.h"
#include "stale_dirs.h"
#include "util.h"

/* In the second tapc's environment: it starts no third. */
#define AHEAD_ENV "TAPC_RUNTIME_AHEAD"
/* ... and the socket it tells the first through that what pass 4 needs
 * is kept, and hears from it whether to precompile the headers of later
 * modules (runtime_ahead_ready) */
#define READY_ENV "TAPC_RUNTIME_AHEAD_READY_FD"

static pid_t ahead = -1;
static int ready_fd = -1;
/* it said so, and makes only its precompiled headers now */
static bool finishing;
/* end_ahead waits for those instead of ending them */
static bool let_finish;
static char *ahead_tmpdir;
static char ahead_key[HASH_HEX_LEN];
static struct timespec started;

/* The second tapc's temporary files are in a directory of their own,
 * which goes with it: at its end, at an interrupt (interrupt.h removes
 * it once the group is killed) and at this tapc's exit, when the build
 * left unfinished is killed (a pass that failed). */
static void end_ahead(void)
{
	if (ready_fd >= 0) {
		close(ready_fd);
		ready_fd = -1;
	}
	if (ahead > 0) {
		bool killed = !(finishing && let_finish);
		if (killed)
			kill(-ahead, SIGKILL);
		interrupt_waitpid(ahead);
		ahead = -1;
		/* what it had written of its precompiled headers */
		if (killed && finishing)
			runtime_unit_sweep_partial(ahead_key);
	}
	if (ahead_tmpdir) {
		remove_tree(ahead_tmpdir);
		interrupt_forget(ahead_tmpdir);
		free(ahead_tmpdir);
		ahead_tmpdir = NULL;
	}
}

bool runtime_ahead_start(const build_inputs *in, char *const argv[],
			 const char *temp_root, int verbose)
{
	char key[HASH_HEX_LEN];

	if (getenv(AHEAD_ENV) || runtime_unit_kept(in, key))
		return false;
	progress_note("compiling the runtime for %s beside the analysis (once "
		      "per kernel and set of -D options)", in->kernel->release);
	char *tmpdir = mkdtemp(stale_dirs_template(temp_root, "tapc-ahead"));
	if (!tmpdir)
		return false;
	clock_gettime(CLOCK_MONOTONIC, &started);
	memcpy(ahead_key, key, sizeof ahead_key);
	ahead_tmpdir = tmpdir;
	interrupt_remove_path(tmpdir, false);
	atexit(end_ahead);
	int fds[2];
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) < 0) {
		end_ahead();
		return false;
	}
	pid_t pid = interrupt_fork(true);
	if (pid < 0) {
		close(fds[0]);
		close(fds[1]);
		end_ahead();
		return false;
	}
	if (pid == 0) {
		/* its messages are for -vv: pass 4 says again what fails */
		int null = open("/dev/null", O_RDWR);
		if (null >= 0) {
			dup2(null, STDIN_FILENO);
			dup2(null, STDOUT_FILENO);
			if (verbose < 2)
				dup2(null, STDERR_FILENO);
		}
		/* one builder at a time (tapc runs at once, as a test suite's
		 * do): a second waits for the first, and has nothing left to
		 * build; the lock is held until the build's group ends */
		char *lock = runtime_unit_lock_path(key);
		int fd = lock ? open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600) : -1;
		if (fd >= 0) {
			while (flock(fd, LOCK_EX) < 0 && errno == EINTR)
				;
			if (runtime_unit_kept(in, key))
				_exit(0);
			/* inherited by the build, whose end releases it */
			fcntl(fd, F_SETFD, 0);
		}
		setenv(AHEAD_ENV, "1", 1);
		char fd_text[16];
		snprintf(fd_text, sizeof fd_text, "%d", fds[1]);
		fcntl(fds[1], F_SETFD, 0);
		setenv(READY_ENV, fd_text, 1);
		setenv("TMPDIR", tmpdir, 1);
		if (chdir(tmpdir) < 0)
			_exit(127);
		execv(argv[0], argv);
		_exit(127);
	}
	ahead = pid;
	close(fds[1]);
	ready_fd = fds[0];
	if (verbose >= 2)
		fprintf(stderr, "Pass 2: compiling the runtime beside it, in "
			"process %d\n", (int)pid);
	return true;
}

bool runtime_ahead_wait(int verbose)
{
	if (ahead < 0 || finishing)
		return false;
	/* a byte when what pass 4 needs is kept; the end of the pipe when
	 * it ended before (failed, or found it kept by another) */
	char byte;
	ssize_t n;
	while ((n = read(ready_fd, &byte, 1)) < 0 && errno == EINTR)
		;
	bool ok;
	if (n == 1) {
		/* it waits to hear whether to go on (runtime_ahead_let_finish) */
		finishing = true;
		ok = true;
	} else {
		int status = interrupt_waitpid(ahead);
		ahead = -1;
		end_ahead();
		ok = status >= 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
	}
	if (verbose >= 2) {
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		fprintf(stderr, "Pass 4: the runtime compiled beside passes 2 "
			"and 3 %s, %.1f s after it started\n",
			ok ? "is there" : "failed",
			(double)(now.tv_sec - started.tv_sec) +
			(double)(now.tv_nsec - started.tv_nsec) / 1e9);
	}
	return ok;
}

bool runtime_ahead_pending(void)
{
	return ahead > 0 && !finishing;
}

bool runtime_ahead_builder(void)
{
	const char *text = getenv(READY_ENV);

	return getenv(AHEAD_ENV) && text && *text;
}

bool runtime_ahead_finishing(void)
{
	return finishing;
}

void runtime_ahead_let_finish(void)
{
	let_finish = true;
	if (finishing && ready_fd >= 0) {
		char byte = 1;
		while (write(ready_fd, &byte, 1) < 0 && errno == EINTR)
			;
	}
}

bool runtime_ahead_ready(void)
{
	const char *text = getenv(READY_ENV);
	char *end;
	long fd = text ? strtol(text, &end, 10) : -1;

	if (!text || *end || fd < 0 || fd > 65535)
		return true;
	unsetenv(READY_ENV);
	char byte = 1;
	ssize_t n;
	while ((n = write((int)fd, &byte, 1)) < 0 && errno == EINTR)
		;
	/* then the first's word: go on, or its end (it ends this one too) */
	while (n == 1 && (n = read((int)fd, &byte, 1)) < 0 && errno == EINTR)
		;
	close((int)fd);
	return n == 1;
}
