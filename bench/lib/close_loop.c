/* The seed's per-hit workload: N calls of close(1000), a system call that
 * does no work and fails the same way each time, so the time per call is
 * the kernel's entry and exit plus whatever a probe adds. It times itself
 * so that the loader's start and stop are not counted.
 *
 *   close_loop N     prints "close_loop: N calls in NS ns" on stderr */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 10000000;
	struct timespec a, b;

	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		close(1000);
	clock_gettime(CLOCK_MONOTONIC, &b);
	fprintf(stderr, "close_loop: %ld calls in %lld ns\n", n,
		(b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec));
	return 0;
}
