/* lseek(2)s of FILE to offsets that vary, some refused (a negative
 * offset, a bad whence), each printed with what it returned, as
 * "lseek(OFFSET, WHENCE) = RESULT", for a probe to read the same. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	static const long offsets[] = { 0, 1, 4096, 1L << 33, -5, 123456789, 7, 42 };
	int fd = argc > 1 ? open(argv[1], O_RDONLY) : -1;

	if (fd < 0)
		return 1;
	for (unsigned i = 0; i < sizeof offsets / sizeof *offsets; i++) {
		int whence = i == 7 ? 99 : SEEK_SET;
		long r = (long)lseek(fd, offsets[i], whence);

		printf("lseek(%ld, %d) = %ld\n", offsets[i], whence, r < 0 ? -errno : r);
	}
	return 0;
}
