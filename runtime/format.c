// SPDX-License-Identifier: GPL-2.0
/*
 * stap's printf format language (see `man stap`, "printf"):
 *
 *	%[flags][width][.precision][h|l|ll|L]conversion
 *
 * flags `-` (left-justify), `+`, space, `0` and `#` (alternate form);
 * width and precision are digits or `*`, which takes the next (int64_t)
 * argument; conversions d i u x X o p c s b m M %.
 *
 * Where stap's behaviour differs from C's, stap's is kept: `0` pads even
 * with a precision, `%#x` and `%#o` prefix even a zero ("0x0", "00"), `%p`
 * is `%#x`, a zero with precision 0 still prints "0", `%#c` escapes
 * non-printing characters, a negative `*` precision means 0. Length
 * qualifiers are accepted and ignored: every integer is an int64_t.
 */
#include "format.h"

enum {
	FMT_LEFT = 1,		/* '-' */
	FMT_PLUS = 2,		/* '+' */
	FMT_SPACE = 4,		/* ' ' */
	FMT_SPECIAL = 8,	/* '#' */
	FMT_ZEROPAD = 16,	/* '0' */
	FMT_SIGNED = 32,	/* %d %i */
	FMT_UPPER = 64,		/* %X */
};

/* Whether there is room for a byte, flushing if the sink can. */
static bool sink_room(struct tapc_sink *s)
{
	if (s->len < s->cap)
		return true;
	if (s->flush)
		s->flush(s);
	return s->len < s->cap;
}

static void sink_putc(struct tapc_sink *s, char ch)
{
	if (sink_room(s))
		s->buf[s->len++] = ch;
}

static void sink_pad(struct tapc_sink *s, char ch, int n)
{
	while (n-- > 0)
		sink_putc(s, ch);
}

static void sink_write(struct tapc_sink *s, const char *p, size_t n)
{
	while (n > 0 && sink_room(s)) {
		size_t room = s->cap - s->len;

		if (room > n)
			room = n;
		memcpy(s->buf + s->len, p, room);
		s->len += room;
		p += room;
		n -= room;
	}
}

static int clamp_width(int64_t v)
{
	if (v < 0)
		return 0;
	if (v > TAPC_FORMAT_MAX_WIDTH)
		return TAPC_FORMAT_MAX_WIDTH;
	return (int)v;
}

static void format_number(struct tapc_sink *s, uint64_t num, int base,
			  int width, int precision, int flags)
{
	const char *digits = (flags & FMT_UPPER) ? "0123456789ABCDEF"
						 : "0123456789abcdef";
	char tmp[24];		/* 22 octal digits at most */
	char sign = 0;
	int ndigits = 0;

	if (flags & FMT_LEFT)
		flags &= ~FMT_ZEROPAD;
	if (flags & FMT_SIGNED) {
		if ((int64_t)num < 0) {
			sign = '-';
			num = -num;	/* unsigned: INT64_MIN is kept */
		} else if (flags & FMT_PLUS) {
			sign = '+';
		} else if (flags & FMT_SPACE) {
			sign = ' ';
		}
		if (sign)
			width--;
	}
	if (flags & FMT_SPECIAL)
		width -= base == 16 ? 2 : base == 8 ? 1 : 0;

	do {
		tmp[ndigits++] = digits[num % base];
		num /= base;
	} while (num);
	if (precision < ndigits)
		precision = ndigits;
	width -= precision;

	if (!(flags & (FMT_LEFT | FMT_ZEROPAD)))
		sink_pad(s, ' ', width);
	if (sign)
		sink_putc(s, sign);
	if ((flags & FMT_SPECIAL) && base == 16) {
		sink_putc(s, '0');
		sink_putc(s, (flags & FMT_UPPER) ? 'X' : 'x');
	} else if ((flags & FMT_SPECIAL) && base == 8) {
		sink_putc(s, '0');
	}
	if (flags & FMT_ZEROPAD)
		sink_pad(s, '0', width);
	sink_pad(s, '0', precision - ndigits);
	while (ndigits > 0)
		sink_putc(s, tmp[--ndigits]);
	if (flags & FMT_LEFT)
		sink_pad(s, ' ', width);
}

