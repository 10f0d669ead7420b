/* Writes "abcdefg" (7 bytes) to /dev/null with write(2) and says how
 * many bytes write(2) said it wrote: the guru cases change vfs_write()'s
 * count at its entry and its return value. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	static const char text[] = "abcdefg";
	int fd = open("/dev/null", O_WRONLY);
	ssize_t n;

	if (fd < 0) {
		perror("/dev/null");
		return 1;
	}
	n = write(fd, text, strlen(text));
	printf("wrote %zd\n", n);
	return 0;
}
