/* cflags: -g -O2 */
/* calls N: for i in [0, N), norm() of the point (i, 2i), which calls
 * square() of each coordinate, and getpid() from the C library: so that
 * function probes count known calls, returns and arguments. Built with
 * DWARF and linked dynamically (its libc is the system's). */
#include <stdlib.h>
#include <unistd.h>

struct point {
	long x, y;
};

/* noipa: neither inlined nor cloned, so each has its own entry */
__attribute__((noipa)) long square(long n)
{
	return n * n;
}

__attribute__((noipa)) long norm(const struct point *p)
{
	return square(p->x) + square(p->y);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 10, sum = 0;

	for (long i = 0; i < n; i++) {
		struct point p = { i, 2 * i };

		sum += norm(&p) + (getpid() > 0);
	}
	return sum == 0;
}
