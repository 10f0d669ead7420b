/* The chunks of an arena, newest first. A request too big for a chunk of
 * the usual size gets a chunk of its own. */
#include "arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

enum { CHUNK_SIZE = 64 * 1024 };

typedef struct chunk {
	struct chunk *next;
	size_t used, size;
	max_align_t data[];
} chunk;

typedef struct deferred {
	struct deferred *next;
	void (*release)(void *object);
	void *object;
} deferred;

struct arena {
	chunk *chunks;
	deferred *releases;    /* newest first, in the chunks */
};

arena *arena_new(void)
{
	return xcalloc(1, sizeof(arena));
}

void arena_free(arena *a)
{
	if (!a)
		return;
	for (deferred *d = a->releases; d; d = d->next)
		d->release(d->object);
	for (chunk *c = a->chunks, *next; c; c = next) {
		next = c->next;
		free(c);
	}
	free(a);
}

static chunk *new_chunk(arena *a, size_t size)
{
	chunk *c = xmalloc(sizeof *c + size);

	c->used = 0;
	c->size = size;
	c->next = a->chunks;
	a->chunks = c;
	return c;
}

void *arena_alloc(arena *a, size_t n)
{
	size_t align = _Alignof(max_align_t);
	size_t need = (n + align - 1) / align * align;
	chunk *c = a->chunks;

	if (need == 0)
		need = align;
	if (!c || c->size - c->used < need) {
		if (need > CHUNK_SIZE / 4) {
			/* its own chunk, behind the current one so that
			 * the current one's room is not lost */
			/* calloc: memory fresh from the kernel is not
			 * written, and a grown array's tail not yet used
			 * (ARENA_PUSH doubles) is never touched */
			chunk *big = xcalloc(1, sizeof *big + need);
			big->used = big->size = need;
			if (c) {
				big->next = c->next;
				c->next = big;
			} else {
				big->next = NULL;
				a->chunks = big;
			}
			return big->data;
		}
		c = new_chunk(a, CHUNK_SIZE);
	}
	void *p = (char *)c->data + c->used;
	c->used += need;
	memset(p, 0, need);
	return p;
}

char *arena_strndup(arena *a, const char *s, size_t n)
{
	size_t len = strnlen(s, n);
	char *p = arena_alloc(a, len + 1);

	memcpy(p, s, len);
	return p;
}

char *arena_strdup(arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

char *arena_asprintf(arena *a, const char *fmt, ...)
{
	va_list ap, again;
	/* most strings are short: formatted once, here, then copied; a
	 * second vsnprintf only for longer ones (pass 2 formats thousands) */
	char small[256];

	va_start(ap, fmt);
	va_copy(again, ap);
	int len = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (len < 0)
		fatal("bad format: %s", fmt);
	char *p = arena_alloc(a, (size_t)len + 1);
	if ((size_t)len < sizeof small)
		memcpy(p, small, (size_t)len + 1);
	else
		vsnprintf(p, (size_t)len + 1, fmt, again);
	va_end(again);
	return p;
}

char *arena_steal(arena *a, strbuf *sb)
{
	char *p = arena_alloc(a, sb->len + 1);

	if (sb->len)
		memcpy(p, sb->buf, sb->len);
	free(sb_steal(sb));
	return p;
}

void *arena_grow(arena *a, const void *p, size_t n, size_t size)
{
	void *q = arena_alloc(a, size);

	if (n)
		memcpy(q, p, n);
	return q;
}

void arena_defer(arena *a, void (*release)(void *object), void *object)
{
	deferred *d = arena_alloc(a, sizeof *d);

	d->release = release;
	d->object = object;
	d->next = a->releases;
	a->releases = d;
}
