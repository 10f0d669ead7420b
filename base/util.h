/* Small helpers every pass uses: allocation that cannot fail, strings,
 * growable arrays, files. */
#ifndef TAPC_UTIL_H
#define TAPC_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvasprintf(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));

/* Appends one element to a growable array `*items` of `*count` elements. */
#define VEC_PUSH(items, count, value)                                        \
	do {                                                                 \
		(items) = xrealloc((items), sizeof(*(items)) * ((count) + 1)); \
		(items)[(count)++] = (value);                                \
	} while (0)

/* A growable string. */
typedef struct strbuf {
	char *buf;
	size_t len;
	size_t cap;
} strbuf;

/* Room for `extra` more bytes (a big text's buffer made once: pages not
 * written to are never touched) */
void sb_reserve(strbuf *sb, size_t extra);
void sb_putc(strbuf *sb, char c);
void sb_puts(strbuf *sb, const char *s);
void sb_putn(strbuf *sb, const char *s, size_t n);
void sb_printf(strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
char *sb_steal(strbuf *sb);   /* returns the NUL-terminated text, resets */
/* `s` with every `from` replaced by `to` (malloc'ed) */
char *str_replace_all(const char *s, const char *from, const char *to);
/* `s` as one word of sh: single quotes keep every byte but the quote
 * itself, which becomes '\'' (exact for any argument). */
void sb_sh_quote(strbuf *sb, const char *s);
/* A stream whose output goes into `sb` (complete after fclose), as
 * open_memstream's, which zeroes and copies its buffer at each growth:
 * a page fault a page of pass 3's C twice over. */
FILE *sb_stream(strbuf *sb);

/* Reads a whole file into a NUL-terminated buffer; NULL with errno set. */
char *read_file(const char *path, size_t *len);
/* Maps a whole file read-only (munmap it with *len); NULL when it cannot
 * or it is empty. Its text has no NUL after it. */
char *map_file(const char *path, size_t *len);
/* Writes a whole file; false with errno set. */
bool write_file(const char *path, const char *data, size_t len);
/* The same under a temporary name renamed into place, so that a reader
 * never sees half of it, even with several tapc writing at once; false
 * with errno set (and no temporary left). */
bool write_file_replacing(const char *path, const char *data, size_t len);

/* Makes the directories above the file `file_path` that are not there,
 * with permissions `mode` (0755, or 0700 for a private cache). */
void make_parent_dirs(const char *file_path, unsigned int mode);

/* Removes a directory and everything under it, as far as it can; an
 * interrupt no longer removes it (interrupt.h). */
void remove_tree(const char *dir);
/* Writes all of buf to fd, waiting when it is non-blocking and full. */
bool write_all(int fd, const char *buf, size_t len);
/* The same, saying how many of the bytes were written (all of them, or
 * fewer with errno set). */
size_t write_counted(int fd, const char *buf, size_t len);

/* Name of the program for messages, set by main(). */
extern const char *progname;
/* Prints "tapc: MSG" to stderr and exits 1. */
void fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
#endif
