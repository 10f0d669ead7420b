// SPDX-License-Identifier: GPL-2.0
/*
 * Strings: every script string lives in a MAXSTRINGLEN buffer, and what
 * does not fit is silently cut, as in stap. Source and destination may
 * overlap (`s = s . s`), so copies measure first and use memmove.
 */

void tapc_strcpy(char *dst, const char *src)
{
	size_t n;

	if (!src)
		src = "";
	n = strnlen(src, MAXSTRINGLEN - 1);
	memmove(dst, src, n);
	dst[n] = '\0';
}

void tapc_strcat(char *dst, const char *src)
{
	size_t len = strnlen(dst, MAXSTRINGLEN - 1);
	size_t n;

	if (!src)
		return;
	n = strnlen(src, MAXSTRINGLEN - 1 - len);
	memmove(dst + len, src, n);
	dst[len + n] = '\0';
}

void tapc_long_to_string(char *dst, int64_t v)
{
	snprintf(dst, MAXSTRINGLEN, "%lld", (long long)v);
}

/* ---- text_str: strings as C-escaped text ---- */

/* One character of UTF-8 at `in` (at most `avail` bytes): its code point
 * in *c and its length. Anything but a well-formed 2- to 4-byte sequence
 * is one byte, taken as it is. */
static int tapc_utf8_decode(const unsigned char *in, int avail, u32 *c)
{
	int n, i;
	u32 v;

	if ((in[0] & 0xe0) == 0xc0 && avail >= 2) {
		n = 2;
		v = in[0] & 0x1f;
	} else if ((in[0] & 0xf0) == 0xe0 && avail >= 3) {
		n = 3;
		v = in[0] & 0x0f;
	} else if ((in[0] & 0xf8) == 0xf0 && avail >= 4) {
		n = 4;
		v = in[0] & 0x07;
	} else {
		goto one_byte;
	}
	for (i = 1; i < n; i++) {
		if ((in[i] & 0xc0) != 0x80)
			goto one_byte;
		v = (v << 6) | (in[i] & 0x3f);
	}
	/* surrogates, beyond Unicode, or longer than needed */
	if ((v >= 0xd800 && v <= 0xdfff) || v > 0x10ffff || v < 0x80 ||
	    (n == 3 && v < 0x800) || (n == 4 && v < 0x10000))
		goto one_byte;
	*c = v;
	return n;
one_byte:
	*c = in[0];
	return 1;
}

/* The escape of a one-byte character that is not printed as it is:
 * "\n" and the like, or three octal digits. Returns its length. */
static int tapc_escape_byte(u32 c, char *esc)
{
	static const char short_escapes[] = "\aa\bb\ff\nn\rr\tt\vv\"\"\\\\";
	const char *p;

	esc[0] = '\\';
	for (p = short_escapes; *p; p += 2)
		if ((u32)(unsigned char)p[0] == c) {
			esc[1] = p[1];
			return 2;
		}
	esc[1] = '0' + ((c >> 6) & 3);
	esc[2] = '0' + ((c >> 3) & 7);
	esc[3] = '0' + (c & 7);
	return 4;
}

/*
 * text_str, text_strn and the _quoted conversions, as stap writes them:
 * printable ASCII as it is, the rest as C escapes (\n, \ooo, and \uXXXX
 * or \UXXXXXXXX for UTF-8). At most `inlen` bytes are read and `outlen`
 * written (0: MAXSTRINGLEN - 1). Quoted text is put in double quotes,
 * with "..." after them when the input did not fit, never cutting an
 * escape in two.
 */
