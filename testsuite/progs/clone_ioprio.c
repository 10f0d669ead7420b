/* clone with flags whose low byte is the child's exit signal, each call
 * failing (CLONE_FS with CLONE_NEWNS is refused) but one that ends at
 * once, and ioprio_set with a priority of a named class and with -1.
 * Raw syscall(): glibc's clone wraps the child's start. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static char stack[65536];

int main(void)
{
	char *top = stack + sizeof stack;
	unsigned long refused = CLONE_FS | CLONE_NEWNS;

	if (syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0) == 0)
		_exit(0);
	wait(NULL);
	syscall(SYS_clone, refused | SIGUSR1, top, (void *)-1, 0, 0);
	/* 0x7f names no signal; CLONE_PIDFD and CLONE_NEWCGROUP stap
	 * names not: in hex */
	syscall(SYS_clone, refused | 0x7f, top, 0, 0, 0);
	syscall(SYS_clone, refused | CLONE_PIDFD | CLONE_NEWCGROUP, top, 0, 0, 0);
	syscall(SYS_ioprio_set, 1, 0, (2 << 13) | 7);
	syscall(SYS_ioprio_set, 1, 0, -1);
	return 0;
}
