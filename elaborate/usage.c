#include "usage.h"

#include <stdlib.h>
#include <string.h>

#include "elaborate_int.h"
#include "util.h"
#include "walk.h"

/* What one body uses directly. */
typedef struct body_use {
	ast_symbol **globals;
	int nglobals;
	ast_function **callees;
	int ncallees;
	const session *s;
} body_use;

/* The globals embedded C names in its pragmas (resolve.c bound them). */
static void pragma_globals(body_use *u, const char *code)
{
	for (int i = 0; i < u->s->nglobals; i++) {
		ast_symbol *g = u->s->globals[i];
		if (!g->in_embedded)
			continue;
		if (elaborate_pragma_names(code, "read", g->name) ||
		    elaborate_pragma_names(code, "write", g->name))
			elaborate_add_unique((void ***)&u->globals, &u->nglobals, g);
	}
}

static bool note_use(ast_node *n, void *arg)
{
	body_use *u = arg;

	if (n->sym && n->sym->kind == SYM_GLOBAL)
		elaborate_add_unique((void ***)&u->globals, &u->nglobals, n->sym);
	if (n->kind == EX_CALL && n->sym && n->sym->function)
		for (ast_function *f = n->sym->function; f; f = f->overload_next)
			elaborate_add_unique((void ***)&u->callees, &u->ncallees, f);
	if (n->kind == EX_EMBEDDED)
		pragma_globals(u, n->str);
	return true;
}

static body_use *use_of(const session *s, ast_node *body, const char *embedded)
{
	body_use *u = xcalloc(1, sizeof *u);

	u->s = s;
	walk_tree(body, note_use, u);
	if (embedded)
		pragma_globals(u, embedded);
	return u;
}

static void free_use(body_use *u)
{
	free(u->globals);
	free(u->callees);
	free(u);
}

typedef struct usage {
	session *s;
	ast_function **fns;     /* the functions as they were */
	body_use **uses;        /* what each uses, once reached */
	int nfns;
} usage;

static int fn_index(const usage *us, const ast_function *fn)
{
	for (int i = 0; i < us->nfns; i++)
		if (us->fns[i] == fn)
			return i;
	return -1;
}

static void reach(usage *us, ast_function *fn)
{
	int i = fn_index(us, fn);

	if (i < 0 || us->uses[i])
		return;
	us->uses[i] = use_of(us->s, fn->body, fn->embedded_c);
	for (int j = 0; j < us->uses[i]->ncallees; j++)
		reach(us, us->uses[i]->callees[j]);
}

/* A probe's locks: its globals and its callees', transitively. */
static void collect(usage *us, ast_function *fn, bool *seen, session_probe *p)
{
	int i = fn_index(us, fn);

	if (i < 0 || seen[i])
		return;
	seen[i] = true;
	for (int j = 0; j < us->uses[i]->nglobals; j++)
		elaborate_add_unique((void ***)&p->globals, &p->nglobals, us->uses[i]->globals[j]);
	for (int j = 0; j < us->uses[i]->ncallees; j++)
		collect(us, us->uses[i]->callees[j], seen, p);
}

static int by_index(const void *a, const void *b)
{
	const ast_symbol *x = *(ast_symbol *const *)a;
	const ast_symbol *y = *(ast_symbol *const *)b;

	return (x->index > y->index) - (x->index < y->index);
}

void usage_recompute(session *s)
{
	usage us = { .s = s, .fns = s->functions, .nfns = s->nfunctions };
	body_use **probe_uses = xcalloc((size_t)s->nprobes + 1, sizeof *probe_uses);

	us.uses = xcalloc((size_t)us.nfns + 1, sizeof *us.uses);
	for (int i = 0; i < s->nprobes; i++) {
		probe_uses[i] = use_of(s, s->probes[i]->probe->body, NULL);
		for (int j = 0; j < probe_uses[i]->ncallees; j++)
			reach(&us, probe_uses[i]->callees[j]);
	}

	/* the functions and globals still used, in their first order */
	ast_function **fns = NULL;
	int nfns = 0;
	for (int i = 0; i < us.nfns; i++) {
		us.fns[i]->used = us.uses[i] != NULL;
		if (us.uses[i])
			VEC_PUSH(fns, nfns, us.fns[i]);
	}
	for (int i = 0; i < s->nglobals; i++)
		s->globals[i]->used = false;
	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < probe_uses[i]->nglobals; j++)
			probe_uses[i]->globals[j]->used = true;
	for (int i = 0; i < us.nfns; i++)
		for (int j = 0; us.uses[i] && j < us.uses[i]->nglobals; j++)
			us.uses[i]->globals[j]->used = true;
	int kept = 0;
	for (int i = 0; i < s->nglobals; i++)
		if (s->globals[i]->used) {
			s->globals[i]->index = kept;
			s->globals[kept++] = s->globals[i];
		}
	s->nglobals = kept;

	bool *seen = xcalloc((size_t)us.nfns + 1, sizeof *seen);
	for (int i = 0; i < s->nprobes; i++) {
		session_probe *p = s->probes[i];
		free(p->globals);
		free(p->callees);
		p->globals = probe_uses[i]->globals;
		p->nglobals = probe_uses[i]->nglobals;
		p->callees = probe_uses[i]->callees;
		p->ncallees = probe_uses[i]->ncallees;
		memset(seen, 0, sizeof *seen * (size_t)us.nfns);
		for (int j = 0; j < p->ncallees; j++)
			collect(&us, p->callees[j], seen, p);
		if (p->nglobals > 1)
			qsort(p->globals, (size_t)p->nglobals, sizeof *p->globals,
			      by_index);
		free(probe_uses[i]);
	}
	free(seen);
	free(probe_uses);
	for (int i = 0; i < us.nfns; i++)
		if (us.uses[i])
			free_use(us.uses[i]);
	free(us.uses);
	free(s->functions);
	s->functions = fns;
	s->nfunctions = nfns;
}
