/* SPDX-License-Identifier: GPL-2.0 */
/*
 * stap's printf formatting, written to compile both in the kernel (as part
 * of the runtime) and in user space (for its unit test). It formats into a
 * `tapc_sink`: a bounded buffer that is either flushed when full (printf's
 * per-CPU print buffer) or silently truncated (sprintf).
 */
#ifndef TAPC_FORMAT_H
#define TAPC_FORMAT_H

#ifdef __KERNEL__
#include <linux/stdarg.h>
#include <linux/string.h>
#include <linux/types.h>
#else
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#endif

/* Widths and precisions are clamped to this, as stap clamps them to its
 * print buffer, so that `%*d` with a huge argument cannot spin. */
#define TAPC_FORMAT_MAX_WIDTH 8192

struct tapc_sink {
	char *buf;
	size_t cap;		/* bytes `buf` can hold */
	size_t len;		/* bytes in use */
	/* Called when `buf` is full; must empty it (set len to 0). NULL means
	 * drop what does not fit. */
	void (*flush)(struct tapc_sink *s);
	void *priv;		/* for `flush` */
	/* Set when %m or %M could not read memory; formatting stops there. */
	bool fault;
	unsigned long fault_addr;
};

void tapc_vformat(struct tapc_sink *s, const char *fmt, va_list ap);

/*
 * Provided by the world that includes format.c: copies one byte at `addr`
 * of kernel memory (or user memory when `user`), without faulting; false
 * when it cannot be read.
 */
static bool tapc_format_read_byte(unsigned char *dst, unsigned long addr,
				  bool user);

#endif /* TAPC_FORMAT_H */
