/* Unit test of the runtime's printf formatter (runtime/format.c), built in
 * user space: every case is stap's documented or observed behaviour. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "../../runtime/format.c"

/* User space reads memory directly; address 1 stands for a fault. */
static bool tapc_format_read_byte(unsigned char *dst, unsigned long addr,
				  bool user)
{
	(void)user;
	if (addr < 4096)
		return false;
	*dst = *(const unsigned char *)addr;
	return true;
}

static int failures;

/* Formats into a buffer of `cap` bytes, flushing to `out` when `flush`. */
static size_t format(char *out, size_t cap, bool flush, const char *fmt, ...);

struct flush_state {
	char *out;
	size_t len;
};

static void flush_to_out(struct tapc_sink *s)
{
	struct flush_state *st = s->priv;

	memcpy(st->out + st->len, s->buf, s->len);
	st->len += s->len;
	s->len = 0;
}

static size_t format(char *out, size_t cap, bool flush, const char *fmt, ...)
{
	char buf[16384];
	struct flush_state st = { out, 0 };
	struct tapc_sink s = {
		.buf = buf, .cap = cap, .flush = flush ? flush_to_out : NULL,
		.priv = &st,
	};
	va_list ap;

	va_start(ap, fmt);
	tapc_vformat(&s, fmt, ap);
	va_end(ap);
	memcpy(out + st.len, buf, s.len);
	return st.len + s.len;
}

static void check_bytes(int line, const char *got, size_t got_len,
			const char *want, size_t want_len)
{
	if (got_len == want_len && memcmp(got, want, want_len) == 0)
		return;
	failures++;
	printf("format_test.c:%d: got \"%.*s\" (%zu bytes), want \"%.*s\" "
	       "(%zu bytes)\n", line, (int)got_len, got, got_len,
	       (int)want_len, want, want_len);
}

#define CHECK(want, fmt, ...)						\
	do {								\
		char out_[20000];					\
		size_t n_ = format(out_, sizeof(out_), false, fmt,	\
				   __VA_ARGS__);			\
		check_bytes(__LINE__, out_, n_, want, strlen(want));	\
	} while (0)

#define L(x) ((int64_t)(x))

int main(void)
{
	static const char memory[] = "ABCD";
	char out[20000];
	size_t n;

	/* The examples of `man stap`. */
	CHECK("a is alice; 1234abcd or 1234ABCD or 0x1234abcd; -1 or "
	      "18446744073709551615\n",
	      "%c is %s; %x or %X or %p; %d or %u\n", L(97), "alice",
	      L(0x1234abcd), L(0x1234abcd), L(0x1234abcd), L(-1), L(-1));
	CHECK("01 0x2 0X3\n", "%#o %#x %#X\n", L(1), L(2), L(3));
	CHECK("\\000 \\t *\n", "%#c %#c %#c\n", L(0), L(9), L(42));

	/* Integers: flags, width, precision. */
	CHECK("42", "%d", L(42));
	CHECK("42", "%i", L(42));
	CHECK("-9223372036854775808", "%d", L(INT64_MIN));
	CHECK("9223372036854775807", "%lld", L(INT64_MAX));
	CHECK("   42|42   |00042|+42| 42", "%5d|%-5d|%05d|%+d|% d",
	      L(42), L(42), L(42), L(42), L(42));
	CHECK("  -42|-0042|-42  ", "%5d|%05d|%-5d", L(-42), L(-42), L(-42));
	CHECK("  00042", "%7.5d", L(42));
	CHECK("0", "%.0d", L(0));
	CHECK("ff|FF|377|0xff|0377", "%x|%X|%o|%#x|%#o", L(255), L(255),
	      L(255), L(255), L(255));
	CHECK("0x0|00", "%#x|%#o", L(0), L(0));
	CHECK("0x00ff", "%#06x", L(255));
	CHECK("0x0", "%p", L(0));
	CHECK("      0xff", "%10p", L(255));
	CHECK("   42|42   ", "%*d|%*d", L(5), L(42), L(-5), L(42));
	CHECK("00042", "%.*d", L(5), L(42));
	CHECK("42", "%.*d", L(-3), L(42));
	CHECK("18446744073709551615", "%u", L(-1));

	/* Characters and strings. */
	CHECK("x|  x|x  ", "%c|%3c|%-3c", L('x'), L('x'), L('x'));
	CHECK("\\n\\\\\\'\\377", "%#c%#c%#c%#c", L('\n'), L('\\'), L('\''),
	      L(255));
	CHECK("hello|  hello|hello  |hel", "%s|%7s|%-7s|%.3s", "hello",
	      "hello", "hello", "hello");
	CHECK("<NULL>", "%s", (const char *)NULL);
	CHECK("", "%.0s", "abc");

	/* Percent and what is not a conversion. */
	CHECK("100%", "100%%", L(0));
	CHECK("%y", "%y", L(0));
	CHECK("%", "%", L(0));

	/* Memory. */
	CHECK("A|ABCD|  AB|41|41424344|    4142", "%m|%.4m|%4.2m|%M|%.4M|%8.2M",
	      L((intptr_t)memory), L((intptr_t)memory), L((intptr_t)memory),
	      L((intptr_t)memory), L((intptr_t)memory), L((intptr_t)memory));

	/* Binary: little-endian bytes, NUL padding. */
	n = format(out, sizeof(out), false, "%b", L(0x0102030405060708));
	check_bytes(__LINE__, out, n, "\x08\x07\x06\x05\x04\x03\x02\x01", 8);
	n = format(out, sizeof(out), false, "%4b", L(0x01020304));
	check_bytes(__LINE__, out, n, "\x04\x03\x02\x01", 4);
	n = format(out, sizeof(out), false, "%1b%2b", L(0x41), L(0x4243));
	check_bytes(__LINE__, out, n, "A" "CB", 3);
	n = format(out, sizeof(out), false, "%4.1b", L(0x41));
	check_bytes(__LINE__, out, n, "\0\0\0A", 4);

	/* Truncation without flush, and flushing. */
	n = format(out, 5, false, "%s", "truncated");
	check_bytes(__LINE__, out, n, "trunc", 5);
	n = format(out, 4, true, "%s-%d-%10s", "flushed", L(12345), "x");
	check_bytes(__LINE__, out, n, "flushed-12345-         x", 24);

	/* Huge widths are clamped rather than spun on. */
	n = format(out, sizeof(out), false, "%*d", L(INT64_MAX), L(1));
	if (n != TAPC_FORMAT_MAX_WIDTH) {
		failures++;
		printf("format_test.c:%d: clamped width gave %zu bytes\n",
		       __LINE__, n);
	}

	/* A fault stops formatting. */
	n = format(out, sizeof(out), false, "a%mb", L(1));
	check_bytes(__LINE__, out, n, "a", 1);

	if (failures) {
		printf("FAIL: format_test (%d failures)\n", failures);
		return 1;
	}
	printf("PASS: format_test\n");
	return 0;
}
