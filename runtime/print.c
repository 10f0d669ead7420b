// SPDX-License-Identifier: GPL-2.0
/*
 * print, printf, sprintf and warn. A hit's output collects in its
 * context's print buffer and is committed to the CPU's `out` ring at
 * probe exit, as one record; output larger than the print buffer is
 * committed in print-buffer-sized records as it fills.
 */

static bool tapc_format_read_byte(unsigned char *dst, unsigned long addr,
				  bool user)
{
	if (user)
		return !copy_from_user_nofault(dst, (const void __user *)addr,
					       1);
	return !copy_from_kernel_nofault(dst, (const void *)addr, 1);
}

static noinline void tapc_print_commit(struct tapc_context *c)
{
	tapc_channel_write_one(&tapc_out, c->cpu, c->print_buf, c->print_len);
	c->print_len = 0;
}

static void tapc_print_flush(struct tapc_sink *s)
{
	struct tapc_context *c = s->priv;

	c->print_len = s->len;
	tapc_print_commit(c);
	s->len = 0;
}

/* A sink appending to the context's print buffer; give its length back
 * with tapc_print_end. */
static struct tapc_sink tapc_print_sink(struct tapc_context *c)
{
	struct tapc_sink s = {
		.buf = c->print_buf,
		.cap = TAPC_PRINT_BUF_SIZE,
		.len = c->print_len,
		.flush = tapc_print_flush,
		.priv = c,
	};
	return s;
}

static void tapc_print_end(struct tapc_context *c, struct tapc_sink *s)
{
	c->print_len = s->len;
	if (s->fault)
		tapc_error(c, "read fault [man error::fault] at 0x%lx",
			   s->fault_addr);
}

void tapc_printf(struct tapc_context *c, const char *fmt, ...)
{
	struct tapc_sink s = tapc_print_sink(c);
	va_list ap;

	va_start(ap, fmt);
	tapc_vformat(&s, fmt, ap);
	va_end(ap);
	tapc_print_end(c, &s);
}

/* Formats into the CPU's scratch string first: `dst` may be an argument.
 * A memory fault of %m just ends the string (there is no context to report
 * it in). */
void tapc_sprintf(char *dst, const char *fmt, ...)
{
	char *tmp = tapc_contexts[raw_smp_processor_id()]->scratch;
	struct tapc_sink s = { .buf = tmp, .cap = MAXSTRINGLEN - 1 };
	va_list ap;

	va_start(ap, fmt);
	tapc_vformat(&s, fmt, ap);
	va_end(ap);
	tmp[s.len] = '\0';
	memcpy(dst, tmp, s.len + 1);
}

void tapc_print_string(struct tapc_context *c, const char *str)
{
	struct tapc_sink s = tapc_print_sink(c);

	/* As much as %s would print. */
	if (str)
		sink_write(&s, str, strnlen(str, TAPC_FORMAT_MAX_WIDTH));
	tapc_print_end(c, &s);
}

/* The print buffer is full: what fits, then it is committed and the
 * rest goes on in it, as tapc_printf's output does. */
void tapc_print_text_slow(struct tapc_context *c, const char *text, size_t n)
{
	struct tapc_sink s = tapc_print_sink(c);

	sink_write(&s, text, n);
	tapc_print_end(c, &s);
}

/* tapc_print_dec when the buffer has no room for the number whole. */
static noinline void tapc_print_dec_slow(struct tapc_context *c, int64_t v)
{
	char tmp[24];
	u64 num = v < 0 ? -(u64)v : (u64)v;
	int i = sizeof(tmp);

	do {
		tmp[--i] = '0' + num % 10;
		num /= 10;
	} while (num);
	if (v < 0)
		tmp[--i] = '-';
	tapc_print_text_slow(c, tmp + i, sizeof(tmp) - i);
}

/* %d's digits, without a width or flags: written in place, last first,
 * once their number is known. */
void tapc_print_dec(struct tapc_context *c, int64_t v)
{
	u64 num = v < 0 ? -(u64)v : (u64)v, rest = num;
	size_t n = 1 + (v < 0);
	char *p;

	while (rest >= 10) {
		rest /= 10;
		n++;
	}
	if (unlikely(n > TAPC_PRINT_BUF_SIZE - c->print_len)) {
		tapc_print_dec_slow(c, v);
		return;
	}
	c->print_len += n;
	p = c->print_buf + c->print_len;
	do {
		*--p = '0' + num % 10;
		num /= 10;
	} while (num);
	if (v < 0)
		*--p = '-';
}

void tapc_print_long(struct tapc_context *c, int64_t v)
{
	tapc_printf(c, "%d", v);
}

void tapc_print_char(struct tapc_context *c, char ch)
{
	struct tapc_sink s = tapc_print_sink(c);

	sink_putc(&s, ch);
	tapc_print_end(c, &s);
}

/* "WARNING: MSG" on the user's stderr, with a newline unless it has one. */
void tapc_warn(struct tapc_context *c, const char *msg)
{
	size_t len = msg ? strnlen(msg, MAXSTRINGLEN) : 0;
	struct tapc_piece pieces[] = {
		{ "WARNING: ", 9 },
		{ msg, len },
		{ "\n", len && msg[len - 1] == '\n' ? 0 : 1 },
	};

	tapc_channel_write(&tapc_msg, c->cpu, pieces, ARRAY_SIZE(pieces));
}

/* system(): a line "\001system CMD" on msg, which the runner takes as
 * the command to start (a newline ends the command). */
void tapc_system(struct tapc_context *c, const char *cmd)
{
	size_t len = cmd ? strcspn(cmd, "\n") : 0;
	struct tapc_piece pieces[] = {
		{ TAPC_SYSTEM_PREFIX, sizeof(TAPC_SYSTEM_PREFIX) - 1 },
		{ cmd, len },
		{ "\n", 1 },
	};

	tapc_channel_write(&tapc_msg, c->cpu, pieces, ARRAY_SIZE(pieces));
}
