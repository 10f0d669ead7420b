/* Calls close(1000) N times: a syscall that does nothing and fails the
 * same way every time, so a probe's count can be checked exactly. */
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;

	for (long i = 0; i < n; i++)
		close(1000);
	return 0;
}
