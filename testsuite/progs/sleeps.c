/* Sleeps N times (argv[1], 5 unless given), the i-th time for i ms, by
 * the nanosleep system call itself (glibc's nanosleep() is
 * clock_nanosleep), so that a test knows each call's argument and a
 * lower bound of its latency. */
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 5;

	for (int i = 1; i <= n; i++) {
		struct timespec ts = { 0, i * 1000000L };
		syscall(SYS_nanosleep, &ts, NULL);
	}
	return 0;
}
