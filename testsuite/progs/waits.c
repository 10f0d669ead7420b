/* cflags: -g -O2 */
/* waits wait: pauses until a signal ends it, so that a process of the
 * host runs this program while a case is built (the runner's
 * @HOSTPID@); waits N: step(i) for i in [0, N), each calling getpid()
 * from the C library, so that process(PID) probes count known calls in
 * the process of that pid alone. Built with DWARF, linked dynamically. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__attribute__((noipa)) long step(long i)
{
	long pid = getpid();

	return i + (pid > 0);
}

int main(int argc, char **argv)
{
	long n, sum = 0;

	if (argc > 1 && !strcmp(argv[1], "wait")) {
		pause();
		return 0;
	}
	n = argc > 1 ? strtol(argv[1], NULL, 10) : 10;
	for (long i = 0; i < n; i++)
		sum += step(i);
	return sum == 0;
}
