/* The values of the session's locals, for the types stap's autocast
 * gives them (typed_int.h): scanned from the probes' and functions'
 * bodies at once, as a local's symbol is its own body's. */
#include <stdlib.h>

#include "typed.h"
#include "typed_int.h"
#include "util.h"
#include "walk.h"

typedef struct autocasts {
	autocast *items;
	int n;
} autocasts;

static autocast *autocast_of(const autocasts *t, const ast_symbol *sym)
{
	for (int i = 0; t && i < t->n; i++)
		if (t->items[i].sym == sym)
			return &t->items[i];
	return NULL;
}

static autocast *autocast_add(autocasts *t, const ast_node *ident)
{
	if (!ident || ident->kind != EX_IDENT || !ident->sym ||
	    ident->sym->kind != SYM_LOCAL)
		return NULL;
	autocast *a = autocast_of(t, ident->sym);
	if (!a) {
		VEC_PUSH(t->items, t->n, ((autocast){ .sym = ident->sym }));
		a = &t->items[t->n - 1];
	}
	return a;
}

static bool collect_autocast(ast_node *n, void *arg)
{
	autocasts *t = arg;
	if (n->kind == ST_FOREACH) {
		for (int i = 0; i < n->foreach->nkeys; i++) {
			autocast *a = autocast_add(t, n->foreach->keys[i]);
			if (a)
				a->untyped = true;
		}
		autocast *v = autocast_add(t, n->foreach->value);
		if (v)
			v->untyped = true;
		return true;
	}
	if (n->kind != EX_ASSIGN && n->kind != EX_PREINC && n->kind != EX_POSTINC)
		return true;
	autocast *a = autocast_add(t, n->lhs);
	if (a && n->kind == EX_ASSIGN && n->op == '=')
		VEC_PUSH(a->values, a->nvalues, n->rhs);
	else if (a)
		a->untyped = true;
	return true;
}

void typed_scan_locals(session *s)
{
	typed_forget_locals(s);
	autocasts *t = xcalloc(1, sizeof *t);
	session_walk_bodies(s, collect_autocast, t, NULL);
	s->autocasts = t;
}

void typed_forget_locals(session *s)
{
	autocasts *t = s->autocasts;
	for (int i = 0; t && i < t->n; i++)
		free(t->items[i].values);
	if (t)
		free(t->items);
	free(t);
	s->autocasts = NULL;
}

const autocast *typed_local(const session *s, const ast_symbol *sym)
{
	return autocast_of(s->autocasts, sym);
}
