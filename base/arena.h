/* A bump allocator: objects that live as long as something bigger (a
 * session) are carved out of large chunks and freed all at once with it,
 * so the code that makes them never frees them one by one. */
#ifndef TAPC_ARENA_H
#define TAPC_ARENA_H

#include <stddef.h>

#include "util.h"

typedef struct arena arena;

arena *arena_new(void);
/* Frees every object of `a`, and `a`. NULL is allowed. */
void arena_free(arena *a);

/* Calls release(object) when `a` is freed, before its memory goes, the
 * last deferred first: for what the arena's objects hold that is not in
 * the arena (an open file, a library's handle). */
void arena_defer(arena *a, void (*release)(void *object), void *object);

/* `n` zeroed bytes, aligned for any type; never NULL. */
void *arena_alloc(arena *a, size_t n);
char *arena_strdup(arena *a, const char *s);
char *arena_strndup(arena *a, const char *s, size_t n);
char *arena_asprintf(arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The text of `sb`, moved into the arena; `sb` is left empty. */
char *arena_steal(arena *a, strbuf *sb);
/* A copy of `n` bytes of `p` in a new block of `size` >= n bytes, the
 * rest zeroed: a growable array's next size. */
void *arena_grow(arena *a, const void *p, size_t n, size_t size);

/* Appends one element to an array `items` of `count` elements made only
 * by this macro: its room doubles at each power of two. */
#define ARENA_PUSH(a, items, count, value)                                   \
	do {                                                                 \
		if (((count) & ((count) - 1)) == 0)                          \
			(items) = arena_grow((a), (items),                   \
					     sizeof(*(items)) * (size_t)(count), \
					     sizeof(*(items)) *              \
						     (size_t)((count) ? 2 * (count) : 1)); \
		(items)[(count)++] = (value);                                \
	} while (0)
#endif
