/* Pass 2's copies and new nodes: see clone.h. */
#include "clone.h"

#include "copy.h"

static ast_node *arena_node(void *ctx, ast_kind kind, src_loc loc)
{
	return clone_new_node(ctx, kind, loc);
}

/* Room rounded up to a power of two: for arrays of power-of-two sized
 * elements (pointers) that is the room ARENA_PUSH expects of an array of
 * that many, so a copied array can grow like one it made. */
static void *arena_bytes(void *ctx, size_t size)
{
	size_t room = 1;

	while (room < size)
		room *= 2;
	return arena_alloc(ctx, room);
}

ast_node *clone_new_node(arena *a, ast_kind kind, src_loc loc)
{
	ast_node *n = arena_alloc(a, sizeof *n);

	n->kind = kind;
	n->loc = loc;
	return n;
}

ast_node *clone_node(arena *a, const ast_node *n)
{
	const ast_allocator in_arena = { arena_node, arena_bytes, a };

	return ast_copy(&in_arena, n);
}
