/* File operations of known sizes on FILE: create it, write "hello" (5
 * bytes), seek to 1 from the start, read up to 100 (4 come), map its
 * first page, splice 5 bytes from it at 0 into a pipe and the pipe's 5
 * bytes back at 5 (10 in all); then open OTHER, if given, read-only. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char buf[100];
	int p[2];
	off64_t in = 0, out = 5;
	int fd;
	void *map;

	if (argc < 2 || (fd = open(argv[1], O_CREAT | O_RDWR | O_TRUNC, 0644)) < 0)
		return 1;
	if (write(fd, "hello", 5) != 5 || lseek(fd, 1, SEEK_SET) != 1 ||
	    read(fd, buf, sizeof(buf)) != 4)
		return 2;
	map = mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd, 0);
	if (map == MAP_FAILED)
		return 3;
	munmap(map, 4096);
	if (pipe(p) || splice(fd, &in, p[1], NULL, 5, 0) != 5 ||
	    splice(p[0], NULL, fd, &out, 5, 0) != 5)
		return 4;
	close(fd);
	if (argc > 2 && (fd = open(argv[2], O_RDONLY)) >= 0)
		close(fd);
	return 0;
}
