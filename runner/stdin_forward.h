/* Forwarding tapc's own stdin to a script's input probes (input.char,
 * input.line: writes of /proc/systemtap/MODULE/__stdin), as stap does:
 * only when the script has that file, byte by byte, with a terminal put
 * in non-canonical mode without echo for as long, so that each key
 * reaches the script as it is typed (Ctrl-C still interrupts).
 *
 * In the guest, the program's stdin is one byte stream from the host that
 * carries both the interrupt (a byte 0x03, the host's Ctrl-C) and, for a
 * script with input probes, the host's stdin: there an input byte 0x03 or
 * 0x10 is sent as 0x10 then the byte, and the end of the host's stdin as
 * 0x10 0x04, so that neither is taken for the other. */
#ifndef TAPC_STDIN_FORWARD_H
#define TAPC_STDIN_FORWARD_H

#include <stdbool.h>
#include <stddef.h>
#include <termios.h>

#include "util.h"

#define CHANNEL_INTERRUPT 0x03
#define CHANNEL_ESCAPE 0x10
#define CHANNEL_END 0x04     /* after CHANNEL_ESCAPE: the input ended */

/* The host's side: `n` bytes of input, or its end, onto `out`. */
void channel_encode(strbuf *out, const char *in, size_t n);
void channel_encode_end(strbuf *out);

/* The guest's side, a byte at a time. */
typedef struct channel_decoder {
	bool escaped;        /* the last byte was CHANNEL_ESCAPE */
} channel_decoder;

enum {
	CHANNEL_NOTHING = -1,   /* an escape's first byte */
	CHANNEL_GOT_INTERRUPT = -2,
	CHANNEL_GOT_END = -3,
};
/* An input byte (0..255), or one of the above. */
int channel_decode(channel_decoder *d, unsigned char byte);

/* A terminal's mode while its keys are forwarded. */
typedef struct tty_mode {
	bool saved;
	struct termios before;
} tty_mode;

/* When `fd` is a terminal: non-canonical, no echo; restored by
 * tty_restore (a no-op when nothing was changed). */
void tty_forward_keys(tty_mode *m, int fd);
void tty_restore(tty_mode *m, int fd);

/* The loader's side (run.c): stdin into the module's __stdin; in the
 * guest, for a script without input probes, into the -c command's. */
typedef struct input_forward {
	int dst;             /* /proc/systemtap/MODULE/__stdin, or -1 */
	int cmd;             /* the guest's -c command's stdin socket, or -1 */
	strbuf for_cmd;      /* what it has not taken yet */
	bool cmd_ended;      /* the input has ended: close it once sent */
	bool reading;        /* stdin is still read (polled) */
	bool guest;          /* stdin is the guest's channel (decoded) */
	channel_decoder dec;
	tty_mode tty;
} input_forward;

/* After the session's start, which made the module's files: forwards
 * stdin when the module has __stdin; in the guest stdin is read in any
 * case, for the interrupt, and what the module does not take goes to
 * in->cmd when the command has one (set before). */
void input_open(input_forward *in, const char *modname, bool guest);
/* Writes what the command's stdin takes now; closes it once the input
 * has ended and all went, or the command has closed it. */
void input_flush_command(input_forward *in);
/* Reads what stdin has now and writes it to the module, a byte a write
 * (each write runs the input probes once). Returns false when the session
 * is to stop: the guest's interrupt, or the end of its channel. */
bool input_pump(input_forward *in);
void input_close(input_forward *in);
#endif
