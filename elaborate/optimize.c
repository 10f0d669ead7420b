/* Pass 2's optimizer, as stap's: removes what cannot matter (unless -u),
 * warning about what the user wrote.
 *
 *  - an assignment to a local nothing reads ("Eliding assignment");
 *  - a statement with no side effect ("Eliding side-effect-free
 *    expression"), after folding constants (`if (0)` loses its branch);
 *  - a probe left empty ("Probe 'x' has been elided"): none left is an
 *    error;
 *  - locals, functions and globals nothing uses any more (silently).
 *
 * A local that is read but never assigned is warned about. What a tapset
 * wrote is optimized the same way, but silently. */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "clone.h"
#include "diag.h"
#include "elaborate_int.h"
#include "fold.h"
#include "parse.h"
#include "probes.h"
#include "similar.h"
#include "util.h"
#include "walk.h"

typedef struct optimizer {
	session *s;
	bool changed;
	/* the body being optimized: its locals, how often each is read and
	 * written, and its first read */
	ast_symbol **locals;
	int nlocals;
	int *reads;
	int *writes;
	ast_node **first_read;
} optimizer;

static bool user_code(src_loc loc)
{
	return loc.file && !loc.file->is_tapset;
}

/* ---- side effects ---- */

static bool args_pure(const ast_node *n)
{
	for (int i = 0; i < n->nargs; i++)
		if (!elaborate_expr_pure(n->args[i]))
			return false;
	return true;
}

bool elaborate_expr_pure(const ast_node *n)
{
	if (!n)
		return true;
	switch (n->kind) {
	case EX_ASSIGN:
	case EX_PREINC:
	case EX_POSTINC:
	case EX_STATS_ADD:
		return false;
	case EX_EMBEDDED:
		return strstr(n->str, "/* pure */") != NULL;
	case EX_CALL: {
		const builtin *b = builtin_find(n->name);
		if (b)
			return b->to_string && args_pure(n);
		if (!n->sym || !n->sym->function)
			return false;
		for (const ast_function *f = n->sym->function; f; f = f->overload_next)
			if (f->side_effects)
				return false;
		return args_pure(n);
	}
	default:
		return elaborate_expr_pure(n->lhs) && elaborate_expr_pure(n->rhs) &&
		       elaborate_expr_pure(n->cond) && args_pure(n);
	}
}

/* What a function may change: a global, a target variable, the output,
 * anything embedded C does. */
static bool changes_outside(const ast_node *lhs)
{
	const ast_node *v = lhs->kind == EX_INDEX ? lhs->lhs : lhs;

	return !(v->kind == EX_IDENT && v->sym && v->sym->kind != SYM_GLOBAL);
}

static bool find_side_effect(ast_node *n, void *arg)
{
	bool *found = arg;

	switch (n->kind) {
	case EX_ASSIGN:
	case EX_PREINC:
	case EX_POSTINC:
	case EX_STATS_ADD:
	case ST_DELETE:
		*found |= changes_outside(n->lhs);
		break;
	case EX_EMBEDDED:
		*found |= !strstr(n->str, "/* pure */");
		break;
	case EX_CALL:
		if (builtin_find(n->name))
			*found |= !builtin_find(n->name)->to_string;
		else if (n->sym && n->sym->function)
			for (const ast_function *f = n->sym->function; f;
			     f = f->overload_next)
				*found |= f->side_effects;
		break;
	default:
		break;
	}
	return !*found;
}

/* Functions start without side effects, and are marked as bodies show
 * otherwise, until nothing changes (recursion alone is no effect). */
static void mark_side_effects(session *s)
{
	bool changed = true;

	for (int i = 0; i < s->nfunctions; i++) {
		ast_function *fn = s->functions[i];
		fn->side_effects = fn->embedded_c &&
				   !strstr(fn->embedded_c, "/* pure */");
	}
	while (changed) {
		changed = false;
		for (int i = 0; i < s->nfunctions; i++) {
			ast_function *fn = s->functions[i];
			if (fn->side_effects || !fn->body)
				continue;
			walk_tree(fn->body, find_side_effect, &fn->side_effects);
			changed |= fn->side_effects;
		}
	}
}

