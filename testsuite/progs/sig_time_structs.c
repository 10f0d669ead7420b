/* Makes system calls whose struct arguments stap's argstr shows, each
 * harmless (failing where it would change the process): signal actions
 * (ignored, a handler with flags and a mask, NULL, unreadable), signal
 * sets (stap's order, a real-time signal it leaves out, empty), pipe2's
 * pair (NULL, filled by the kernel, unreadable), resource limits for
 * pid -1 (finite and infinite), a timer's itimerspec and utimensat's
 * UTIME_NOW and UTIME_OMIT. */
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* the kernel's struct sigaction on x86_64 */
struct ksigaction {
	void (*handler)(int);
	unsigned long flags;
	void (*restorer)(void);
	unsigned long mask;
};

static void on_usr1(int sig)
{
	(void)sig;
}

int main(void)
{
	struct ksigaction ign = { SIG_IGN, 0, NULL, 0 };
	struct ksigaction fn = { on_usr1, SA_RESTART | SA_NODEFER, (void (*)(void))0x1234,
				 (1UL << (SIGALRM - 1)) | (1UL << (SIGINT - 1)) };
	unsigned long set = (1UL << (SIGUSR2 - 1)) | (1UL << (SIGPIPE - 1)) |
			    (1UL << (SIGRTMIN + 1 - 1));
	unsigned long none = 0;
	struct rlimit finite = { 1, 2 }, infinite = { RLIM_INFINITY, RLIM_INFINITY };
	struct itimerspec its = { { 1, 500000000 }, { 0, 250000 } };
	struct timespec times[2] = { { 0, UTIME_NOW }, { 5, UTIME_OMIT } };
	int fds[2] = { -1, -1 };

	syscall(SYS_rt_sigaction, SIGUSR1, &ign, NULL, 8);
	syscall(SYS_rt_sigaction, SIGUSR1, &fn, NULL, 8);
	syscall(SYS_rt_sigaction, SIGUSR1, NULL, NULL, 8);
	syscall(SYS_rt_sigaction, SIGUSR1, (void *)-1L, NULL, 8);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &set, NULL, 8);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &none, NULL, 8);
	syscall(SYS_pipe2, NULL, O_CLOEXEC);
	syscall(SYS_pipe2, fds, O_CLOEXEC);
	if (fds[0] >= 0) {
		close(fds[0]);
		close(fds[1]);
	}
	syscall(SYS_pipe2, (void *)-1L, O_CLOEXEC);
	syscall(SYS_prlimit64, -1, RLIMIT_CPU, &finite, NULL);
	syscall(SYS_prlimit64, -1, RLIMIT_CPU, &infinite, NULL);
	syscall(SYS_timer_settime, -1, 0, &its, NULL);
	syscall(SYS_utimensat, AT_FDCWD, "/nonexistent/tapc", times, 0);
	return 0;
}
