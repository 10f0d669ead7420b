/* cflags: -g -O2 */
/* entries N [exit]: depth(N, &acc) recurses down to depth(0), and each
 * level adds its n to acc.sum and counts itself in acc.calls after its
 * inner call returns, so that a return probe sees the struct changed
 * since its entry, by known amounts, at every depth; three rounds. With
 * "exit" the innermost level exits the process instead, so that every
 * call of the chain is still in flight when the process ends. Built
 * with DWARF, linked dynamically. */
#include <stdlib.h>
#include <string.h>

struct acc {
	long sum, calls;
	int exits;
};

__attribute__((noipa)) long depth(long n, struct acc *a)
{
	if (!n && a->exits)
		exit(0);
	long r = n ? depth(n - 1, a) : 0;

	a->sum += n;
	a->calls++;
	return r + n;
}

int main(int argc, char **argv)
{
	struct acc a = { 0, 0, argc > 2 && !strcmp(argv[2], "exit") };
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 10, sum = 0;

	for (int round = 0; round < 3; round++)
		sum += depth(n, &a);
	return sum != 3 * n * (n + 1) / 2;
}
