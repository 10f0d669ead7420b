/* A load for the runtime's tests: system calls as fast as every CPU can
 * make them, for SECONDS (default 10); the workers die with it. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int seconds = argc > 1 ? atoi(argv[1]) : 10;
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	time_t end = time(NULL) + seconds;

	for (long i = 1; i < cpus; i++) {
		if (fork() == 0) {
			prctl(PR_SET_PDEATHSIG, SIGKILL);
			break;
		}
	}
	while (time(NULL) < end)
		getppid();
	return 0;
}
