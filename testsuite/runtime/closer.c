/* A target for the runtime's tests: calls close(1000) N times (default
 * 1000; 0 for ever), system calls that the test modules count. */
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000;

	for (long i = 0; n == 0 || i < n; i++)
		close(1000);
	return 0;
}
