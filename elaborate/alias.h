/* Probe aliases by name, and matching probe point patterns ('*' within a
 * component, '**' across components) against alias names and against the
 * shapes of the families' points. */
#ifndef TAPC_ALIAS_H
#define TAPC_ALIAS_H

#include "ast.h"
#include "symtab.h"

typedef struct alias_def {
	ast_probe *probe;
	char *key;          /* the name as alias_key() spells it */
} alias_def;

typedef struct alias_table {
	alias_def **defs;   /* in definition order */
	int ndefs;
	symtab by_key;      /* key -> alias_list */
	ast_probe_point **made; /* points made from family shapes */
	int nmade;
} alias_table;

/* Registers `probe NAME = ...` or `+=`; false after a message when the
 * name cannot be an alias's. */
bool alias_add(alias_table *t, ast_probe *probe);
/* Every alias definition named exactly as `pp` (several may share a
 * name: each applies); NULL with *n = 0 when none. */
alias_def *const *alias_lookup(const alias_table *t, const ast_probe_point *pp,
			       int *n);
void alias_table_free(alias_table *t);

bool alias_has_wildcard(const ast_probe_point *pp);
/* The distinct alias names the pattern `pp` matches, as points (owned by
 * the table), appended to *out; returns the new count. */
int alias_expand_wildcard(const alias_table *t, const ast_probe_point *pp,
			  ast_probe_point ***out);
/* The family shapes (see probe_family) the pattern matches, made into
 * points with the pattern's arguments (owned by the table), appended to
 * *out (count *n). */
void alias_expand_shapes(alias_table *t, const char *const *shapes,
			 const ast_probe_point *pp, ast_probe_point ***out,
			 int *n);
/* The names component `pos` has in every alias name and in every shape of
 * `shapes` (NULL-terminated, or NULL) whose components before it are
 * `pp`'s, names and whether each takes an argument: what a point that
 * begins as `pp` may go on with there. Appended to *out (count *n), each
 * allocated. *complete is set when one of `shapes` is those components
 * alone (what follows is a suffix the family's point does not take). */
void alias_next_names(const alias_table *t, const char *const *shapes,
		      const ast_probe_point *pp, int pos, char ***out, int *n,
		      bool *complete);
#endif
