/* Target variables ($name): what each probe point offers, asked of its
 * family. Before names are bound, @defined($x) folds to 0 or 1 and $$vars,
 * $$parms and $$locals become the sprintf() they stand for; a derived
 * probe whose points would answer differently is split first, so that
 * each answer holds at all of its points. After the optimizer has run,
 * every $name left must exist at every point of its probe; as in stap, a
 * bad one that was elided is no error. */
#include <stdlib.h>
#include <string.h>

#include "clone.h"
#include "diag.h"
#include "elaborate_int.h"
#include "probes.h"
#include "typed.h"
#include "util.h"
#include "walk.h"

/* The target variable an expression is rooted at ($x->a[1]$ is $x's). */
static ast_node *target_base(ast_node *n)
{
	while (n && (n->kind == EX_MEMBER || n->kind == EX_ADDR ||
		     n->kind == EX_PRETTY ||
		     (n->kind == EX_INDEX && n->lhs && n->lhs->kind != EX_IDENT &&
		      n->lhs->kind != EX_HIST)))
		n = n->lhs;
	return n;
}

static bool is_context_vars(const ast_node *n)
{
	return n->kind == EX_TARGET && n->name[0] == '$' &&
	       (!strcmp(n->name, "$vars") || !strcmp(n->name, "$parms") ||
		!strcmp(n->name, "$locals") || !strcmp(n->name, "$return"));
}

static bool is_defined_op(const ast_node *n)
{
	return n && n->kind == EX_AT_OP && !strcmp(n->name, "defined");
}

/* @defined(X), or its negation. */
static bool is_defined_test(const ast_node *n)
{
	while (n && n->kind == EX_UNARY && n->op == '!')
		n = n->lhs;
	return is_defined_op(n);
}

/* What such a test folded to. */
static bool test_value(const ast_node *n)
{
	return n->kind == EX_UNARY ? !test_value(n->lhs) : n->num != 0;
}

/* A node whose meaning depends on the point: @defined(...) of a target or
 * of @var, or $$vars and its kin; and the choices made on an @defined
 * (`@defined($p->__state) ? $p->__state : $p->state`, `if (@defined(..))`),
 * which are made when it folds, so that the branch not taken is never
 * resolved, with -u too (tapsets choose so between kernels). */
typedef struct questions {
	ast_node **nodes;
	int n;
	ast_node **choices;
	int nchoices;
	bool late;         /* names are bound: autocast's answers too */
} questions;

static bool collect_question(ast_node *n, void *arg)
{
	questions *q = arg;

	if ((n->kind == EX_TERNARY || n->kind == ST_IF) && is_defined_test(n->cond))
		VEC_PUSH(q->choices, q->nchoices, n);
	if (is_defined_op(n)) {
		VEC_PUSH(q->nodes, q->n, n);
		return false;
	}
	/* $$vars$: each typed value pretty-printed (fold_question) */
	if (is_context_vars(n) ||
	    (n->kind == EX_PRETTY && n->lhs && is_context_vars(n->lhs))) {
		VEC_PUSH(q->nodes, q->n, n);
		return false;
	}
	return true;
}

static bool point_has_target(const resolved_point *rp, const char *name)
{
	ast_type ty;

	if (!rp->family || !rp->family->target)
		return false;
	char *msg = rp->family->target(rp, name, false, &ty);
	free(msg);
	return msg == NULL;
}

static int point_target_names(const resolved_point *rp, const char ***names)
{
	*names = NULL;
	if (!rp || !rp->family || !rp->family->target_names)
		return 0;
	return rp->family->target_names(rp, names);
}

/* The names $$WHICH lists at the point ($$vars: every target variable;
 * $$parms: those that are no locals; $$locals: the locals, which only
 * DWARF has; $$return: $return where the point has it). */