static void text_escape(char *out, const char *in, int inlen, int outlen,
			bool quoted, bool buffer)
{
	const unsigned char *p = (const unsigned char *)in;
	char *esc = NULL;	/* first escape a truncation could cut */
	int esc_len = 0;
	u32 c = 0;

	if (inlen <= 0 || inlen > MAXSTRINGLEN - 1)
		inlen = MAXSTRINGLEN - 1;
	if (outlen <= 0 || outlen > MAXSTRINGLEN - 1)
		outlen = MAXSTRINGLEN - 1;
	if (quoted) {
		outlen = max(outlen, 5) - 2;
		*out++ = '"';
	}
	while (inlen > 0) {
		char seq[10];
		int n = tapc_utf8_decode(p, inlen, &c);
		int num, i;

		/* a string ends at its NUL, a buffer's NULs are escaped */
		if ((c == 0 && !buffer) || outlen <= 0)
			break;
		p += n;
		inlen -= n;
		if (n > 1) {
			num = c <= 0xffff ? 6 : 10;
			seq[0] = '\\';
			seq[1] = c <= 0xffff ? 'u' : 'U';
			for (i = 2; i < num; i++)
				seq[i] = hex_asc_upper[(c >> ((num - 1 - i) * 4)) & 15];
		} else if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
			num = 1;
			seq[0] = c;
		} else {
			num = tapc_escape_byte(c, seq);
		}
		if (num > 1 && !esc && outlen - 3 < num) {
			esc = out;
			esc_len = num;
		}
		if (outlen < num)
			break;
		memcpy(out, seq, num);
		out += num;
		outlen -= num;
	}
	if (quoted) {
		if ((c || buffer) && inlen > 0) {
			char *cut = out - 3 + outlen;

			out = esc && esc < cut && cut < esc + esc_len ? esc : cut;
			memcpy(out, "\"...", 4);
			out += 4;
		} else {
			*out++ = '"';
		}
	}
	*out = '\0';
}

void tapc_text_str(char *out, const char *in, int inlen, int outlen,
		   bool quoted)
{
	text_escape(out, in, inlen, outlen, quoted, false);
}

void tapc_buffer_str(char *out, const char *in, int inlen, int outlen)
{
	if (inlen <= 0)
		strcpy(out, "\"\"");
	else
		text_escape(out, in, inlen, outlen, true, true);
}

void tapc_bytes_str(char *out, const char *in, int inlen, int outlen)
{
	if (inlen <= 0)
		out[0] = '\0';
	else
		text_escape(out, in, inlen, outlen, false, true);
}

/* ---- strings from kernel and user memory, without faulting ---- */

/* Copies the string at `addr` into dst, at most n - 1 bytes and a NUL,
 * a page's part at a time (a string may end just before memory that
 * cannot be read). 0, or -EFAULT with dst empty. */
static long tapc_string_nofault(char *dst, unsigned long addr, long n,
				bool user)
{
	long done = 0;

	n = clamp_t(long, n, 1, MAXSTRINGLEN);
	while (done < n - 1) {
		long chunk = min_t(long, n - 1 - done,
				   PAGE_SIZE - ((addr + done) & (PAGE_SIZE - 1)));
		long rc = user ?
			copy_from_user_nofault(dst + done,
					       (const void __user *)(addr + done),
					       chunk) :
			copy_from_kernel_nofault(dst + done,
						 (const void *)(addr + done),
						 chunk);
		char *nul;

		if (rc) {
			dst[0] = '\0';
			return -EFAULT;
		}
		nul = memchr(dst + done, '\0', chunk);
		if (nul)
			return 0;
		done += chunk;
	}
	dst[done] = '\0';
	return 0;
}

bool tapc_kernel_string(char *dst, unsigned long addr, long n)
{
	return tapc_string_nofault(dst, addr, n, false) == 0;
}

long tapc_user_string(char *dst, unsigned long addr, long n)
{
	return tapc_string_nofault(dst, addr, n, true);
}

const char *tapc_pretty_text(char *out, char *raw, unsigned long addr,
			     bool user)
{
	if (addr && tapc_string_nofault(raw, addr, MAXSTRINGLEN, user) == 0)
		tapc_text_str(out, raw, 0, 0, true);
	else
		snprintf(out, MAXSTRINGLEN, "0x%lx", addr);
	return out;
}

