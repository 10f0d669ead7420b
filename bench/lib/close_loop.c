/* The seed's per-hit workload: N calls of close(1000), a system call that
 * does no work and fails the same way each time, so the time per call is
 * the kernel's entry and exit plus whatever a probe adds. It times itself
 * so that the loader's start and stop are not counted.
 *
 *   close_loop N [PARTS]
 *
 * prints "close_loop: N calls in NS ns" on stderr and, with PARTS (which
 * must divide N), the calls timed in that many parts, "close_loop: N calls at the fastest
 * part's pace in NS ns": whatever else runs on the loop's CPU for a
 * while (a kernel thread's few million instructions, in some runs of
 * the guest that counts instructions) lands in one part, and the
 * fastest part is the loop without it. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 10000000;
	long parts = argc > 2 ? atol(argv[2]) : 1;
	long long total = 0, fastest = -1;

	if (parts < 1 || n % parts) {
		fprintf(stderr, "close_loop: %ld parts do not divide %ld calls\n", parts, n);
		return 2;
	}
	for (long p = 0; p < parts; p++) {
		long long start = now_ns(), took;

		for (long i = 0; i < n / parts; i++)
			close(1000);
		took = now_ns() - start;
		total += took;
		if (fastest < 0 || took < fastest)
			fastest = took;
	}
	fprintf(stderr, "close_loop: %ld calls in %lld ns\n", n, total);
	if (parts > 1)
		fprintf(stderr, "close_loop: %ld calls at the fastest part's pace in %lld ns\n",
			n, fastest * parts);
	return 0;
}