static int context_names(const resolved_point *rp, const char *which,
			 const char ***names)
{
	*names = NULL;
	if (strcmp(which, "$return")) {
		int n = point_target_names(rp, names), kept = 0;
		bool (*is_local)(const resolved_point *, const char *) =
			rp && rp->family ? rp->family->target_is_local : NULL;
		bool locals = !strcmp(which, "$locals");
		if (strcmp(which, "$vars") && (is_local || locals)) {
			for (int i = 0; i < n; i++)
				if ((is_local && is_local(rp, (*names)[i])) == locals)
					(*names)[kept++] = (*names)[i];
			n = kept;
		}
		return n;
	}
	/* a struct returned by value is "{...}" */
	if (!rp || (!point_has_target(rp, "return") &&
		    family_target_shape(rp, "return") != TARGET_UNREADABLE))
		return 0;
	*names = xcalloc(2, sizeof **names);
	(*names)[0] = "return";
	return 1;
}

/* What @defined(EXPR) answers; LATER while a chain's type may come
 * from a local or a call (autocast), which need names bound. */
typedef enum answer { NO, YES, LATER } answer;

static answer defined_at(session *s, const resolved_point *rp, ast_node *e,
			 bool late);

static answer yes_if(bool b)
{
	return b ? YES : NO;
}

/* @defined of a ?: : a choice on @defined is the branch it takes (so
 * that @choose_defined nests); any other, all three parts. */
static answer defined_choice(session *s, const resolved_point *rp,
			     ast_node *e, bool late)
{
	if (is_defined_test(e->cond)) {
		bool negate = false;
		ast_node *test = e->cond;
		for (; test->kind == EX_UNARY; test = test->lhs)
			negate = !negate;
		answer a = defined_at(s, rp, test->args[0], late);
		if (a == LATER)
			return LATER;
		return defined_at(s, rp, (a == YES) != negate ? e->lhs : e->rhs, late);
	}
	answer parts[] = { defined_at(s, rp, e->cond, late),
			   defined_at(s, rp, e->lhs, late),
			   defined_at(s, rp, e->rhs, late) };
	answer all = YES;
	for (int i = 0; i < 3; i++)
		if (parts[i] == NO || (parts[i] == LATER && all == YES))
			all = parts[i];
	return all;
}

/* @defined(EXPR) at a point (rp NULL: in a function, where there are no
 * target variables). A chain of members and indices, or @cast, is
 * defined when the kernel's types resolve it. */
static answer defined_at(session *s, const resolved_point *rp, ast_node *e,
			 bool late)
{
	ast_node *base = target_base(e);

	if (!base)
		return NO;
	if (e->kind == EX_TERNARY)
		return defined_choice(s, rp, e, late);
	if (base->kind == EX_AT_OP && !strcmp(base->name, "entry"))
		return rp && rp->is_return && base->nargs == 1
			? defined_at(s, rp, base->args[0], late) : NO;
	if (e->kind == EX_PRETTY)
		return defined_at(s, rp, e->lhs, late);
	if ((base->kind == EX_AT_OP && (!strcmp(base->name, "cast") ||
					!strcmp(base->name, "var"))) ||
	    (base != e && base->kind == EX_TARGET && !is_context_vars(base) &&
	     (!rp || point_has_target(rp, base->name))))
		return yes_if(typed_defined(s, rp, e));
	if (base->kind == EX_AT_OP)
		return yes_if(strcmp(base->name, "perf") != 0);
	/* a chain on a local or a call, whose type autocast gives once
	 * names are bound; a local itself waits too, so that it counts as
	 * mentioned when its assignment is elided (no warning, as stap) */
	if (base->kind != EX_TARGET && (base != e || base->kind == EX_IDENT))
		return late ? yes_if(base == e || typed_defined(s, rp, e)) : LATER;
	if (base->kind != EX_TARGET)
		return YES;
	if (!rp)
		return NO;
	if (is_context_vars(base)) {
		const char **names;
		point_target_names(rp, &names);
		free(names);
		return yes_if(rp->family && rp->family->target_names);
	}
	return yes_if(point_has_target(rp, base->name));
}

/* What target variable `name` is at rp (KT_VOID when its type is not
 * known). */