bool tapc_kread_chars(char *dst, unsigned long addr, long nelems)
{
	return tapc_string_nofault(dst, addr, min_t(long, nelems + 1, MAXSTRINGLEN),
				   false) == 0;
}

bool tapc_kread(void *dst, unsigned long addr, size_t size)
{
	return copy_from_kernel_nofault(dst, (const void *)addr, size) == 0;
}

/* the same of the current task's memory: a probed process's (typed
 * chains of a user binary's types, the user binaries' unwinding) */
bool tapc_uread(void *dst, unsigned long addr, size_t size)
{
	return copy_from_user_nofault(dst, (const void __user *)addr, size) == 0;
}

/* x86-64 is little-endian: v's low `size` bytes are its first */
bool tapc_uwrite(unsigned long addr, u64 v, int size)
{
	return copy_to_user_nofault((void __user *)addr, &v, size) == 0;
}

bool tapc_uread_chars(char *dst, unsigned long addr, long nelems)
{
	return tapc_string_nofault(dst, addr, min_t(long, nelems + 1, MAXSTRINGLEN),
				   true) == 0;
}

int64_t tapc_var_value(u64 raw, int size, bool is_signed)
{
	/* each branch a 64-bit value of its own: `c ? (s32)x : (u32)x` is
	 * a u32 whichever branch it takes, and loses the sign */
	switch (size) {
	case 1:
		return is_signed ? (int64_t)(s8)raw : (int64_t)(u8)raw;
	case 2:
		return is_signed ? (int64_t)(s16)raw : (int64_t)(u16)raw;
	case 4:
		return is_signed ? (int64_t)(s32)raw : (int64_t)(u32)raw;
	default:
		return (s64)raw;
	}
}

int64_t tapc_kvar_read(struct tapc_context *c, const char *near,
		       unsigned long addr, int size, bool is_signed)
{
	u64 raw = 0;

	if (!tapc_kread(&raw, addr, size)) {
		if (near && !c->last_error) {
			c->last_stmt = near;
			tapc_read_fault(c, addr);
		}
		return 0;
	}
	return tapc_var_value(raw, size, is_signed);
}

void tapc_read_fault(struct tapc_context *c, unsigned long addr)
{
	tapc_error(c, "read fault [man error::fault] at 0x%lx", addr);
}

bool tapc_kwrite(unsigned long addr, u64 v, int size)
{
	bool ok = false;

	/* a user address is no kernel object (and with SMAP a fault) */
	if (addr < TASK_SIZE_MAX)
		return false;
	pagefault_disable();
	switch (size) {
	case 1:
		__put_kernel_nofault((u8 *)addr, (u8 *)&v, u8, out);
		break;
	case 2:
		__put_kernel_nofault((u16 *)addr, (u16 *)&v, u16, out);
		break;
	case 4:
		__put_kernel_nofault((u32 *)addr, (u32 *)&v, u32, out);
		break;
	default:
		__put_kernel_nofault((u64 *)addr, &v, u64, out);
	}
	ok = true;
out:
	pagefault_enable();
	return ok;
}

void tapc_write_fault(struct tapc_context *c, unsigned long addr)
{
	tapc_error(c, "write fault [man error::fault] at 0x%lx", addr);
}

const char *tapc_string_target_set(unsigned long text, const char *s,
				   bool append)
{
	struct tapc_string_target *v = (struct tapc_string_target *)
		(text - offsetof(struct tapc_string_target, buf));
	size_t n = strlen(s);

	if (!append)
		v->len = 0;
	if (n > v->size - 1 - v->len)
		n = v->size - 1 - v->len;
	memmove(v->buf + v->len, s, n);
	v->len += n;
	v->buf[v->len] = '\0';
	return v->buf;
}