/* ---- uses of locals ---- */

static int local_index(const optimizer *o, const ast_node *n)
{
	if (n->kind != EX_IDENT || !n->sym || n->sym->kind == SYM_GLOBAL)
		return -1;
	for (int i = 0; i < o->nlocals; i++)
		if (o->locals[i] == n->sym)
			return i;
	return -1;
}

static void count_node(optimizer *o, ast_node *n, bool written);

static void count_list(optimizer *o, ast_node *n)
{
	for (; n; n = n->next)
		count_node(o, n, false);
}

static void count_node(optimizer *o, ast_node *n, bool written)
{
	if (!n)
		return;
	int li = local_index(o, n);
	if (li >= 0) {
		if (written) {
			o->writes[li]++;
		} else {
			o->reads[li]++;
			if (!o->first_read[li])
				o->first_read[li] = n;
		}
		return;
	}
	switch (n->kind) {
	case EX_ASSIGN:
	case EX_PREINC:
	case EX_POSTINC:
	case EX_STATS_ADD:
		count_node(o, n->lhs, true);
		/* stap counts `x += 1` and `x++` as reads of x too (they take
		 * its value), so they stay where nothing else reads x */
		if ((n->kind == EX_PREINC || n->kind == EX_POSTINC ||
		     (n->kind == EX_ASSIGN && n->op != '=')) &&
		    local_index(o, n->lhs) >= 0)
			count_node(o, n->lhs, false);
		count_node(o, n->rhs, false);
		return;
	case ST_TRY:
		count_node(o, n->lhs, true);
		count_list(o, n->body);
		count_list(o, n->els);
		return;
	case ST_DELETE:
		/* stap counts a delete as a read too (it writes only what
		 * is there), so `x = 1; delete x` keeps the assignment */
		count_node(o, n->lhs, false);
		if (local_index(o, n->lhs) >= 0)
			count_node(o, n->lhs, true);
		return;
	case ST_FOREACH: {
		ast_foreach *fe = n->foreach;
		for (int i = 0; i < fe->nkeys; i++)
			count_node(o, fe->keys[i], true);
		count_node(o, fe->value, true);
		count_node(o, fe->array, false);
		for (int i = 0; i < fe->nslice; i++)
			count_node(o, fe->slice[i], false);
		count_node(o, fe->limit, false);
		count_list(o, n->body);
		return;
	}
	default:
		break;
	}
	count_node(o, n->lhs, false);
	count_node(o, n->rhs, false);
	count_node(o, n->cond, false);
	count_node(o, n->init, false);
	count_node(o, n->step, false);
	for (int i = 0; i < n->nargs; i++)
		count_node(o, n->args[i], false);
	if (n->kind >= ST_BLOCK) {
		count_list(o, n->body);
		count_list(o, n->els);
	}
}

static void count_uses(optimizer *o, ast_node *body)
{
	memset(o->reads, 0, sizeof *o->reads * (size_t)o->nlocals);
	memset(o->writes, 0, sizeof *o->writes * (size_t)o->nlocals);
	memset(o->first_read, 0, sizeof *o->first_read * (size_t)o->nlocals);
	count_list(o, body);
}

/* ---- rewriting ---- */

static ast_node *opt_expr(optimizer *o, ast_node *n, bool statement);
static ast_node *opt_stmt(optimizer *o, ast_node *n);

static bool unread_local(const optimizer *o, const ast_node *lhs)
{
	int li = local_index(o, lhs);

	return li >= 0 && o->reads[li] == 0;
}

