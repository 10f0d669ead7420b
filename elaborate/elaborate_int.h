/* Pass 2's steps, called in order by elaborate(). */
#ifndef TAPC_ELABORATE_INT_H
#define TAPC_ELABORATE_INT_H

#include "session.h"
#include "symtab.h"

/* Turns each probe's points into derived probes (aliases, families). */
bool elaborate_probes(session *s);
/* The handlers of probes that share a point and have no condition
 * become one probe on it, as stap's optimizer merges them (merge.c):
 * first each such point gets a probe of its own, before names are
 * bound; then, once targets are checked, their bodies are merged. */
void merge_split_points(session *s);
void merge_handlers(session *s);
/* Splits derived probes whose points differ in what @defined($x) or
 * $$vars mean there, and folds those (targets.c). */
void targets_settle(session *s);
/* Folds the @defined of a tapset function, when resolve first uses it:
 * the library's thousand functions are not all asked about types. */
void targets_settle_function(session *s, ast_function *fn);
/* Binds names; pulls in tapset functions and globals. */
bool elaborate_resolve(session *s);
/* Folds the @defined left for when names are bound (of a chain on a
 * local or a call, as autocast types it) and makes their choices. */
bool targets_settle_late(session *s);
/* A foreach changes not the array it walks, nor do its callees. */
bool elaborate_check_foreach(session *s);
/* Removes what has no effect, unless -u; warns as stap does. */
bool elaborate_optimize(session *s);
/* Checks the $names left against each point, and gives them slots. */
bool targets_check(session *s);
/* Gives the $names of a probe whose body changed their slots again. */
void targets_reslot(session_probe *p);
/* --skip-badvars: a target expression that does not resolve becomes the
 * literal 0, with stap's warning at `at` (naming `what`). */
void targets_bad_becomes_zero(ast_node *n, src_loc at, const char *what);
/* Infers and checks types. */
bool elaborate_types(session *s);
/* The end probes printing the user's globals that are written but never
 * read (autoprint.c). */
void elaborate_autoprint(session *s);

/* Whether evaluating `n` can change nothing but its value (optimize.c;
 * function side effects are known once the optimizer has begun). */
bool elaborate_expr_pure(const ast_node *n);
#endif