static ktype_kind target_kind(session *s, const resolved_point *rp,
			      const char *name)
{
	ast_node t = { .kind = EX_TARGET, .name = (char *)name };
	typed_source ts;
	uint32_t type = typed_type_in(s, rp, &t, &ts);
	ktype_info ti = {0};
	if (type)
		ts.info(ts.src, type, &ti);
	return ti.kind;
}

/* Whether target variable `name` is an array by value (stap shows it
 * in $$vars as "[...]", a struct or union as "{...}"). */
static bool is_array(session *s, const resolved_point *rp, const char *name)
{
	return target_kind(s, rp, name) == KT_ARRAY;
}

/* Whether target variable `name` is a pointer at a tracepoint, which
 * stap's $$parms shows with %p (a function's parameters with %#x). */
static bool is_tracepoint_pointer(session *s, const resolved_point *rp,
				  const char *name)
{
	return rp && rp->family && rp->family->target_noun &&
	       !strcmp(rp->family->target_noun, "tracepoint") &&
	       target_kind(s, rp, name) == KT_PTR;
}

/* The answers at one point, as a string to compare points by. */
static char *signature(session *s, const resolved_point *rp,
		       const questions *q)
{
	strbuf sb = {0};

	for (int i = 0; i < q->n; i++) {
		ast_node *n = q->nodes[i];
		if (n->kind == EX_AT_OP) {
			sb_putc(&sb, "01?"[defined_at(s, rp, n->args[0], q->late)]);
			continue;
		}
		const char **names;
		int k = context_names(rp, n->kind == EX_PRETTY ? n->lhs->name
				      : n->name, &names);
		sb_putc(&sb, '[');
		/* $$parms$ also differs where a name's type does */
		bool pretty = n->kind == EX_PRETTY;
		bool (*unavailable)(const resolved_point *, const char *) =
			rp && rp->family ? rp->family->target_unavailable : NULL;
		for (int j = 0; j < k; j++) {
			ast_node t = { .kind = EX_TARGET, .name = (char *)names[j] };
			sb_printf(&sb, "%s:%u:%d%s%s ", names[j],
				  pretty ? typed_type_of(s, rp, &t) : 0,
				  (int)family_target_shape(rp, names[j]),
				  unavailable && unavailable(rp, names[j]) ? "?" : "",
				  is_tracepoint_pointer(s, rp, names[j]) ? "*" : "");
		}
		sb_putc(&sb, ']');
		free(names);
	}
	sb_putc(&sb, '\0');
	return sb_steal(&sb);
}

static bool mark_mentioned(ast_node *n, void *arg)
{
	(void)arg;
	if (n->kind == EX_IDENT && n->sym)
		n->sym->in_defined = true;
	return true;
}

/* Turns `n` into what it means at `rp`, in place (a question whose
 * answer waits for names is left). */
