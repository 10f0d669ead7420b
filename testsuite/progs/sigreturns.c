/* Two returns from a signal handler through rt_sigreturn, of values
 * known in advance: SIGUSR1 sent to itself by tkill(2) and taken as
 * tkill returns (the interrupted call's result, 0, restored), then
 * SIGUSR1 blocked, sent (pending) and taken in rt_sigsuspend(2) with an
 * empty mask (its result -EINTR restored). */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

static volatile sig_atomic_t taken;

static void on_usr1(int sig)
{
	(void)sig;
	taken++;
}

int main(void)
{
	struct sigaction sa = { .sa_handler = on_usr1 };
	pid_t tid = (pid_t)syscall(SYS_gettid);
	sigset_t usr1, empty;

	sigemptyset(&empty);
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	if (sigaction(SIGUSR1, &sa, NULL) || syscall(SYS_tkill, tid, SIGUSR1) || taken != 1)
		return 1;
	if (sigprocmask(SIG_BLOCK, &usr1, NULL) || syscall(SYS_tkill, tid, SIGUSR1))
		return 1;
	syscall(SYS_rt_sigsuspend, &empty, sizeof(long));
	return taken == 2 ? 0 : 1;
}