/* The C escape of `ch` for %#c, or 0 when it takes octal. */
static char char_escape(unsigned char ch)
{
	switch (ch) {
	case '\a': return 'a';
	case '\b': return 'b';
	case '\f': return 'f';
	case '\n': return 'n';
	case '\r': return 'r';
	case '\t': return 't';
	case '\v': return 'v';
	case '\'': return '\'';
	case '\\': return '\\';
	}
	return 0;
}

static void format_char(struct tapc_sink *s, unsigned char ch, int width,
			int flags)
{
	char out[4];
	int n = 0;

	if ((flags & FMT_SPECIAL) &&
	    (ch < 0x20 || ch >= 0x7f || ch == '\'' || ch == '\\')) {
		char esc = char_escape(ch);

		out[n++] = '\\';
		if (esc) {
			out[n++] = esc;
		} else {
			out[n++] = '0' + ((ch >> 6) & 3);
			out[n++] = '0' + ((ch >> 3) & 7);
			out[n++] = '0' + (ch & 7);
		}
	} else {
		out[n++] = ch;
	}
	if (!(flags & FMT_LEFT))
		sink_pad(s, ' ', width - n);
	sink_write(s, out, n);
	if (flags & FMT_LEFT)
		sink_pad(s, ' ', width - n);
}

static void format_string(struct tapc_sink *s, const char *str, int width,
			  int precision, int flags)
{
	size_t max = precision < 0 ? TAPC_FORMAT_MAX_WIDTH : precision;
	size_t len = 0;

	/* A small integer passed as a string would oops: print stap's
	 * placeholder instead. */
	if ((unsigned long)str < 4096)
		str = "<NULL>";
	while (len < max && str[len])
		len++;
	if (!(flags & FMT_LEFT))
		sink_pad(s, ' ', width - (int)len);
	sink_write(s, str, len);
	if (flags & FMT_LEFT)
		sink_pad(s, ' ', width - (int)len);
}

/* %m (raw bytes) and %M (hex) of `precision` bytes (default 1) of memory;
 * `#` reads user memory. */
static void format_memory(struct tapc_sink *s, unsigned long addr, bool hex,
			  int width, int precision, int flags)
{
	int len = precision > 0 ? precision : 1;
	int shown = hex ? 2 * len : len;
	int i;

	if (!(flags & FMT_LEFT))
		sink_pad(s, ' ', width - shown);
	for (i = 0; i < len; i++) {
		unsigned char byte;

		if (!tapc_format_read_byte(&byte, addr + i,
					   flags & FMT_SPECIAL)) {
			s->fault = true;
			s->fault_addr = addr + i;
			return;
		}
		if (hex) {
			sink_putc(s, "0123456789abcdef"[byte >> 4]);
			sink_putc(s, "0123456789abcdef"[byte & 15]);
		} else {
			sink_putc(s, byte);
		}
	}
	if (flags & FMT_LEFT)
		sink_pad(s, ' ', width - shown);
}

static int binary_size(int n)
{
	return n == 1 || n == 2 || n == 4 || n == 8 ? n : -1;
}

/* %b: the value's low `size` bytes in the machine's byte order, padded
 * with NUL bytes to the width. Width and precision default to each other,
 * and both to 8. */
static void format_binary(struct tapc_sink *s, int64_t v, int width,
			  int precision, int flags)
{
	int size = binary_size(precision);
	unsigned char bytes[8];
	uint64_t u = v;
	int i;

	if (width < 0) {
		if (size < 0)
			size = 8;
		width = size;
	} else if (size < 0) {
		size = binary_size(width);
		if (size < 0)
			size = 8;
	}
	for (i = 0; i < 8; i++) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		bytes[7 - i] = u & 0xff;
#else
		bytes[i] = u & 0xff;
#endif
		u >>= 8;
	}
	if (!(flags & FMT_LEFT))
		sink_pad(s, '\0', width - size);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	sink_write(s, (char *)bytes + 8 - size, size);