static void fold_question(session *s, ast_node *n, const resolved_point *rp,
			  bool late)
{
	if (n->kind == EX_AT_OP) {
		answer a = defined_at(s, rp, n->args[0], late);
		if (a == LATER)
			return;
		if (late)
			walk_tree(n->args[0], mark_mentioned, NULL);
		bool yes = a == YES;
		n->kind = EX_NUMBER;
		n->num = yes;
		n->args = NULL;
		n->nargs = 0;
		n->depth = 1;
		return;
	}
	const char *which = n->kind == EX_PRETTY ? n->lhs->name : n->name;
	const char **names = NULL;
	int k = context_names(rp, which, &names);
	strbuf fmt = {0};
	ast_node *call = clone_new_node(s->arena, EX_CALL, n->loc);
	call->name = arena_strdup(s->arena, "sprintf");
	ARENA_PUSH(s->arena, call->args, call->nargs,
		   clone_new_node(s->arena, EX_STRING, n->loc));
	bool (*unavailable)(const resolved_point *, const char *) =
		rp && rp->family ? rp->family->target_unavailable : NULL;
	for (int i = 0; i < k; i++) {
		if (unavailable && unavailable(rp, names[i])) {
			sb_printf(&fmt, "%s%s=?", i ? " " : "", names[i]);
			continue;
		}
		/* an aggregate by value: stap shows "{...}" for it, its
		 * members only pretty-printed where they can be read */
		target_shape shape = family_target_shape(rp, names[i]);
		if (shape != TARGET_SCALAR &&
		    (n->kind != EX_PRETTY || shape == TARGET_UNREADABLE)) {
			sb_printf(&fmt, "%s%s=%s", i ? " " : "", names[i],
				  n->kind == EX_PRETTY ? "?"
				  : is_array(s, rp, names[i]) ? "[...]" : "{...}");
			continue;
		}
		ast_node *t = clone_new_node(s->arena, EX_TARGET, n->loc);
		t->name = arena_strdup(s->arena, names[i]);
		t->depth = 1;
		/* $$parms$: each typed value as its own $name$ (expanded with
		 * the others by typed_expand_pretty) */
		bool pretty = n->kind == EX_PRETTY && typed_type_of(s, rp, t);
		sb_printf(&fmt, "%s%s=%s", i ? " " : "", names[i], pretty ? "%s"
			  : is_tracepoint_pointer(s, rp, names[i]) ? "%p" : "%#x");
		if (pretty) {
			ast_node *e = clone_new_node(s->arena, EX_PRETTY, n->loc);
			e->lhs = t;
			e->num = n->num;
			e->depth = 2;
			t = e;
		}
		ARENA_PUSH(s->arena, call->args, call->nargs, t);
	}
	free(names);
	call->args[0]->str = arena_steal(s->arena, &fmt);
	call->args[0]->len = strlen(call->args[0]->str);
	call->args[0]->depth = 1;
	call->depth = 3;
	ast_node *next = n->next;
	*n = *call;
	n->next = next;
}

/* The choice `n`, whose condition has folded to a number, becomes the
 * branch it takes (a null statement for an if without that branch). */
static void make_choice(ast_node *n)
{
	const ast_node *test = n->cond;
	while (test->kind == EX_UNARY)
		test = test->lhs;
	if (test->kind != EX_NUMBER)
		return;    /* its question waits for names */
	ast_node *taken = test_value(n->cond) ? (n->kind == ST_IF ? n->body : n->lhs)
				       : (n->kind == ST_IF ? n->els : n->rhs);
	ast_node *next = n->next;
	src_loc loc = n->loc;

	if (taken) {
		*n = *taken;
	} else {
		memset(n, 0, sizeof *n);
		n->kind = ST_NULL;
		n->loc = loc;
	}
	n->next = next;
}

/* Folds the questions, then makes the choices, innermost first (a
 * choice inside another's branch is copied out with it). */
static void fold_all(session *s, questions *q, const resolved_point *rp)
{
	for (int j = 0; j < q->n; j++)
		fold_question(s, q->nodes[j], rp, q->late);
	for (int j = q->nchoices - 1; j >= 0; j--)
		make_choice(q->choices[j]);
	free(q->nodes);
	free(q->choices);
}

static session_probe *split_off(arena *a, session_probe *p, const bool *take)
{
	session_probe *q = arena_alloc(a, sizeof *q);

	*q = *p;
	q->probe = arena_alloc(a, sizeof *q->probe);
	*q->probe = *p->probe;
	q->probe->body = clone_node(a, p->probe->body);
	q->points = NULL;
	q->npoints = 0;
	int kept = 0;
	for (int i = 0; i < p->npoints; i++) {
		if (take[i])
			ARENA_PUSH(a, q->points, q->npoints, p->points[i]);
		else
			p->points[kept++] = p->points[i];
	}
	p->npoints = kept;
	return q;
}

static void insert_probe(session *s, int at, session_probe *p)
{
	VEC_PUSH(s->probes, s->nprobes, p);
	memmove(&s->probes[at + 1], &s->probes[at],
		sizeof *s->probes * (size_t)(s->nprobes - 1 - at));
	s->probes[at] = p;
}

