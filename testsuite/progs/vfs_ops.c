/* The VFS's reads and writes of one file, each of a size known in advance:
 * writes "hello" (5 bytes) with write(2) and "abc" and "defgh" (8) with
 * writev(2) into FILE, reads the 13 back with read(2) of 100 and with
 * readv(2) into 4 and 20 bytes, then reads a write-only descriptor of it
 * (EBADF). */
#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char buf[100], a[4], b[20];
	struct iovec out[] = { { "abc", 3 }, { "defgh", 5 } };
	struct iovec in[] = { { a, sizeof(a) }, { b, sizeof(b) } };
	int fd = argc > 1 ? open(argv[1], O_RDWR | O_CREAT | O_TRUNC, 0600) : -1;

	if (fd < 0)
		return 1;
	if (write(fd, "hello", 5) != 5 || writev(fd, out, 2) != 8)
		return 1;
	if (lseek(fd, 0, SEEK_SET) != 0 || read(fd, buf, sizeof(buf)) != 13)
		return 1;
	if (lseek(fd, 0, SEEK_SET) != 0 || readv(fd, in, 2) != 13)
		return 1;
	close(fd);
	fd = open(argv[1], O_WRONLY);
	if (fd < 0 || read(fd, buf, 1) != -1)
		return 1;
	close(fd);
	return 0;
}
