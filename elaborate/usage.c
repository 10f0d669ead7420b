/* Pass 2's one usage pass, after the optimizer: which globals each probe
 * and each function touches and how, through the functions it calls; and
 * (unless -u) the functions and globals that nothing uses any more taken
 * out of the session. Pass 3's locks come from what this records. All
 * of it, scratch too, is the session's (its arena). */
#include "usage.h"

#include <stdlib.h>
#include <string.h>

#include "elaborate_int.h"
#include "family.h"
#include "util.h"
#include "walk.h"

/* What one body does itself: its globals and the functions it calls. */
typedef struct direct_use {
	body_usage globals;
	ast_function **callees;
	int ncallees;
} direct_use;

typedef struct use_walk {
	const session *s;
	direct_use *use;
} use_walk;

static void add_use(arena *a, body_usage *u, ast_symbol *g, unsigned how)
{
	for (int i = 0; i < u->nglobals; i++)
		if (u->globals[i].global == g) {
			u->globals[i].how |= how;
			return;
		}
	global_use gu = { .global = g, .how = how };
	ARENA_PUSH(a, u->globals, u->nglobals, gu);
}

static void merge(arena *a, body_usage *into, const body_usage *from)
{
	for (int i = 0; i < from->nglobals; i++)
		add_use(a, into, from->globals[i].global, from->globals[i].how);
}

/* The globals embedded C names in its pragmas (resolve.c bound them). */
static void note_pragmas(use_walk *w, const char *code)
{
	for (int i = 0; code && i < w->s->nglobals; i++) {
		ast_symbol *g = w->s->globals[i];
		if (!g->in_embedded)
			continue;
		if (usage_pragma_names(code, "read", g->name))
			add_use(w->s->arena, &w->use->globals, g, USE_READ);
		if (usage_pragma_names(code, "write", g->name))
			add_use(w->s->arena, &w->use->globals, g, USE_WRITE);
	}
}

/* The global `a` or `a[k]` names, or NULL. */
static ast_symbol *global_of(const ast_node *n)
{
	if (n && n->kind == EX_INDEX)
		n = n->lhs;
	if (n && n->kind == EX_IDENT && n->sym && n->sym->kind == SYM_GLOBAL)
		return n->sym;
	return NULL;
}

static bool note_use(ast_node *n, void *arg);

static void add_callee(use_walk *w, ast_function *fn)
{
	for (int i = 0; i < w->use->ncallees; i++)
		if (w->use->callees[i] == fn)
			return;
	ARENA_PUSH(w->s->arena, w->use->callees, w->use->ncallees, fn);
}

/* What an assignment, ++, delete or <<< does to its operand; an element's
 * keys are only read. */
static void note_target(use_walk *w, ast_node *target, unsigned how)
{
	ast_symbol *g = global_of(target);

	if (!g) {
		walk_tree(target, note_use, w);
		return;
	}
	add_use(w->s->arena, &w->use->globals, g, how);
	if (target->kind == EX_INDEX)
		for (int i = 0; i < target->nargs; i++)
			walk_tree(target->args[i], note_use, w);
}

ast_symbol *usage_counted_global(const ast_node *e)
{
	if (!e)
		return NULL;
	if (e->kind == EX_ASSIGN && e->op != '+' && e->op != '-')
		return NULL;
	if (e->kind != EX_ASSIGN && e->kind != EX_PREINC && e->kind != EX_POSTINC)
		return NULL;
	if (e->lhs->kind != EX_IDENT)
		return NULL;
	ast_symbol *g = global_of(e->lhs);
	/* += and -= are of numbers: the type is checked once it is known
	 * (usage_mark_unlocked) */
	if (!g || g->nkeys)
		return NULL;
	return g;
}