/* Splits probe `i` until its points agree; folds its questions. */
static void settle_probe(session *s, int i)
{
	session_probe *p = s->probes[i];
	questions q = {0};

	walk_tree(p->probe->body, collect_question, &q);
	if (q.n == 0)
		return;
	char *first = signature(s, &p->points[0], &q);
	bool *other = xcalloc((size_t)p->npoints, sizeof *other);
	bool split = false;
	for (int j = 1; j < p->npoints; j++) {
		char *sig = signature(s, &p->points[j], &q);
		other[j] = strcmp(sig, first) != 0;
		split |= other[j];
		free(sig);
	}
	free(first);
	if (split)
		insert_probe(s, i + 1, split_off(s->arena, p, other));
	free(other);
	fold_all(s, &q, &p->points[0]);
}

void targets_settle_function(session *s, ast_function *fn)
{
	questions q = {0};

	walk_tree(fn->body, collect_question, &q);
	fold_all(s, &q, NULL);
}

void targets_settle(session *s)
{
	/* probes split off are settled in turn as the loop reaches them */
	for (int i = 0; i < s->nprobes; i++)
		settle_probe(s, i);
	for (int i = 0; i < s->user->nfunctions; i++)
		targets_settle_function(s, s->user->functions[i]);
}

/* The questions left for when names are bound (@defined of a chain on
 * a local or a call): answered as autocast types them. A probe split
 * now would lose its bound names, so its points must agree. */
static bool settle_late(session *s, ast_node *body, const resolved_point *points,
			int npoints)
{
	questions q = { .late = true };

	walk_tree(body, collect_question, &q);
	if (q.n == 0)
		return true;
	char *first = signature(s, points, &q);
	bool same = true;
	for (int j = 1; j < npoints && same; j++) {
		char *sig = signature(s, &points[j], &q);
		same = strcmp(sig, first) == 0;
		free(sig);
	}
	free(first);
	if (!same) {
		diag_semantic_error(q.nodes[0]->loc, "operator '@defined'",
				    "@defined of an autocast value answers differently "
				    "at the probe's points, which is not supported yet");
		free(q.nodes);
		free(q.choices);
		return false;
	}
	fold_all(s, &q, points);
	return true;
}

bool targets_settle_late(session *s)
{
	bool ok = true;

	typed_scan_locals(s);
	for (int i = 0; i < s->nprobes; i++)
		ok &= settle_late(s, s->probes[i]->probe->body, s->probes[i]->points,
				  s->probes[i]->npoints);
	for (int i = 0; i < s->nfunctions; i++)
		if (s->functions[i]->body)
			ok &= settle_late(s, s->functions[i]->body, NULL, 1);
	typed_forget_locals(s);
	return ok;
}

/* ---- after the optimizer: the $names left ---- */

typedef struct target_uses {
	ast_node **uses;
	int n;
	ast_node **written;
	int nwritten;
	ast_node **derefs;      /* $x->a and $x[i]: $x must be a pointer */
	int nderefs;
	ast_node **entries;     /* @entry(...): only at a .return */
	int nentries;
} target_uses;

static bool collect_target(ast_node *n, void *arg)
{
	target_uses *u = arg;

	if ((n->kind == EX_MEMBER || n->kind == EX_INDEX) && n->lhs &&
	    n->lhs->kind == EX_TARGET)
		VEC_PUSH(u->derefs, u->nderefs, n);

	if ((n->kind == EX_ASSIGN || n->kind == EX_PREINC ||
	     n->kind == EX_POSTINC) && n->lhs->kind == EX_TARGET)
		VEC_PUSH(u->written, u->nwritten, n->lhs);
	if (n->kind == EX_TARGET)
		VEC_PUSH(u->uses, u->n, n);
	if (n->kind == EX_AT_OP && !strcmp(n->name, "entry"))
		VEC_PUSH(u->entries, u->nentries, n);
	return true;
}

/* @entry where the code does not run at a return: a function's body, or a
 * probe with a point that is not a .return. Checked after the optimizer,
 * as stap does, so that an unused @entry is elided first. */