static ast_node *opt_expr(optimizer *o, ast_node *n, bool statement)
{
	if (!n)
		return NULL;
	n->lhs = opt_expr(o, n->lhs, false);
	n->rhs = opt_expr(o, n->rhs, false);
	n->cond = opt_expr(o, n->cond, false);
	for (int i = 0; i < n->nargs; i++)
		n->args[i] = opt_expr(o, n->args[i], false);
	bool assign = n->kind == EX_ASSIGN || n->kind == EX_STATS_ADD ||
		      ((n->kind == EX_PREINC || n->kind == EX_POSTINC) && statement);
	/* a compound assignment's value needs the old value: only as a
	 * statement may it go */
	if (assign && (statement || n->op == '=' || n->kind == EX_STATS_ADD) &&
	    unread_local(o, n->lhs)) {
		if (user_code(n->loc) && !n->lhs->sym->in_defined) {
			char *what = parse_describe(n);
			diag_warning(n->loc, what, "Eliding assignment to '%s'",
				     n->lhs->name);
			free(what);
		}
		o->changed = true;
		return n->kind == EX_ASSIGN || n->kind == EX_STATS_ADD ? n->rhs : NULL;
	}
	if (fold_constants(n) || fold_one_literal(n, elaborate_expr_pure))
		o->changed = true;
	return n;
}

/* The node of an expression's first token: `x` of `x = 1`. */
static ast_node *leftmost(ast_node *n)
{
	while (n->lhs && (n->kind == EX_ASSIGN || n->kind == EX_BINARY ||
			  n->kind == EX_LOGICAL || n->kind == EX_COMPARE ||
			  n->kind == EX_CONCAT || n->kind == EX_INDEX ||
			  n->kind == EX_POSTINC || n->kind == EX_MEMBER ||
			  n->kind == EX_STATS_ADD || n->kind == EX_REGEX ||
			  n->kind == EX_PRETTY))
		n = n->lhs;
	if (n->kind == EX_TERNARY)
		return leftmost(n->cond);
	return n;
}

/* A statement with nothing in it stands in for one that went. */
static ast_node *null_stmt(optimizer *o, src_loc loc)
{
	return clone_new_node(o->s->arena, ST_NULL, loc);
}

static ast_node *opt_list(optimizer *o, ast_node *list)
{
	ast_node *head = NULL, **tail = &head;

	while (list) {
		ast_node *next = list->next;
		list->next = NULL;
		ast_node *kept = opt_stmt(o, list);
		if (kept) {
			*tail = kept;
			while (*tail)
				tail = &(*tail)->next;
		}
		list = next;
	}
	return head;
}

static ast_node *opt_if(optimizer *o, ast_node *n)
{
	n->cond = opt_expr(o, n->cond, false);
	n->body = opt_stmt(o, n->body);
	n->els = opt_stmt(o, n->els);
	if (n->cond->kind == EX_NUMBER) {
		o->changed = true;
		return n->cond->num ? n->body : n->els;
	}
	if (!n->body && !n->els) {
		o->changed = true;
		if (elaborate_expr_pure(n->cond))
			return NULL;
		n->kind = ST_EXPR;
		n->lhs = n->cond;
		n->cond = NULL;
		return n;
	}
	if (!n->body) {
		ast_node *not = clone_new_node(o->s->arena, EX_UNARY, n->cond->loc);
		not->op = '!';
		not->lhs = n->cond;
		not->depth = n->cond->depth + 1;
		n->cond = not;
		n->body = n->els;
		n->els = NULL;
	}
	return n;
}

