/* Reads the first byte of FILE N times with pread(2), each a vfs_read of
 * one byte at offset 0, so that a probe's count can be checked exactly. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[2]) : 100;
	int fd = argc > 1 ? open(argv[1], O_RDONLY) : -1;
	char c;

	if (fd < 0)
		return 1;
	for (long i = 0; i < n; i++)
		if (pread(fd, &c, 1, 0) != 1)
			return 1;
	return 0;
}
