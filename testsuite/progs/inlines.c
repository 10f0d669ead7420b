/* cflags: -g -O2 */
/* inlines N: for i in [0, N), twice(i) inlined into main's loop, twice
 * of i + 1 through a pointer (its out-of-line copy), and late(i), whose
 * local k is computed after its entry: so that .inline, .call and
 * function() count known instances and $$vars shows a variable DWARF
 * lists where it has no value yet. Built with DWARF, linked
 * dynamically. */
#include <stdlib.h>
#include <unistd.h>

volatile long sink;

/* always inlined where it is called; its address taken, so that an
 * out-of-line copy exists too */
static inline __attribute__((always_inline)) long twice(long n)
{
	sink += n;
	return 2 * n;
}

long (*volatile twice_ptr)(long) = twice;

/* k has no location at the entry: it is computed after getpid() */
__attribute__((noipa)) long late(long n)
{
	long k = n * 3 + getpid();

	sink += k;
	return k;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 10, sum = 0;

	for (long i = 0; i < n; i++) {
		sum += twice(i);
		sum += twice_ptr(i + 1);
		sum += late(i);
	}
	return sum == 0;
}
