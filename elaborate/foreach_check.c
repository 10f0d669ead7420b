/* A foreach must not change the array it walks: not in its body, and not
 * in a function its body calls (stap's checks, with its messages). */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "elaborate_int.h"
#include "util.h"

/* The globals each function may write, itself or through its callees. */
typedef struct writes {
	ast_function **fns;
	ast_symbol ***syms;
	int *nsyms;
	int nfns;
} writes;

static int fn_index(const writes *w, const ast_function *fn)
{
	for (int i = 0; i < w->nfns; i++)
		if (w->fns[i] == fn)
			return i;
	return -1;
}

static bool add_sym(writes *w, int i, ast_symbol *sym)
{
	for (int j = 0; j < w->nsyms[i]; j++)
		if (w->syms[i][j] == sym)
			return false;
	VEC_PUSH(w->syms[i], w->nsyms[i], sym);
	return true;
}

/* The global a write lands in: `a`, `a[k]`. */
static ast_symbol *written_global(const ast_node *lhs)
{
	const ast_node *v = lhs && lhs->kind == EX_INDEX ? lhs->lhs : lhs;

	if (v && v->kind == EX_IDENT && v->sym && v->sym->kind == SYM_GLOBAL)
		return v->sym;
	return NULL;
}

static bool is_write(const ast_node *n)
{
	return n->kind == EX_ASSIGN || n->kind == EX_PREINC ||
	       n->kind == EX_POSTINC || n->kind == EX_STATS_ADD ||
	       n->kind == ST_DELETE;
}

/* Direct writes, and (once `deep`) the callees' writes too. */
static bool collect_writes(writes *w, int i, const ast_node *n, bool deep)
{
	bool changed = false;

	for (; n; n = n->next) {
		if (is_write(n) && written_global(n->lhs))
			changed |= add_sym(w, i, written_global(n->lhs));
		if (deep && n->kind == EX_CALL && n->sym && n->sym->function)
			for (const ast_function *f = n->sym->function; f; f = f->overload_next) {
				int k = fn_index(w, f);
				for (int j = 0; k >= 0 && j < w->nsyms[k]; j++)
					changed |= add_sym(w, i, w->syms[k][j]);
			}
		changed |= collect_writes(w, i, n->lhs, deep);
		changed |= collect_writes(w, i, n->rhs, deep);
		changed |= collect_writes(w, i, n->cond, deep);
		changed |= collect_writes(w, i, n->init, deep);
		changed |= collect_writes(w, i, n->step, deep);
		changed |= collect_writes(w, i, n->body, deep);
		changed |= collect_writes(w, i, n->els, deep);
		for (int k = 0; k < n->nargs; k++)
			changed |= collect_writes(w, i, n->args[k], deep);
		if (n->foreach)
			changed |= collect_writes(w, i, n->foreach->limit, deep);
		if (n->kind >= ST_BLOCK)
			continue;
		break; /* an expression has no statements chained after it */
	}
	return changed;
}

typedef struct checker {
	writes *w;
	ast_symbol **walking;   /* the arrays of the enclosing foreach loops */
	int nwalking;
	bool ok;
} checker;

static void report(checker *c, const ast_node *at, const char *fmt,
		   const char *name)
{
	elaborate_error_at(at, fmt, name);
	c->ok = false;
}

static void check_node(checker *c, ast_node *n)
{
	for (; n && c->ok; n = n->next) {
		ast_symbol *g = is_write(n) ? written_global(n->lhs) : NULL;
		for (int i = 0; g && i < c->nwalking; i++)
			if (c->walking[i] == g) {
				const ast_node *v = n->lhs->kind == EX_INDEX ? n->lhs->lhs : n->lhs;
				report(c, v, "variable '%s' modified during 'foreach' iteration",
				       g->name);
			}
		if (n->kind == EX_CALL && n->sym && n->sym->function && c->nwalking)
			for (const ast_function *f = n->sym->function; f && c->ok;
			     f = f->overload_next) {
				int k = fn_index(c->w, f);
				for (int j = 0; k >= 0 && j < c->w->nsyms[k]; j++)
					for (int i = 0; i < c->nwalking && c->ok; i++)
						if (c->w->syms[k][j] == c->walking[i])
							report(c, n, "function call modifies var '%s' during 'foreach' iteration",
							       c->walking[i]->name);
			}
		check_node(c, n->lhs);
		check_node(c, n->rhs);
		check_node(c, n->cond);
		check_node(c, n->init);
		check_node(c, n->step);
		for (int k = 0; k < n->nargs; k++)
			check_node(c, n->args[k]);
		ast_symbol *arr = n->kind == ST_FOREACH && n->foreach->array->sym
			? n->foreach->array->sym : NULL;
		if (arr)
			VEC_PUSH(c->walking, c->nwalking, arr);
		if (n->foreach)
			check_node(c, n->foreach->limit);
		check_node(c, n->body);
		if (arr)
			c->nwalking--;
		check_node(c, n->els);
		if (n->kind < ST_BLOCK)
			break;
	}
}

bool elaborate_check_foreach(session *s)
{
	writes w = { .fns = s->functions, .nfns = s->nfunctions };
	checker c = { .w = &w, .ok = true };

	w.syms = xcalloc((size_t)w.nfns + 1, sizeof *w.syms);
	w.nsyms = xcalloc((size_t)w.nfns + 1, sizeof *w.nsyms);
	for (int i = 0; i < w.nfns; i++)
		collect_writes(&w, i, w.fns[i]->body, false);
	for (bool changed = true; changed;) {
		changed = false;
		for (int i = 0; i < w.nfns; i++)
			changed |= collect_writes(&w, i, w.fns[i]->body, true);
	}
	for (int i = 0; i < s->nprobes && c.ok; i++)
		check_node(&c, s->probes[i]->probe->body);
	for (int i = 0; i < s->nfunctions && c.ok; i++)
		check_node(&c, s->functions[i]->body);
	for (int i = 0; i < w.nfns; i++)
		free(w.syms[i]);
	free(w.syms);
	free(w.nsyms);
	free(c.walking);
	return c.ok;
}
