/* Pass 2's copies of syntax trees (ast_copy, copy.h) and its new nodes, in
 * the session's arena, freed with it. Pass 2 gives every derived probe a
 * body of its own (an alias's prologue, the user's body and the alias's
 * epilogue put together), since resolving names writes into the nodes.
 *
 * Invariant: an array a pass-2 node owns (args, keys) lives in the arena,
 * so it grows only with ARENA_PUSH on that arena, never VEC_PUSH; the
 * copies' arrays are made with room for that. */
#ifndef TAPC_CLONE_H
#define TAPC_CLONE_H

#include "arena.h"
#include "ast.h"

/* A copy of one expression or statement and everything under it; for a
 * statement, the statements chained after it by `next` too. Resolution
 * results (type, sym, typed) are not copied. */
ast_node *clone_node(arena *a, const ast_node *n);
/* A new node of that kind, all else zero, for what pass 2 writes itself
 * (guards, folded values, expansions). */
ast_node *clone_new_node(arena *a, ast_kind kind, src_loc loc);
#endif