#else
	sink_write(s, (char *)bytes, size);
#endif
	if (flags & FMT_LEFT)
		sink_pad(s, '\0', width - size);
}

static int parse_digits(const char **p)
{
	int64_t v = 0;

	while (**p >= '0' && **p <= '9') {
		if (v <= TAPC_FORMAT_MAX_WIDTH)
			v = v * 10 + (*(*p)++ - '0');
		else
			(*p)++;
	}
	return clamp_width(v);
}

void tapc_vformat(struct tapc_sink *s, const char *fmt, va_list ap)
{
	const char *p = fmt;

	while (*p && !s->fault) {
		int flags = 0, width = -1, precision = -1, base = 10;
		const char *run = p;

		while (*p && *p != '%')
			p++;
		sink_write(s, run, p - run);
		if (!*p)
			break;
		p++;			/* the '%' */

		for (;; p++) {
			if (*p == '-')
				flags |= FMT_LEFT;
			else if (*p == '+')
				flags |= FMT_PLUS;
			else if (*p == ' ')
				flags |= FMT_SPACE;
			else if (*p == '#')
				flags |= FMT_SPECIAL;
			else if (*p == '0')
				flags |= FMT_ZEROPAD;
			else
				break;
		}
		if (*p == '*') {
			int64_t w = va_arg(ap, int64_t);

			p++;
			if (w < 0) {
				flags |= FMT_LEFT;
				/* clamped first: -INT64_MIN overflows */
				w = w < -TAPC_FORMAT_MAX_WIDTH ?
					TAPC_FORMAT_MAX_WIDTH : -w;
			}
			width = clamp_width(w);
		} else if (*p >= '0' && *p <= '9') {
			width = parse_digits(&p);
		}
		if (*p == '.') {
			p++;
			if (*p == '*') {
				p++;
				precision = clamp_width(va_arg(ap, int64_t));
			} else {
				precision = parse_digits(&p);
			}
		}
		while (*p == 'h' || *p == 'l' || *p == 'L')
			p++;

		switch (*p) {
		case 'd':
		case 'i':
			flags |= FMT_SIGNED;
			break;
		case 'u':
			break;
		case 'X':
			flags |= FMT_UPPER;
			base = 16;
			break;
		case 'x':
			base = 16;
			break;
		case 'p':
			flags |= FMT_SPECIAL;
			base = 16;
			break;
		case 'P':
			/*
			 * %p as scripts of --compatible=1.2 and older knew it
			 * (the translator spells their %p so; no script can):
			 * its precision is not the script's but the width's
			 * less "0x", at most a pointer's digits unless
			 * left-justified, and the width is a whole pointer's
			 * when none is given.
			 */
			flags |= FMT_SPECIAL;
			base = 16;
			if (width < 0)
				width = 2 + 2 * (int)sizeof(void *);
			precision = width - 2;
			if (!(flags & FMT_LEFT) &&
			    precision > 2 * (int)sizeof(void *))
				precision = 2 * (int)sizeof(void *);
			break;
		case 'o':
			base = 8;
			break;
		case 'c':
			format_char(s, (unsigned char)va_arg(ap, int64_t),
				    width, flags);
			p++;
			continue;
		case 's':
			format_string(s, va_arg(ap, const char *), width,
				      precision, flags);
			p++;
			continue;
		case 'm':
		case 'M':
			format_memory(s, (unsigned long)va_arg(ap, int64_t),
				      *p == 'M', width, precision, flags);
			p++;
			continue;
		case 'b':
			format_binary(s, va_arg(ap, int64_t), width, precision,
				      flags);
			p++;
			continue;
		case '%':
			sink_putc(s, '%');
			p++;
			continue;
		default:
			/* Not a conversion: print it as it stands. */
			sink_putc(s, '%');
			if (*p)
				sink_putc(s, *p++);
			continue;
		}
		format_number(s, (uint64_t)va_arg(ap, int64_t), base, width,
			      precision, flags);
		p++;
	}
}