static bool note_use(ast_node *n, void *arg)
{
	use_walk *w = arg;

	switch (n->kind) {
	case ST_EXPR: {
		ast_symbol *g = usage_counted_global(n->lhs);
		if (!g)
			return true;
		add_use(w->s->arena, &w->use->globals, g, USE_COUNT);
		if (n->lhs->kind == EX_ASSIGN)
			walk_tree(n->lhs->rhs, note_use, w);
		return false;
	}
	case EX_ASSIGN:
		note_target(w, n->lhs, n->op == '=' ? USE_WRITE : USE_READ | USE_WRITE);
		walk_tree(n->rhs, note_use, w);
		return false;
	case EX_PREINC:
	case EX_POSTINC:
		note_target(w, n->lhs, USE_READ | USE_WRITE);
		return false;
	case ST_DELETE:
		note_target(w, n->lhs, USE_WRITE);
		return false;
	case EX_STATS_ADD:
		note_target(w, n->lhs, USE_STATS_ADD);
		walk_tree(n->rhs, note_use, w);
		return false;
	case ST_FOREACH: {
		ast_foreach *fe = n->foreach;
		ast_symbol *g = global_of(fe->array);
		if (g)
			add_use(w->s->arena, &w->use->globals, g, USE_ITERATE);
		/* the loop's variables are set at each turn */
		for (int i = 0; i < fe->nkeys; i++)
			if (global_of(fe->keys[i]))
				add_use(w->s->arena, &w->use->globals, global_of(fe->keys[i]), USE_WRITE);
		if (global_of(fe->value))
			add_use(w->s->arena, &w->use->globals, global_of(fe->value), USE_WRITE);
		return true;
	}
	case EX_CALL:
		if (n->sym && n->sym->function)
			for (ast_function *f = n->sym->function; f; f = f->overload_next)
				add_callee(w, f);
		return true;
	case EX_EMBEDDED:
		note_pragmas(w, n->str);
		return true;
	default:
		if (n->sym && n->sym->kind == SYM_GLOBAL)
			add_use(w->s->arena, &w->use->globals, n->sym, USE_READ);
		return true;
	}
}

static direct_use *direct_use_of(const session *s, ast_node *body,
				 const char *embedded)
{
	direct_use *u = arena_alloc(s->arena, sizeof *u);
	use_walk w = { .s = s, .use = u };

	walk_tree(body, note_use, &w);
	note_pragmas(&w, embedded);
	return u;
}

/* The direct uses of the session's functions, found from the probes. */
typedef struct usage_pass {
	session *s;
	ast_function **fns;      /* the functions as pass 2 resolved them */
	direct_use **uses;       /* what each does itself, once reached */
	int nfns;
	bool *seen;              /* for one closure */
} usage_pass;

static int fn_index(const usage_pass *up, const ast_function *fn)
{
	for (int i = 0; i < up->nfns; i++)
		if (up->fns[i] == fn)
			return i;
	return -1;
}

static void reach(usage_pass *up, ast_function *fn)
{
	int i = fn_index(up, fn);

	if (i < 0 || up->uses[i])
		return;
	up->uses[i] = direct_use_of(up->s, fn->body, fn->embedded_c);
	for (int j = 0; j < up->uses[i]->ncallees; j++)
		reach(up, up->uses[i]->callees[j]);
}

/* Adds what `callees` touch, and what their callees touch. */
static void close_over(usage_pass *up, ast_function **callees, int ncallees,
		       body_usage *into)
{
	for (int j = 0; j < ncallees; j++) {
		int i = fn_index(up, callees[j]);
		if (i < 0 || up->seen[i] || !up->uses[i])
			continue;
		up->seen[i] = true;
		merge(up->s->arena, into, &up->uses[i]->globals);
		close_over(up, up->uses[i]->callees, up->uses[i]->ncallees, into);
	}
}

static int by_index(const void *a, const void *b)
{
	const global_use *x = a, *y = b;

	return (x->global->index > y->global->index) -
	       (x->global->index < y->global->index);
}

static void sort_by_index(body_usage *u)
{
	if (u->nglobals > 1)
		qsort(u->globals, (size_t)u->nglobals, sizeof *u->globals, by_index);
}

/* A body's usage: its own, and its callees' through and through. */
static body_usage closure(usage_pass *up, direct_use *own)
{
	body_usage u = {0};

	memset(up->seen, 0, sizeof *up->seen * (size_t)up->nfns);
	merge(up->s->arena, &u, &own->globals);
	close_over(up, own->callees, own->ncallees, &u);
	sort_by_index(&u);
	return u;
}

static void mark_used(body_usage *u)
{
	for (int i = 0; i < u->nglobals; i++)
		u->globals[i].global->used = true;
}

/* Keeps the functions a probe reaches and the globals some body touches,
 * in their first order; numbers the globals for the locks' order. */
static void keep_what_is_used(usage_pass *up, direct_use **probe_uses)
{
	session *s = up->s;
	bool prune = !s->config.unoptimized;
	int kept = 0;

	for (int i = 0; i < up->nfns; i++) {
		if (prune)
			up->fns[i]->used = up->uses[i] != NULL;
		if (up->fns[i]->used || !prune)
			s->functions[kept++] = up->fns[i];
	}
	s->nfunctions = kept;
	if (prune) {
		for (int i = 0; i < s->nglobals; i++)
			s->globals[i]->used = false;
		for (int i = 0; i < s->nprobes; i++)
			mark_used(&probe_uses[i]->globals);
		for (int i = 0; i < up->nfns; i++)
			if (up->uses[i])
				mark_used(&up->uses[i]->globals);
	}
	kept = 0;
	for (int i = 0; i < s->nglobals; i++)
		if (s->globals[i]->used || !prune)
			s->globals[kept++] = s->globals[i];
	s->nglobals = kept;
	for (int i = 0; i < s->nglobals; i++)
		s->globals[i]->index = i;
}

