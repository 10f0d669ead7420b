/* Constant folding: an operator whose operands are literals becomes the
 * literal it computes, as stap's optimizer does (so that `if (0)` and
 * `%( ... %)`-free debugging switches disappear). */
#ifndef TAPC_FOLD_H
#define TAPC_FOLD_H

#include <stdbool.h>

#include "ast.h"

/* Folds `n` in place when its operands are literals; true if it did.
 * What would fail at run time (division by zero) is left alone. */
bool fold_constants(ast_node *n);

/* stap's folds of an operator with one literal operand: x * 0, x & 0,
 * 0 << x, 0 >> x, -1 | x, -1 >> x, x % 1, x % -1 and x | -1 are the
 * literal whatever x is, where x has no side effect (`pure`); x + 0,
 * x - 0, x | 0, x ^ 0, x * 1, x / 1, x & -1 (and 0 + x, 0 | x, 0 ^ x,
 * 1 * x, -1 & x) and x << N, x >> N for N <= 0 are x. True if it did. */
bool fold_one_literal(ast_node *n, bool (*pure)(const ast_node *));
#endif
