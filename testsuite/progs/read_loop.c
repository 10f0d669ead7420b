/* Writes N bytes to FILE, then reads them back one at a time with
 * read(2): N calls of vfs_read, each moving the file's position by one. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[2]) : 100;
	int fd = argc > 1 ? open(argv[1], O_RDWR | O_CREAT | O_TRUNC, 0600) : -1;
	char c = 'x';

	if (fd < 0)
		return 1;
	for (long i = 0; i < n; i++)
		if (write(fd, &c, 1) != 1)
			return 1;
	if (lseek(fd, 0, SEEK_SET) != 0)
		return 1;
	for (long i = 0; i < n; i++)
		if (read(fd, &c, 1) != 1)
			return 1;
	close(fd);
	unlink(argv[1]);
	return 0;
}
