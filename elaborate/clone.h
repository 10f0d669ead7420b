/* Deep copies of syntax trees, and new nodes. Pass 2 gives every derived
 * probe a body of its own (an alias's prologue, the user's body and the alias's epilogue
 * put together), since resolving names writes into the nodes. */
#ifndef TAPC_CLONE_H
#define TAPC_CLONE_H

#include "ast.h"

/* A copy of one expression or statement and everything under it; for a
 * statement, the statements chained after it by `next` too. Resolution
 * results (sym, type) are not copied. */
ast_node *clone_node(const ast_node *n);
/* A copy of just this statement, not the ones chained after it. */
ast_node *clone_stmt(const ast_node *n);
/* A new node of that kind, all else zero, for what pass 2 writes itself
 * (guards, folded values, expansions). */
ast_node *clone_new_node(ast_kind kind, src_loc loc);
#endif
