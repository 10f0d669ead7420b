/* Touches N fresh anonymous pages (a minor fault each), sleeps 1 ms M
 * times (a context switch each) and then spins for S ms on the CPU in
 * user space, so that counters of page faults, context switches and CPU
 * time have a known least count. */
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int main(int argc, char **argv)
{
	long pages = argc > 1 ? atol(argv[1]) : 2000;
	long sleeps = argc > 2 ? atol(argv[2]) : 50;
	long spin_ms = argc > 3 ? atol(argv[3]) : 0;
	long psize = sysconf(_SC_PAGESIZE);
	if (pages > 0) {
		volatile char *p = mmap(NULL, (size_t)(pages * psize),
					PROT_READ | PROT_WRITE,
					MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (p == MAP_FAILED)
			return 1;
		for (long i = 0; i < pages; i++)
			p[i * psize] = 1;
	}
	for (long i = 0; i < sleeps; i++)
		usleep(1000);
	/* the clock is read between stretches of pure user-space work: a
	 * guest whose clocksource the vDSO cannot read makes clock_gettime
	 * a system call, and a loop of those alone runs mostly in the kernel */
	for (long end = now_ms() + spin_ms; now_ms() < end;)
		for (volatile long i = 0; i < 100000; i++)
			;
	return 0;
}
