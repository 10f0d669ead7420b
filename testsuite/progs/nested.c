/* cflags: -g -O2 */
/* nested N: main calls a(i) for i in [0, N), a calls b, b calls c, and
 * c calls getpid() from the C library: a known chain of frames for user
 * backtraces (main, a, b, c, getpid), each function with a frame of its
 * own (none inlined, none a tail call). Built with DWARF, linked
 * dynamically, without frame pointers (Debian's default). */
#include <stdlib.h>
#include <unistd.h>

__attribute__((noipa)) long c(long n)
{
	return n + getpid();
}

__attribute__((noipa)) long b(long n)
{
	return c(n * 2) + 1;
}

__attribute__((noipa)) long a(long n)
{
	return b(n + 3) * 3;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 1, sum = 0;

	for (long i = 0; i < n; i++)
		sum += a(i);
	return sum == 0;
}