static ast_node *opt_stmt(optimizer *o, ast_node *n)
{
	if (!n)
		return NULL;
	switch (n->kind) {
	case ST_NULL:
		return NULL;
	case ST_BLOCK:
		n->body = opt_list(o, n->body);
		if (n->body)
			return n;
		o->changed = true;
		return NULL;
	case ST_EXPR: {
		/* stap names a statement by its first token */
		ast_node *first = leftmost(n->lhs);
		src_loc at = first->loc;
		char *what = parse_describe(first);
		n->lhs = opt_expr(o, n->lhs, true);
		if (n->lhs && !elaborate_expr_pure(n->lhs)) {
			free(what);
			return n;
		}
		/* what is left of `x = ...` once x was elided, x having been
		 * asked about by @defined, is elided silently too */
		bool asked = first->kind == EX_IDENT && first->sym &&
			     first->sym->in_defined;
		if (n->lhs && user_code(at) && !asked)
			diag_warning(at, what, "Eliding side-effect-free expression ");
		free(what);
		o->changed = true;
		return NULL;
	}
	case ST_IF:
		return opt_if(o, n);
	case ST_WHILE:
		n->cond = opt_expr(o, n->cond, false);
		if (n->cond->kind == EX_NUMBER && n->cond->num == 0) {
			o->changed = true;
			return NULL;
		}
		n->body = opt_stmt(o, n->body);
		if (!n->body)
			n->body = null_stmt(o, n->loc);
		return n;
	case ST_FOR:
		n->init = opt_stmt(o, n->init);
		n->cond = opt_expr(o, n->cond, false);
		if (n->cond && n->cond->kind == EX_NUMBER && n->cond->num == 0) {
			o->changed = true;
			return n->init;
		}
		n->step = opt_expr(o, n->step, true);
		if (n->step && elaborate_expr_pure(n->step))
			n->step = NULL;
		n->body = opt_stmt(o, n->body);
		if (!n->body)
			n->body = null_stmt(o, n->loc);
		return n;
	case ST_FOREACH:
		n->foreach->limit = opt_expr(o, n->foreach->limit, false);
		n->body = opt_stmt(o, n->body);
		if (n->body)
			return n;
		if (elaborate_expr_pure(n->foreach->limit)) {
			o->changed = true;
			return NULL;
		}
		n->body = null_stmt(o, n->loc);
		return n;
	case ST_TRY:
		n->body = opt_stmt(o, n->body);
		if (!n->body) {
			o->changed = true;
			return NULL;
		}
		n->els = opt_stmt(o, n->els);
		if (!n->els)
			n->els = null_stmt(o, n->loc);
		return n;
	case ST_RETURN:
		n->lhs = opt_expr(o, n->lhs, false);
		return n;
	default:
		return n;
	}
}

/* Drops the locals nothing mentions any more, keeping slots in order. */
static void prune_locals(optimizer *o, ast_symbol **locals, int *nlocals)
{
	int kept = 0;

	for (int i = 0; i < *nlocals; i++) {
		if (locals[i]->kind != SYM_PARAM && o->reads[i] == 0 &&
		    o->writes[i] == 0)
			continue;
		locals[i]->index = kept;
		locals[kept++] = locals[i];
	}
	*nlocals = kept;
}

static void warn_never_assigned(optimizer *o, ast_node *body)
{
	const char **names = NULL;
	int nnames = 0;

	count_uses(o, body);
	for (int i = 0; i < o->nlocals; i++) {
		ast_node *use = o->first_read[i];
		if (o->locals[i]->kind != SYM_LOCAL || o->writes[i] || !use ||
		    !user_code(use->loc))
			continue;
		/* the names it might have meant, gathered only for a warning:
		 * for every body they made pass 2 quadratic in the globals */
		if (!names) {
			names = xmalloc(sizeof *names * ((size_t)o->nlocals +
						 (size_t)o->s->nglobals + 1));
			for (int j = 0; j < o->nlocals; j++)
				names[nnames++] = o->locals[j]->name;
			for (int j = 0; j < o->s->nglobals; j++)
				names[nnames++] = o->s->globals[j]->name;
		}
		char *similar = similar_names(o->locals[i]->name, names, nnames);
		char *what = xasprintf("identifier '%s'", use->name);
		diag_warning(use->loc, what, "never-assigned local variable '%s'%s",
			     use->name, similar);
		free(what);
		free(similar);
	}
	free(names);
}

