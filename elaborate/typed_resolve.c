/* Typed target access in pass 2 (typed.h): every chain of the session's
 * probes and functions resolved (typed.c), the same at each point of its
 * probe, and kept for pass 3; writes through one refused without guru
 * mode, as stap refuses them, and checked with it. */
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "at_var.h"
#include "catalogs.h"
#include "diag.h"
#include "elaborate_int.h"
#include "family.h"
#include "parse.h"
#include "typed.h"
#include "typed_int.h"
#include "util.h"
#include "walk.h"

static void access_free(typed_access *a)
{
	if (a)
		free(a->steps);
	free(a);
}

static bool same_access(const typed_access *x, const typed_access *y)
{
	if (x->user != y->user || x->in_hand != y->in_hand || x->held != y->held ||
	    x->nsteps != y->nsteps || x->result != y->result ||
	    x->size != y->size || x->is_signed != y->is_signed ||
	    x->bit_shift != y->bit_shift || x->bit_size != y->bit_size ||
	    x->nchars != y->nchars)
		return false;
	for (int i = 0; i < x->nsteps; i++)
		if (x->steps[i].kind != y->steps[i].kind ||
		    x->steps[i].offset != y->steps[i].offset)
			return false;
	return true;
}

static ast_type result_type(const typed_access *a)
{
	return a->result == TYPED_STRING || a->result == TYPED_TEXT_AT
		? TYPE_STRING : TYPE_LONG;
}

typedef struct walker {
	session *s;
	session_probe *probe;       /* NULL in a function */
	bool ok;
} walker;

static bool resolve_root(ast_node *n, void *arg);

static void walker_at_probe(void *arg, session_probe *p)
{
	((walker *)arg)->probe = p;
}

/* Resolves one chain at every point of its probe. */
static void resolve_here(walker *w, ast_node *root)
{
	if (!kernel_types(w->s->kernel)) {
		w->ok = false;
		return;
	}
	int npoints = w->probe ? w->probe->npoints : 1;
	typed_access *first = NULL;
	for (int j = 0; j < npoints; j++) {
		typed_access *a = xcalloc(1, sizeof *a);
		const resolved_point *rp = w->probe ? &w->probe->points[j] : NULL;
		typed_failure r;
		if (!typed_resolve_chain(w->s, rp, root, a, &r) && r.defer) {
			free(r.error);
			access_free(a);
			access_free(first);
			return;
		}
		if (r.error) {
			char *what = typed_is_chain_index(r.error_at) ? xstrdup("operator '['")
				: parse_describe(r.error_at);
			/* stap's --skip-badvars: what does not resolve reads as 0 */
			if (w->s->config.skip_badvars)
				targets_bad_becomes_zero(root, r.error_at->loc, what);
			else
				diag_semantic_error(r.error_at->loc, what, "%s", r.error);
			w->ok &= w->s->config.skip_badvars;
			free(what);
			free(r.error);
			access_free(a);
			access_free(first);
			return;
		}
		if (!first) {
			first = a;
			continue;
		}
		bool same = same_access(first, a);
		access_free(a);
		if (!same) {
			char *what = parse_describe(root);
			diag_semantic_error(root->loc, what, "this access differs "
					    "between the probe's points, which is "
					    "not supported yet");
			free(what);
			w->ok = false;
			break;
		}
	}
	if (!w->ok) {
		access_free(first);
		return;
	}
	/* kept as long as the session is */
	typed_access *kept = arena_alloc(w->s->arena, sizeof *kept);
	*kept = *first;
	kept->steps = arena_alloc(w->s->arena, sizeof *kept->steps * (size_t)first->nsteps);
	if (first->nsteps)	/* a bare @cast has no steps, and no array */
		memcpy(kept->steps, first->steps,
		       sizeof *kept->steps * (size_t)first->nsteps);
	access_free(first);
	first = kept;
	root->typed = first;
	root->type = result_type(first);
	/* the chain's own operands may hold chains of their own */
	ast_node *ops[TYPED_MAX_CHAIN];
	int nops = typed_operands(first, ops, TYPED_MAX_CHAIN);
	for (int i = 0; i < nops; i++)
		walk_tree(ops[i], resolve_root, w);
}

