/* Deep copies of syntax trees, the one copier every pass uses: pass 1
 * copies a probe point's condition for each point a {a,b} pattern expands
 * to, pass 2 gives every derived probe a body of its own (resolving names
 * writes into the nodes). */
#ifndef TAPC_COPY_H
#define TAPC_COPY_H

#include "ast.h"

/* Where a copy's memory comes from: pass 1 tracks its nodes, so that a
 * failed parse frees them; pass 2 keeps them with its session. */
typedef struct ast_allocator {
	/* A node of that kind at that place, all else zero. */
	ast_node *(*node)(void *ctx, ast_kind kind, src_loc loc);
	/* `size` bytes a node owns: its strings, arrays and foreach. */
	void *(*bytes)(void *ctx, size_t size);
	void *ctx;
} ast_allocator;

/* A copy of one expression or statement and everything under it; for a
 * statement, the statements chained after it by `next` too. Resolution
 * results (type, sym, typed) are not copied. */
ast_node *ast_copy(const ast_allocator *a, const ast_node *n);
#endif
