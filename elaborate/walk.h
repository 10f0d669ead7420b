/* Visiting every node of a body: statements, their expressions, foreach
 * parts, in source order. */
#ifndef TAPC_WALK_H
#define TAPC_WALK_H

#include "ast.h"

/* Called for each node before its children; returning false skips the
 * children. */
typedef bool (*walk_fn)(ast_node *n, void *arg);

/* Walks `n`, and the statements chained after it. */
void walk_tree(ast_node *n, walk_fn fn, void *arg);
#endif
