/* Signals of values known in advance, each by its own system call:
 * blocks SIGUSR1 (sigprocmask SIG_BLOCK of the set 1 << 9), sends it to
 * itself with tkill(2) (pending, blocked), ignores SIGUSR2 and sends it
 * with tgkill(2) (ignored), sends signal 0 with kill(2), then arms a
 * POSIX timer that queues SIGALRM in 10 ms (send_sigqueue) and waits
 * for its handler. */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t alarms;

static void on_alarm(int sig)
{
	(void)sig;
	alarms++;
}

int main(void)
{
	struct sigevent ev = { .sigev_notify = SIGEV_SIGNAL, .sigev_signo = SIGALRM };
	struct itimerspec when = { .it_value = { 0, 10 * 1000 * 1000 } };
	struct sigaction sa = { .sa_handler = on_alarm };
	pid_t pid = getpid();
	sigset_t set;
	timer_t timer;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	if (sigprocmask(SIG_BLOCK, &set, NULL))
		return 1;
	if (syscall(SYS_tkill, pid, SIGUSR1))
		return 1;
	signal(SIGUSR2, SIG_IGN);
	if (syscall(SYS_tgkill, pid, pid, SIGUSR2))
		return 1;
	if (kill(pid, 0))
		return 1;
	if (sigaction(SIGALRM, &sa, NULL) || timer_create(CLOCK_MONOTONIC, &ev, &timer) ||
	    timer_settime(timer, 0, &when, NULL))
		return 1;
	while (!alarms)
		pause();
	return 0;
}
