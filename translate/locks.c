/* Pass 3, locks: how each probe takes the lock of each global it uses.
 *
 * A probe takes a global's lock shared when all it does with the global
 * is read it (a scalar, an element, `in`) or add to it with `<<<` (each
 * CPU into its own part of the statistic), so that probes on many CPUs
 * run at once. Anything that changes the global, walks it in a foreach
 * (which sorts it) or reads a statistic (which combines the CPUs' parts)
 * takes it exclusive. Functions count as part of every probe that may
 * call them. */
#include <stdlib.h>

#include "emit.h"
#include "walk.h"

typedef struct lock_walk {
	const ast_symbol **exclusive;
	int nexclusive;
	const ast_function **seen;
	int nseen;
} lock_walk;

static bool note_use(ast_node *n, void *arg);

static void mark_exclusive(lock_walk *w, const ast_symbol *sym)
{
	if (!sym || sym->kind != SYM_GLOBAL)
		return;
	for (int i = 0; i < w->nexclusive; i++)
		if (w->exclusive[i] == sym)
			return;
	VEC_PUSH(w->exclusive, w->nexclusive, sym);
}

/* The global an lvalue, a statistic or a histogram names. */
static const ast_symbol *target_symbol(const ast_node *n)
{
	while (n && (n->kind == EX_HIST || n->kind == EX_STATS_OP))
		n = n->lhs;
	if (!n)
		return NULL;
	if (n->kind == EX_INDEX && n->lhs->kind == EX_HIST)
		return target_symbol(n->lhs);
	return n->sym;
}

static void walk_function(lock_walk *w, const ast_function *fn)
{
	for (int i = 0; i < w->nseen; i++)
		if (w->seen[i] == fn)
			return;
	VEC_PUSH(w->seen, w->nseen, fn);
	walk_tree(fn->body, note_use, w);
}

static bool note_use(ast_node *n, void *arg)
{
	lock_walk *w = arg;

	switch (n->kind) {
	case EX_ASSIGN:
	case EX_PREINC:
	case EX_POSTINC:
	case ST_DELETE:
	case EX_STATS_OP:
	case EX_HIST:
		mark_exclusive(w, target_symbol(n->lhs));
		break;
	case ST_FOREACH:
		mark_exclusive(w, target_symbol(n->foreach->array));
		break;
	case EX_IDENT:
	case EX_INDEX:
	case EX_IN:
		/* reading a statistic's parts races with other CPUs' <<< */
		if (n->sym && n->sym->type == TYPE_STATS)
			mark_exclusive(w, n->sym);
		break;
	case EX_STATS_ADD:
		/* the target itself is shared; its keys are reads */
		for (int i = 0; i < n->lhs->nargs; i++)
			walk_tree(n->lhs->args[i], note_use, w);
		walk_tree(n->rhs, note_use, w);
		return false;
	case EX_CALL:
		if (n->sym && n->sym->function && n->sym->function->body)
			walk_function(w, n->sym->function);
		break;
	default:
		break;
	}
	return true;
}

bool *tr_probe_lock_modes(const session_probe *p)
{
	lock_walk w = {0};
	bool *shared = xcalloc((size_t)(p->nglobals ? p->nglobals : 1),
			       sizeof *shared);

	walk_tree(p->probe->body, note_use, &w);
	for (int i = 0; i < p->nglobals; i++) {
		shared[i] = true;
		for (int j = 0; j < w.nexclusive; j++)
			if (w.exclusive[j] == p->globals[i])
				shared[i] = false;
	}
	free(w.exclusive);
	free(w.seen);
	return shared;
}