/* A guru mode write (`$p->field = v`): an integer of the kernel's
 * memory, or of the process's through a user-space type, written
 * fault-safely by pass 3 (translate/typed.c). */
static void write_through(walker *w, ast_node *n)
{
	ast_node *target = n->lhs;
	if (n->kind == EX_ASSIGN && n->op == '=') {
		resolve_here(w, target);
		if (!w->ok)
			return;
		const typed_access *a = target->typed;
		/* a struct held in a register is a copy: not written */
		if (a && a->result == TYPED_LONG && !a->in_hand && !a->bit_size &&
		    !a->held) {
			walk_tree(n->rhs, resolve_root, w);
			return;
		}
	}
	char *what = parse_describe(n);
	diag_semantic_error(n->loc, what, "writing this typed access is not "
			    "supported yet");
	free(what);
	w->ok = false;
}

/* Writes through typed access change the kernel's memory: stap asks
 * for guru mode. */
static bool refuse_write(walker *w, ast_node *n)
{
	ast_node *target = n->lhs;
	if ((n->kind != EX_ASSIGN && n->kind != EX_PREINC && n->kind != EX_POSTINC) ||
	    !target || !(typed_is_chain_step(target) || typed_is_cast(target) ||
			 at_var_is(target)))
		return false;
	if (w->s->config.guru) {
		write_through(w, n);
		return true;
	}
	ast_node *base = typed_chain_base(target);
	if (!typed_is_typed_base(base)) {
		/* through a value autocast gives a type: stap names the
		 * chain's first operator */
		ast_node *nodes[TYPED_MAX_CHAIN];
		typed_chain_nodes(target, nodes, TYPED_MAX_CHAIN);
		char *op = parse_describe(nodes[0]);
		diag_semantic_error(nodes[0]->loc, op, "write not permitted; need stap -g");
		free(op);
		w->ok = false;
		return true;
	}
	char *what = parse_describe(base);
	if (base->kind == EX_TARGET && w->probe &&
		 typed_noun(&w->probe->points[0]))
		diag_semantic_error(base->loc, what, "write to %s variable '$%s' "
				    "not permitted; need stap -g",
				    typed_noun(&w->probe->points[0]), base->name);
	else if (base->kind == EX_TARGET)
		diag_semantic_error(base->loc, what, "write to target variable not "
				    "permitted; need stap -g");
	else
		diag_semantic_error(base->loc, what, "write to typecast value not "
				    "permitted; need stap -g");
	free(what);
	w->ok = false;
	return true;
}

/* A struct by value alone ($uid): stap's message that a member is
 * wanted, from its chain's resolution. */
static bool is_aggregate_target(const walker *w, const ast_node *n)
{
	if (n->kind != EX_TARGET || n->name[0] == '$' || !w->probe)
		return false;
	target_shape shape = family_target_shape(&w->probe->points[0], n->name);
	return shape == TARGET_AT_ADDRESS || shape == TARGET_HELD;
}

static bool resolve_root(ast_node *n, void *arg)
{
	walker *w = arg;
	if (n->typed || refuse_write(w, n))
		return false;
	/* a char pointer pretty printing shows as text is typed too */
	if (typed_is_chain_step(n) || typed_is_cast(n) || at_var_is(n) ||
	    is_aggregate_target(w, n) ||
	    (n->kind == EX_TARGET && n->op == TYPED_AS_TEXT)) {
		resolve_here(w, n);
		return false;
	}
	return true;
}

bool typed_resolve(session *s)
{
	walker w = { .s = s, .ok = true };
	typed_scan_locals(s);
	session_walk_bodies(s, resolve_root, &w, walker_at_probe);
	typed_forget_locals(s);
	return w.ok;
}
