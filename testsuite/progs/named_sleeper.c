/* Names itself with prctl(PR_SET_NAME), as a thread of a server might,
 * then closes fd 1000 once and sleeps N times for 10 ms: each sleep
 * switches it out, with its name in its task_struct's comm. */
#include <stdlib.h>
#include <sys/prctl.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 5;
	struct timespec ten_ms = { 0, 10 * 1000 * 1000 };

	prctl(PR_SET_NAME, "tapc_named", 0, 0, 0);
	close(1000);
	for (long i = 0; i < n; i++)
		nanosleep(&ten_ms, NULL);
	return 0;
}
