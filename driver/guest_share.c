/* virtio-fs for the guest (guest_share.h). */
#include "guest_share.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "interrupt.h"
#include "util.h"

/* Debian's qemu-system-common installs it here. */
#define VIRTIOFSD "/usr/lib/qemu/virtiofsd"
#define SOCKET_WAIT_MS 10000

static void sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
	nanosleep(&ts, NULL);
}

pid_t guest_spawn(char *const argv[], const char *log_path,
		  const int *keep_fds, int nkeep)
{
	pid_t pid = interrupt_fork(false);
	if (pid != 0)
		return pid;
	/* A session of its own: the terminal's Ctrl-C is ours to pass on.
	 * And it must not outlive us if we are killed outright. */
	setsid();
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	interrupt_default_handlers();
	int null = open("/dev/null", O_RDONLY);
	int log = open(log_path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW,
		       0600);
	if (null < 0 || log < 0)
		_exit(127);
	dup2(null, 0);
	dup2(log, 1);
	dup2(log, 2);
	for (int i = 0; i < nkeep; i++)
		fcntl(keep_fds[i], F_SETFD, 0);
	execvp(argv[0], argv);
	dprintf(2, "cannot run %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

bool virtiofs_start(virtiofs_daemon *d, const char *dir, const char *socket,
		    const char *log, bool cached)
{
	*d = (virtiofs_daemon){ .pid = -1 };
	if (access(VIRTIOFSD, X_OK) != 0) {
		fprintf(stderr, "%s: guest: this kernel has no 9p, and %s, "
			"which shares the host's files with it otherwise, is "
			"missing: install qemu-system-common\n", progname,
			VIRTIOFSD);
		return false;
	}
	if (geteuid() != 0) {
		fprintf(stderr, "%s: guest: this kernel has no 9p, and "
			"virtiofsd, which shares the host's files with it "
			"otherwise, needs root\n", progname);
		return false;
	}
	char *source = xasprintf("source=%s", dir);
	char *sock_arg = xasprintf("--socket-path=%s", socket);
	char *const argv[] = {
		VIRTIOFSD, sock_arg, "-o", source,
		/* in a container there may be no namespaces to make */
		"-o", "sandbox=chroot",
		"-o", cached ? "cache=always" : "cache=auto",
		NULL,
	};
	pid_t pid = guest_spawn(argv, log, NULL, 0);
	free(source);
	free(sock_arg);
	if (pid < 0) {
		fprintf(stderr, "%s: guest: fork: %s\n", progname,
			strerror(errno));
		return false;
	}
	d->pid = pid;
	d->socket = xstrdup(socket);
	for (int waited = 0; waited < SOCKET_WAIT_MS; waited += 10) {
		if (access(socket, F_OK) == 0)
			return true;
		if (interrupt_reaped(pid, NULL)) {
			d->pid = -1;
			break;
		}
		sleep_ms(10);
	}
	char *said = read_file(log, NULL);
	fprintf(stderr, "%s: guest: virtiofsd did not start for %s%s%s", progname,
		dir, said ? ": " : "\n", said ? said : "");
	free(said);
	virtiofs_stop(d);
	return false;
}

void virtiofs_stop(virtiofs_daemon *d)
{
	if (d->pid > 0) {
		kill(d->pid, SIGTERM);
		interrupt_waitpid(d->pid);
	}
	if (d->socket)
		unlink(d->socket);
	free(d->socket);
	*d = (virtiofs_daemon){ .pid = -1 };
}
