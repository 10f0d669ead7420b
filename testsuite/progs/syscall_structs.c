/* Makes system calls whose struct arguments stap's *_str variables show,
 * each harmless, with values a test can expect exactly: a timespec to
 * sleep, a signal set to block, a resource limit set to what it is, a
 * UDP socket's connect and send to 127.0.0.1 port 9, an interval timer
 * disarmed, a select that times out, access's modes. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	struct timespec nap = { 0, 1000 };
	struct timeval wait = { 0, 2000 };
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	struct rlimit core;
	sigset_t set;
	struct sockaddr_in to = { .sin_family = AF_INET, .sin_port = htons(9) };
	char root[] = "/";
	int fd;

	syscall(SYS_nanosleep, &nap, NULL);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigaddset(&set, SIGTERM);
	syscall(SYS_rt_sigprocmask, SIG_BLOCK, &set, NULL, 8);
	syscall(SYS_rt_sigprocmask, SIG_UNBLOCK, &set, NULL, 8);
	if (getrlimit(RLIMIT_CORE, &core) == 0) {
		core.rlim_cur = 0;
		syscall(SYS_setrlimit, RLIMIT_CORE, &core);
	}
	syscall(SYS_setitimer, ITIMER_VIRTUAL, &off, NULL);
	syscall(SYS_select, 0, NULL, NULL, NULL, &wait);
	/* on the stack, a page certainly present: the probe reads it
	 * without faulting it in */
	syscall(SYS_access, root, R_OK | X_OK);
	inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
	fd = socket(AF_INET, SOCK_DGRAM, 0);
	if (fd >= 0) {
		syscall(SYS_connect, fd, &to, sizeof(to));
		syscall(SYS_sendto, fd, "x", 1, 0, &to, sizeof(to));
		close(fd);
	}
	return 0;
}
