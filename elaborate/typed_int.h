/* Shared by pass 2's typed files: one chain's resolution (typed.c), the
 * walk over the session's chains (typed_resolve.c) and the values of its
 * locals (typed_locals.c). */
#ifndef TAPC_TYPED_INT_H
#define TAPC_TYPED_INT_H

#include "session.h"
#include "typed.h"

/* The most steps a chain has. */
#define TYPED_MAX_CHAIN 256

/* ---- a chain's shape ---- */
bool typed_is_cast(const ast_node *n);
/* `[` inside a chain, not an array's element */
bool typed_is_chain_index(const ast_node *n);
/* a step of a chain above its base: ->, [ or & */
bool typed_is_chain_step(const ast_node *n);
/* the base under the steps of `n` */
ast_node *typed_chain_base(ast_node *n);
/* a base that has a type of itself: @cast, @var, a target variable */
bool typed_is_typed_base(const ast_node *n);
/* The chain under root, from its base up, at most `max` nodes. */
int typed_chain_nodes(ast_node *root, ast_node **out, int max);
/* What stap's messages call the typed target variables of the point's
 * family ("tracepoint"), or NULL. */
const char *typed_noun(const resolved_point *rp);

/* ---- one chain (typed.c) ---- */
/* Why a chain did not resolve: a message for `error_at`, or `defer`, a
 * type not for pass 2 to refuse (left for pass 3's "not supported
 * yet"), with or without one. */
typedef struct typed_failure {
	char *error;           /* allocated, or NULL */
	ast_node *error_at;
	bool defer;
} typed_failure;
/* Resolves the chain under `root` at rp (NULL in a function) into *a,
 * over the kernel's types (which the caller knows are there). False
 * with *why; even when true, why->error may hold a message, freed by
 * the caller. */
bool typed_resolve_chain(session *s, const resolved_point *rp, ast_node *root,
			 typed_access *a, typed_failure *why);

/* ---- the locals' values (typed_locals.c) ---- */
/* A local that stap's autocast may give a type: its values (what it is
 * assigned with '='), so that `mm = $prev->mm; mm->pgd` walks on from
 * the type of $prev->mm. */
typedef struct autocast {
	const ast_symbol *sym;
	ast_node **values;
	int nvalues;
	bool untyped;          /* also set otherwise (+=, ++, a foreach) */
} autocast;
/* The local's, from typed_scan_locals; NULL for one it did not see. */
const autocast *typed_local(const session *s, const ast_symbol *sym);
#endif