/* Optimizes one body until nothing changes; NULL when nothing is left. */
static ast_node *optimize_body(optimizer *o, ast_node *body, ast_symbol **locals,
			       int *nlocals, bool warn)
{
	o->locals = locals;
	o->nlocals = *nlocals;
	o->reads = xcalloc((size_t)o->nlocals + 1, sizeof *o->reads);
	o->writes = xcalloc((size_t)o->nlocals + 1, sizeof *o->writes);
	o->first_read = xcalloc((size_t)o->nlocals + 1, sizeof *o->first_read);
	if (warn)
		warn_never_assigned(o, body);
	do {
		o->changed = false;
		count_uses(o, body);
		body->body = opt_list(o, body->body);
	} while (o->changed);
	count_uses(o, body);
	prune_locals(o, locals, nlocals);
	free(o->reads);
	free(o->writes);
	free(o->first_read);
	return body->body ? body : NULL;
}

/* A family that fills in locals before the body (syscall.*'s name, fd,
 * ...) stands for the alias stap would expand there, whose prologue
 * keeps an empty probe alive (`probe syscall.close {}` still runs); a
 * point that works without its body keeps it too. */
static bool stands_for_prologue(const session_probe *p)
{
	for (int i = 0; i < p->npoints; i++) {
		const probe_family *f = p->points[i].family;
		if (f && (f->context || (f->works_without_body &&
					 f->works_without_body(&p->points[i]))))
			return true;
	}
	return false;
}

static bool find_entry_op(ast_node *n, void *arg)
{
	bool *found = arg;

	*found |= n->kind == EX_AT_OP && !strcmp(n->name, "entry");
	return !*found;
}

/* A $target of the function's entry: any but $return and $$return. */
static bool find_entry_target(ast_node *n, void *arg)
{
	bool *found = arg;

	*found |= n->kind == EX_TARGET && strcmp(n->name, "return") &&
		  strcmp(n->name, "$return");
	return !*found;
}

/* A return probe whose body (its aliases' prologues with it) has an
 * @entry(): stap keeps it however little is left. stap's @entry keeps its
 * value from the call in global arrays, which the return's handler reads
 * and deletes before anything else, so the body it optimizes is never
 * empty. A $parameter read at a kernel function's return is kept another
 * way (the kretprobe's own data), which its optimizer can remove; at a
 * process's function's return it is an @entry() there
 * (return_targets_at_entry), kept so. */
static bool keeps_entry(const session_probe *p)
{
	bool returns = false, at_entry = false, found = false;

	for (int i = 0; i < p->npoints; i++) {
		const resolved_point *rp = &p->points[i];

		returns |= rp->is_return;
		at_entry |= rp->is_return && rp->family &&
			    rp->family->return_targets_at_entry;
	}
	if (returns && p->probe->body)
		walk_tree(p->probe->body, find_entry_op, &found);
	if (at_entry && p->probe->body && !found)
		walk_tree(p->probe->body, find_entry_target, &found);
	return found;
}

bool elaborate_optimize(session *s)
{
	optimizer o = { .s = s };

	if (s->config.unoptimized)
		return true;
	mark_side_effects(s);
	int kept = 0;
	for (int i = 0; i < s->nprobes; i++) {
		session_probe *p = s->probes[i];
		ast_probe *probe = p->probe;
		bool entry = keeps_entry(p);
		if (optimize_body(&o, probe->body, probe->locals, &probe->nlocals,
				  true) || stands_for_prologue(p) || entry) {
			s->probes[kept++] = p;
			continue;
		}
		if (user_code(probe->loc))
			diag_warning(probe->loc, "keyword", "Probe '%s' has been elided",
				     probe->points[0]->comps[0].name);
	}
	s->nprobes = kept;
	for (int i = 0; i < s->nfunctions; i++) {
		ast_function *fn = s->functions[i];
		if (fn->body && !optimize_body(&o, fn->body, fn->locals,
					       &fn->nlocals, true))
			fn->body->body = NULL;
	}
	if (s->nprobes == 0) {
		diag_semantic_error_alone("no probes found");
		return false;
	}
	return true;
}
