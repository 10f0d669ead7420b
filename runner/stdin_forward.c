/* Forwarding tapc's stdin to input probes (see stdin_forward.h). */
#include "stdin_forward.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

/* ---- the guest's channel ---- */

void channel_encode(strbuf *out, const char *in, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)in[i];
		if (c == CHANNEL_INTERRUPT || c == CHANNEL_ESCAPE)
			sb_putc(out, CHANNEL_ESCAPE);
		sb_putc(out, (char)c);
	}
}

void channel_encode_end(strbuf *out)
{
	sb_putc(out, CHANNEL_ESCAPE);
	sb_putc(out, CHANNEL_END);
}

int channel_decode(channel_decoder *d, unsigned char byte)
{
	if (d->escaped) {
		d->escaped = false;
		return byte == CHANNEL_END ? CHANNEL_GOT_END : byte;
	}
	if (byte == CHANNEL_ESCAPE) {
		d->escaped = true;
		return CHANNEL_NOTHING;
	}
	return byte == CHANNEL_INTERRUPT ? CHANNEL_GOT_INTERRUPT : byte;
}

/* ---- the terminal ---- */

void tty_forward_keys(tty_mode *m, int fd)
{
	struct termios t;

	m->saved = false;
	if (!isatty(fd) || tcgetattr(fd, &m->before) != 0)
		return;
	t = m->before;
	/* ISIG stays: Ctrl-C is still SIGINT */
	t.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	t.c_cc[VMIN] = 1;
	t.c_cc[VTIME] = 0;
	m->saved = tcsetattr(fd, TCSANOW, &t) == 0;
}

void tty_restore(tty_mode *m, int fd)
{
	if (m->saved)
		tcsetattr(fd, TCSANOW, &m->before);
	m->saved = false;
}

/* ---- the loader's side ---- */

void input_open(input_forward *in, const char *modname, bool guest)
{
	char *path = xasprintf("/proc/systemtap/%s/__stdin", modname);

	in->guest = guest;
	in->dst = open(path, O_WRONLY | O_CLOEXEC);
	free(path);
	/* stap's input probes take the input; the command reads none */
	if (in->dst >= 0 && in->cmd >= 0) {
		close(in->cmd);
		in->cmd = -1;
	}
	in->reading = guest || in->dst >= 0;
	if (in->reading && !guest)
		tty_forward_keys(&in->tty, STDIN_FILENO);
}

/* What the command has not read yet is kept up to this much; more is
 * dropped (the loader must read on for the Ctrl-C). */
#define FOR_COMMAND_MAX (1 << 20)

void input_flush_command(input_forward *in)
{
	ssize_t n = 0;

	if (in->cmd < 0)
		return;
	if (in->for_cmd.len) {
		do
			n = send(in->cmd, in->for_cmd.buf, in->for_cmd.len,
				 MSG_DONTWAIT | MSG_NOSIGNAL);
		while (n < 0 && errno == EINTR);
		if (n > 0) {
			memmove(in->for_cmd.buf, in->for_cmd.buf + n,
				in->for_cmd.len - (size_t)n);
			in->for_cmd.len -= (size_t)n;
		}
	}
	/* EPIPE: the command has closed its stdin, or gone */
	if ((n < 0 && errno != EAGAIN) ||
	    (!in->for_cmd.len && in->cmd_ended)) {
		close(in->cmd);
		in->cmd = -1;
		in->for_cmd.len = 0;
	}
}

static void input_byte(input_forward *in, unsigned char c)
{
	ssize_t n;

	if (in->dst < 0) {
		if (in->cmd >= 0 && in->for_cmd.len < FOR_COMMAND_MAX)
			sb_putc(&in->for_cmd, (char)c);
		return;
	}
	do
		n = write(in->dst, &c, 1);
	while (n < 0 && errno == EINTR);
}

static void input_ended(input_forward *in)
{
	in->cmd_ended = true;
	in->reading = in->guest;   /* the guest's channel still brings ^C */
	tty_restore(&in->tty, STDIN_FILENO);
}

bool input_pump(input_forward *in)
{
	unsigned char buf[4096];
	ssize_t n;

	do
		n = read(STDIN_FILENO, buf, sizeof(buf));
	while (n < 0 && errno == EINTR);
	if (n < 0 && errno == EAGAIN)
		return true;
	if (n <= 0) {
		/* the guest's channel ends only when the host has gone */
		if (in->guest)
			return false;
		input_ended(in);
		return true;
	}
	for (ssize_t i = 0; i < n; i++) {
		if (!in->guest) {
			input_byte(in, buf[i]);
			continue;
		}
		int got = channel_decode(&in->dec, buf[i]);
		if (got == CHANNEL_GOT_INTERRUPT)
			return false;
		if (got == CHANNEL_GOT_END)
			input_ended(in);
		else if (got >= 0)
			input_byte(in, (unsigned char)got);
	}
	input_flush_command(in);
	return true;
}

void input_close(input_forward *in)
{
	tty_restore(&in->tty, STDIN_FILENO);
	if (in->dst >= 0)
		close(in->dst);
	if (in->cmd >= 0)
		close(in->cmd);
	in->dst = in->cmd = -1;
	free(sb_steal(&in->for_cmd));
	in->reading = false;
}
