#include "util.h"

#include "interrupt.h"

#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

const char *progname = "tapc";

static void out_of_memory(void)
{
	fprintf(stderr, "%s: out of memory\n", progname);
	exit(1);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xvasprintf(const char *fmt, va_list ap)
{
	char *s;

	if (vasprintf(&s, fmt, ap) < 0)
		out_of_memory();
	return s;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	char *s = xvasprintf(fmt, ap);
	va_end(ap);
	return s;
}

void sb_reserve(strbuf *sb, size_t extra)
{
	if (sb->len + extra + 1 <= sb->cap)
		return;
	size_t cap = sb->cap ? sb->cap * 2 : 64;
	while (cap < sb->len + extra + 1)
		cap *= 2;
	sb->buf = xrealloc(sb->buf, cap);
	sb->cap = cap;
}

void sb_putn(strbuf *sb, const char *s, size_t n)
{
	sb_reserve(sb, n);
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void sb_putc(strbuf *sb, char c)
{
	sb_reserve(sb, 1);
	sb->buf[sb->len++] = c;
	sb->buf[sb->len] = '\0';
}

void sb_puts(strbuf *sb, const char *s)
{
	sb_putn(sb, s, strlen(s));
}

static ssize_t sb_stream_write(void *cookie, const char *buf, size_t size)
{
	sb_putn(cookie, buf, size);
	return (ssize_t)size;
}

FILE *sb_stream(strbuf *sb)
{
	FILE *f = fopencookie(sb, "w", (cookie_io_functions_t){
		.write = sb_stream_write });
	if (!f)
		out_of_memory();
	return f;
}

void sb_printf(strbuf *sb, const char *fmt, ...)
{
	va_list ap;

	/* formatted once into the buffer's room when it fits, as most do:
	 * pass 2 prints tens of thousands of names (kernel.function("*")) */
	sb_reserve(sb, 64);
	size_t room = sb->cap - sb->len;
	va_start(ap, fmt);
	int n = vsnprintf(sb->buf + sb->len, room, fmt, ap);
	va_end(ap);
	if (n < 0) {
		sb->buf[sb->len] = '\0';
		return;
	}
	if ((size_t)n >= room) {
		sb_reserve(sb, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	sb->len += (size_t)n;
}

void sb_sh_quote(strbuf *sb, const char *s)
{
	sb_putc(sb, '\'');
	for (; *s; s++) {
		if (*s == '\'')
			sb_puts(sb, "'\\''");
		else
			sb_putc(sb, *s);
	}
	sb_putc(sb, '\'');
}

char *sb_steal(strbuf *sb)
{
	char *s = sb->buf ? sb->buf : xstrdup("");
	sb->buf = NULL;
	sb->len = sb->cap = 0;
	return s;
}

char *str_replace_all(const char *s, const char *from, const char *to)
{
	strbuf sb = {0};
	size_t n = strlen(from);
	const char *hit;

	while (n && (hit = strstr(s, from))) {
		sb_putn(&sb, s, (size_t)(hit - s));
		sb_puts(&sb, to);
		s = hit + n;
	}
	sb_puts(&sb, s);
	return sb_steal(&sb);
}

char *read_file(const char *path, size_t *len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	/* Sized at once from the file's size, with room for the read that
	 * finds its end: grown a chunk at a time, the megabytes of a
	 * kernel's catalog were copied over and over. */
	struct stat st;
	size_t cap = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ?
		     (size_t)st.st_size + 2 : 0;
	if (cap < 4096)
		cap = 4096;
	char *buf = xmalloc(cap);
	size_t n = 0;
	for (;;) {
		if (cap - n < 2) {
			cap *= 2;
			buf = xrealloc(buf, cap);
		}
		ssize_t got = read(fd, buf + n, cap - n - 1);
		if (got < 0) {
			if (errno == EINTR)
				continue;
			int saved = errno;
			close(fd);
			free(buf);
			errno = saved;
			return NULL;
		}
		if (got == 0)
			break;
		n += (size_t)got;
	}
	close(fd);
	buf[n] = '\0';
	if (len)
		*len = n;
	return buf;
}

bool write_file(const char *path, const char *data, size_t len)
{
	/* tapc's own files, never written through a link */
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW |
		      O_CLOEXEC, 0600);
	if (fd < 0)
		return false;
	while (len > 0) {
		ssize_t n = write(fd, data, len);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			int saved = errno;
			close(fd);
			errno = saved;
			return false;
		}
		data += n;
		len -= (size_t)n;
	}
	return close(fd) == 0;
}

char *map_file(const char *path, size_t *len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;

	if (fd < 0)
		return NULL;
	void *base = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0
		? mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0)
		: MAP_FAILED;
	close(fd);
	if (base == MAP_FAILED)
		return NULL;
	*len = (size_t)st.st_size;
	return base;
}

bool write_file_replacing(const char *path, const char *data, size_t len)
{
	char *tmp = xasprintf("%s.%ld.tmp", path, (long)getpid());
	interrupt_remove_path(tmp, false);
	bool ok = write_file(tmp, data, len) && rename(tmp, path) == 0;

	if (!ok) {
		int saved = errno;
		unlink(tmp);
		errno = saved;
	}
	interrupt_forget(tmp);
	free(tmp);
	return ok;
}

void fatal(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static void remove_tree_below(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d)
		return;
	while ((de = readdir(d))) {
		if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
			continue;
		char *path = xasprintf("%s/%s", dir, de->d_name);
		if (de->d_type == DT_DIR)
			remove_tree_below(path);
		else
			unlink(path);
		free(path);
	}
	closedir(d);
	rmdir(dir);
}

void make_parent_dirs(const char *file_path, unsigned int mode)
{
	char *path = xstrdup(file_path);
	for (char *p = path + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		mkdir(path, (mode_t)mode);
		*p = '/';
	}
	free(path);
}

void remove_tree(const char *dir)
{
	remove_tree_below(dir);
	interrupt_forget(dir);
}

size_t write_counted(int fd, const char *buf, size_t len)
{
	size_t done = 0;

	while (done < len) {
		ssize_t n = write(fd, buf + done, len - done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN) {
			struct pollfd p = { .fd = fd, .events = POLLOUT };
			poll(&p, 1, -1);
			continue;
		}
		if (n <= 0) {
			if (n == 0)
				errno = EIO;
			break;
		}
		done += (size_t)n;
	}
	return done;
}

bool write_all(int fd, const char *buf, size_t len)
{
	return write_counted(fd, buf, len) == len;
}
