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
#endif
