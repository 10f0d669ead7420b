/* The per-hit workload of process().function and uprobe: N calls of a
 * function kept out of line (tick), which does almost nothing, so that
 * the time per call is the call plus whatever a probe on tick adds. It
 * times its own loop, as close_loop does. Built static with -g: tapc
 * finds tick in its DWARF, bpftrace in its symbol table.
 *
 *   call_loop N     prints "call_loop: N calls in NS ns" on stderr */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

volatile long ticks;

__attribute__((noinline)) void tick(long i)
{
	ticks += i;
	__asm__ volatile("" ::: "memory");
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b;

	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		tick(i);
	clock_gettime(CLOCK_MONOTONIC, &b);
	fprintf(stderr, "call_loop: %ld calls in %lld ns\n", n,
		(b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec));
	return 0;
}
