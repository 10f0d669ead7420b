/* Unit tests of the guest's stdin channel (runner/stdin_forward.h): every
 * byte of input, 0x03 and 0x10 among them, comes out of the decoder as it
 * went in, however the stream is cut; the interrupt and the input's end
 * are told apart from input. Prints "PASS: name" or "FAIL: name" per
 * case; exits 1 on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdin_forward.h"
#include "unit.h"
#include "util.h"

/* Decodes `len` bytes; input into `out` (its length in *n), returns the
 * events seen as a string: 'I' for the interrupt, 'E' for the end. */
static char *decode(channel_decoder *d, const char *buf, size_t len,
		    unsigned char *out, size_t *n)
{
	strbuf events = {0};

	for (size_t i = 0; i < len; i++) {
		int got = channel_decode(d, (unsigned char)buf[i]);
		if (got >= 0)
			out[(*n)++] = (unsigned char)got;
		else if (got == CHANNEL_GOT_INTERRUPT)
			sb_putc(&events, 'I');
		else if (got == CHANNEL_GOT_END)
			sb_putc(&events, 'E');
	}
	sb_putc(&events, '\0');
	return sb_steal(&events);
}

static void check_round_trip(void)
{
	char in[256];
	unsigned char out[512];
	strbuf wire = {0};
	bool ok = true;

	for (int i = 0; i < 256; i++)
		in[i] = (char)i;
	channel_encode(&wire, in, sizeof in);
	sb_putc(&wire, CHANNEL_INTERRUPT);
	channel_encode_end(&wire);
	/* cut at every place: the decoder keeps an escape across reads */
	for (size_t cut = 0; cut <= wire.len; cut++) {
		channel_decoder d = {0};
		size_t n = 0;
		char *a = decode(&d, wire.buf, cut, out, &n);
		char *b = decode(&d, wire.buf + cut, wire.len - cut, out, &n);
		char *events = xasprintf("%s%s", a, b);
		if (n != sizeof in || memcmp(out, in, n) || strcmp(events, "IE"))
			ok = false;
		free(a);
		free(b);
		free(events);
	}
	unit_result("channel: all 256 bytes, then the interrupt and the end, "
		    "cut anywhere", ok, NULL);
	/* only 0x03 and 0x10 take two bytes */
	unit_result("channel: 256 input bytes take 258 on the wire",
		    wire.len == 258 + 1 + 2, NULL);
	free(sb_steal(&wire));
}

int main(void)
{
	check_round_trip();
	return unit_failures ? 1 : 0;
}
