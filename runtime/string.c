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
