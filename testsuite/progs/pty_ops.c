/* A pseudo-terminal's life with values known in advance: opens a new one
 * (/dev/ptmx) and its slave, makes the slave raw, sets its window to 24
 * rows of 80 columns and then to 30 of 100 in 640x480 pixels
 * (TIOCSWINSZ), writes "hello\n" (6 bytes) to the slave, polls the
 * master for input and reads it in a buffer of 100, and closes both.
 * A pty's window is its driver's (no tty_do_resize), so the serial
 * console's, /dev/ttyS0, is set to 30 rows of 100 columns in 640x480
 * pixels and back. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int main(void)
{
	struct winsize small = { .ws_row = 24, .ws_col = 80 }, old;
	struct winsize big = { .ws_row = 30, .ws_col = 100, .ws_xpixel = 640, .ws_ypixel = 480 };
	int master = posix_openpt(O_RDWR | O_NOCTTY), slave, serial;
	struct pollfd pfd = { .fd = master, .events = POLLIN };
	struct termios raw;
	char buf[100];
	const char *name;

	if (master < 0 || grantpt(master) || unlockpt(master) || !(name = ptsname(master)))
		return 1;
	slave = open(name, O_RDWR | O_NOCTTY);
	if (slave < 0 || tcgetattr(slave, &raw))
		return 1;
	cfmakeraw(&raw);
	if (tcsetattr(slave, TCSANOW, &raw) || ioctl(slave, TIOCSWINSZ, &small) ||
	    ioctl(slave, TIOCSWINSZ, &big))
		return 1;
	if (write(slave, "hello\n", 6) != 6 || poll(&pfd, 1, 5000) != 1)
		return 1;
	if (read(master, buf, sizeof(buf)) != 6 || memcmp(buf, "hello\n", 6))
		return 1;
	close(slave);
	close(master);
	serial = open("/dev/ttyS0", O_RDWR | O_NOCTTY | O_NONBLOCK);
	if (serial < 0 || ioctl(serial, TIOCGWINSZ, &old) || ioctl(serial, TIOCSWINSZ, &big) ||
	    ioctl(serial, TIOCSWINSZ, &old))
		return 1;
	close(serial);
	return 0;
}