static bool report_misplaced_entries(target_uses *u, const session_probe *p)
{
	bool at_return = p != NULL;

	for (int i = 0; at_return && i < p->npoints; i++)
		at_return = p->points[i].is_return;
	for (int i = 0; !at_return && i < u->nentries; i++)
		diag_semantic_error(u->entries[i]->loc, "operator '@entry'",
				    "@entry is only valid in .return probes");
	free(u->entries);
	return at_return || u->nentries == 0;
}

static bool is_written(const target_uses *u, const ast_node *n)
{
	for (int i = 0; i < u->nwritten; i++)
		if (u->written[i] == n)
			return true;
	return false;
}

static void report_target(ast_node *n, const char *msg)
{
	char *what = xasprintf("identifier '$%s'", n->name);

	diag_semantic_error(n->loc, what, "%s", msg);
	free(what);
}

static int target_slot(session_probe *p, ast_node *n)
{
	for (int i = 0; i < p->ntargets; i++)
		if (strcmp(p->targets[i], n->name) == 0)
			return i;
	return probe_add_target(p, n->name, n);
}

void targets_bad_becomes_zero(ast_node *n, src_loc at, const char *what)
{
	diag_warning(at, what, "Bad $context variable being substituted with "
		     "literal 0");
	ast_node *next = n->next;
	src_loc loc = n->loc;
	memset(n, 0, sizeof *n);
	n->kind = EX_NUMBER;
	n->loc = loc;
	n->type = TYPE_LONG;
	n->depth = 1;
	n->next = next;
}

static bool check_probe(session_probe *p, bool skip_badvars)
{
	target_uses u = {0};
	bool ok = true;

	walk_tree(p->probe->body, collect_target, &u);
	p->targets = NULL;
	p->target_uses = NULL;
	p->ntargets = 0;
	for (int i = 0; i < u.n; i++) {
		ast_node *n = u.uses[i];
		bool write = is_written(&u, n);
		for (int j = 0; j < p->npoints; j++) {
			const resolved_point *rp = &p->points[j];
			ast_type ty = TYPE_UNKNOWN;
			char *msg = rp->family && rp->family->target
				? rp->family->target(rp, n->name, write, &ty)
				: xstrdup("unresolved target-symbol expression");
			if (msg && skip_badvars) {
				char *what = xasprintf("identifier '$%s'", n->name);
				targets_bad_becomes_zero(n, n->loc, what);
				free(what);
				free(msg);
				break;
			}
			if (msg) {
				report_target(n, msg);
				free(msg);
				ok = false;
				break;
			}
			if (n->type == TYPE_UNKNOWN)
				n->type = ty;
		}
		if (n->kind == EX_TARGET)
			n->num = target_slot(p, n);
	}
	for (int i = 0; ok && i < u.nderefs; i++) {
		ast_node *d = u.derefs[i];
		if (d->lhs->type != TYPE_STRING)
			continue;
		char *what = xstrdup(d->kind == EX_MEMBER ? "operator '->'" : "operator '['");
		const probe_family *f = p->points[0].family;
		diag_semantic_error(d->loc, what, "%s variable '$%s' may not be used as %s",
				    f && f->target_noun ? f->target_noun : "string",
				    d->lhs->name, d->kind == EX_MEMBER ? "a structure" : "array");
		free(what);
		ok = false;
	}
	free(u.derefs);
	free(u.uses);
	free(u.written);
	ok &= report_misplaced_entries(&u, p);
	return ok;
}

static bool check_function(ast_function *fn)
{
	target_uses u = {0};

	walk_tree(fn->body, collect_target, &u);
	for (int i = 0; i < u.n; i++)
		report_target(u.uses[i], "unresolved target-symbol expression");
	free(u.uses);
	free(u.written);
	free(u.derefs);
	bool entries_ok = report_misplaced_entries(&u, NULL);
	return entries_ok && u.n == 0;
}

void targets_reslot(session_probe *p)
{
	check_probe(p, false);
}

bool targets_check(session *s)
{
	bool ok = true;

	for (int i = 0; i < s->nprobes; i++)
		ok &= check_probe(s->probes[i], s->config.skip_badvars);
	for (int i = 0; i < s->nfunctions; i++)
		ok &= check_function(s->functions[i]);
	return ok;
}