static bool probe_is_serial(const session_probe *p)
{
	for (int j = 0; j < p->npoints; j++)
		if (!p->points[j].family || !p->points[j].family->serial)
			return false;
	return true;
}

/* Whether what a probe able to run beside others does to a global keeps
 * it free of locks: only atomic adds to a number, or only `<<<` into a
 * statistic (each CPU into its own part). */
static bool lock_free_use(const global_use *u)
{
	if (u->global->type == TYPE_STATS)
		return u->how == USE_STATS_ADD;
	return u->how == USE_COUNT;
}

/* Marks the globals no probe able to run beside another reads: those
 * probes take no lock of them, their adds being atomic (or per CPU). */
void usage_mark_unlocked(session *s)
{
	for (int i = 0; i < s->nglobals; i++) {
		ast_symbol *g = s->globals[i];
		g->unlocked = !g->in_embedded &&
			((g->nkeys == 0 && g->type == TYPE_LONG) || g->type == TYPE_STATS);
	}
	for (int i = 0; i < s->nprobes; i++) {
		const session_probe *p = s->probes[i];
		if (p->serial)
			continue;
		for (int k = 0; k < p->usage.nglobals; k++)
			if (!lock_free_use(&p->usage.globals[k]))
				p->usage.globals[k].global->unlocked = false;
	}
}

void usage_compute(session *s)
{
	arena *a = s->arena;
	usage_pass up = { .s = s, .nfns = s->nfunctions };
	direct_use **probe_uses = arena_alloc(a, sizeof *probe_uses * (size_t)s->nprobes);

	up.fns = arena_grow(a, s->functions, sizeof *up.fns * (size_t)up.nfns,
			    sizeof *up.fns * (size_t)up.nfns);
	up.uses = arena_alloc(a, sizeof *up.uses * (size_t)up.nfns);
	up.seen = arena_alloc(a, sizeof *up.seen * (size_t)up.nfns);
	for (int i = 0; i < s->nprobes; i++) {
		probe_uses[i] = direct_use_of(s, s->probes[i]->probe->body, NULL);
		for (int j = 0; j < probe_uses[i]->ncallees; j++)
			reach(&up, probe_uses[i]->callees[j]);
	}
	/* with -u (and --dump-functions) every function stays, reached or not */
	for (int i = 0; s->config.unoptimized && i < up.nfns; i++)
		reach(&up, up.fns[i]);
	keep_what_is_used(&up, probe_uses);

	for (int i = 0; i < s->nprobes; i++) {
		s->probes[i]->usage = closure(&up, probe_uses[i]);
		s->probes[i]->serial = probe_is_serial(s->probes[i]);
	}
	s->function_usage = arena_alloc(a, sizeof *s->function_usage * (size_t)s->nfunctions);
	for (int i = 0; i < s->nfunctions; i++)
		s->function_usage[i] = closure(&up, up.uses[fn_index(&up, s->functions[i])]);
}

void usage_of_probe(const session *s, session_probe *p)
{
	direct_use *own = direct_use_of(s, p->probe->body, NULL);

	p->usage = (body_usage){0};
	merge(s->arena, &p->usage, &own->globals);
	/* the functions' usage is already closed over their callees */
	for (int j = 0; j < own->ncallees; j++)
		for (int i = 0; i < s->nfunctions; i++)
			if (s->functions[i] == own->callees[j])
				merge(s->arena, &p->usage, &s->function_usage[i]);
	sort_by_index(&p->usage);
	p->serial = probe_is_serial(p);
}

bool usage_pragma_names(const char *code, const char *kind,
			    const char *name)
{
	char *mark = xasprintf("pragma:%s:%s", kind, name);
	size_t len = strlen(mark);
	bool found = false;

	for (const char *p = code ? strstr(code, mark) : NULL; p && !found;
	     p = strstr(p + 1, mark)) {
		char after = p[len];
		found = !(after == '_' || (after >= 'a' && after <= 'z') ||
			  (after >= 'A' && after <= 'Z') || (after >= '0' && after <= '9'));
	}
	free(mark);
	return found;
}
