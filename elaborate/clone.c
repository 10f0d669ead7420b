/* Pass 2's copies and new nodes: see clone.h. */
#include "clone.h"

#include "copy.h"
#include "util.h"

static ast_node *heap_node(void *ctx, ast_kind kind, src_loc loc)
{
	(void)ctx;
	return clone_new_node(kind, loc);
}

static void *heap_bytes(void *ctx, size_t size)
{
	(void)ctx;
	return xmalloc(size);
}

static const ast_allocator heap = { heap_node, heap_bytes, NULL };

ast_node *clone_new_node(ast_kind kind, src_loc loc)
{
	ast_node *n = xcalloc(1, sizeof *n);

	n->kind = kind;
	n->loc = loc;
	return n;
}

ast_node *clone_node(const ast_node *n)
{
	return ast_copy(&heap, n);
}
