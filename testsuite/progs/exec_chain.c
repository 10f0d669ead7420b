/* cflags: -g -O2 */
/* exec_chain K N: calls work() N times, forks a child that calls it N
 * times more and exits, and then, while K > 0, execs itself as
 * exec_chain K-1 N: so that a user probe on work() sees processes exit
 * and exec under way, and counts (2K + 1) * N calls in all. Built with
 * DWARF. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile long sink;

__attribute__((noinline)) static void work(long i)
{
	sink += i;
}

static void calls(long n)
{
	for (long i = 0; i < n; i++)
		work(i);
}

int main(int argc, char **argv)
{
	long k = argc > 1 ? atol(argv[1]) : 0;
	long n = argc > 2 ? atol(argv[2]) : 0;

	calls(n);
	if (k == 0)
		return 0;
	pid_t pid = fork();
	if (pid == 0) {
		calls(n);
		_exit(0);
	}
	int status;
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return 1;
	char next[32];
	snprintf(next, sizeof next, "%ld", k - 1);
	execl("/proc/self/exe", argv[0], next, argv[2], (char *)NULL);
	return 1;
}
