/* Pass 2, types: every value is a long, a string or statistics, and each
 * variable, array key, array value and function result keeps one type;
 * each global keeps one arity (0 for a scalar). Types flow both ways
 * (from a use to a symbol and back), so the walk repeats until nothing
 * changes; what stays unknown is an error. Conflicts are reported as stap
 * does: where the new use is, then where the type was first inferred. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "diag.h"
#include "elaborate_int.h"
#include "format.h"
#include "parse.h"
#include "typed.h"
#include "util.h"

typedef struct typer {
	session *s;
	ast_function *fn;   /* the function being typed, or NULL */
	bool changed;
	bool ok;
	ast_node **hists;   /* the first @hist_* of each statistics global */
	int nhists;
} typer;

static ast_type infer(typer *t, ast_node *n);
static void type_stmt(typer *t, ast_node *n);

/* ---- messages ---- */

static void error_at(typer *t, const ast_node *n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void error_at(typer *t, const ast_node *n, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	elaborate_verror_at(n, fmt, ap);
	va_end(ap);
	t->ok = false;
}

static void mismatch(typer *t, const ast_node *n, ast_type want, ast_type found)
{
	error_at(t, n, "type mismatch: expected %s but found %s",
		 parse_type_name(want), parse_type_name(found));
}

/* A symbol's use disagrees with what an earlier use decided. */
static void symbol_mismatch(typer *t, const ast_node *use, ast_type found,
			    const ast_node *origin, ast_type first)
{
	error_at(t, use, "type mismatch (%s)", parse_type_name(found));
	if (origin)
		error_at(t, origin, "type was first inferred here (%s)",
			 parse_type_name(first));
}

/* ---- symbols ---- */

static bool is_reference(const ast_node *n)
{
	return (n->kind == EX_IDENT || n->kind == EX_INDEX) && n->sym;
}

/* Infers `ty` into *slot when that is still unknown, noting `at` in
 * *origin (if any) as where; true when *slot already holds another type,
 * for the caller to say so in its own words. */
static bool infer_into(typer *t, ast_type *slot, ast_node **origin,
		       ast_type ty, ast_node *at)
{
	if (ty == TYPE_UNKNOWN || *slot == ty)
		return false;
	if (*slot != TYPE_UNKNOWN)
		return true;
	*slot = ty;
	if (origin)
		*origin = at;
	t->changed = true;
	return false;
}

static void set_symbol_type(typer *t, ast_symbol *sym, ast_type ty,
			    ast_node *at)
{
	if (infer_into(t, &sym->type, &sym->type_origin, ty, at))
		symbol_mismatch(t, at, ty, sym->type_origin, sym->type);
}

/* A global used with `arity` keys (0: as a scalar). */
static void set_arity(typer *t, ast_symbol *sym, int arity, ast_node *at)
{
	if (!sym || sym->kind != SYM_GLOBAL)
		return;
	if (!sym->arity_origin) {
		if (sym->nkeys < 0 && arity == 0) {
			/* declared with a size, so an array */
			char *what = xasprintf("identifier '%s'", sym->name);
			diag_semantic_error(sym->loc, what, "inconsistent arity");
			free(what);
			t->ok = false;
			return;
		}
		sym->nkeys = arity;
		sym->arity_origin = at;
		t->changed = true;
		return;
	}
	if (sym->nkeys == arity)
		return;
	error_at(t, at, "inconsistent arity (%d vs %d)", sym->nkeys, arity);
	error_at(t, sym->arity_origin, "arity %d first inferred here", sym->nkeys);
}

static void set_key_type(typer *t, ast_symbol *sym, int i, ast_type ty,
			 ast_node *at)
{
	if (!infer_into(t, &sym->key_types[i], &sym->key_origin[i], ty, at))
		return;
	error_at(t, at, "index %d type mismatch (%s)", i, parse_type_name(ty));
	if (sym->key_origin[i])
		error_at(t, sym->key_origin[i],
			 "type of index %d was first inferred here (%s)", i,
			 parse_type_name(sym->key_types[i]));
}

static void set_return_type(typer *t, ast_function *fn, ast_type ty,
			    ast_node *at)
{
	if (infer_into(t, &fn->type, NULL, ty, at))
		mismatch(t, at, fn->type, ty);
}

/* `n` must have type `ty`: pushes the type down to what `n` stands for. */
static void expect(typer *t, ast_node *n, ast_type ty)
{
	if (ty == TYPE_UNKNOWN || !n)
		return;
	if (n->type != TYPE_UNKNOWN) {
		if (n->type == ty)
			return;
		if (is_reference(n) && n->sym->type != TYPE_UNKNOWN)
			symbol_mismatch(t, n, ty, n->sym->type_origin,
					n->sym->type);
		else
			mismatch(t, n, ty, n->type);
		return;
	}
	switch (n->kind) {
	case EX_IDENT:
	case EX_INDEX:
		if (n->sym)
			set_symbol_type(t, n->sym, ty, n);
		break;
	case EX_CALL:
		if (n->sym && n->sym->function)
			set_return_type(t, n->sym->function, ty, n);
		break;
	case EX_TERNARY:
		expect(t, n->lhs, ty);
		expect(t, n->rhs, ty);
		break;
	case EX_ASSIGN:
		if (n->op == '=') {
			expect(t, n->lhs, ty);
			expect(t, n->rhs, ty);
		}
		break;
	case EX_AT_OP:
		if (!strcmp(n->name, "entry") && n->nargs == 1)
			expect(t, n->args[0], ty);
		break;
	default:
		break;
	}
	if (t->ok) {
		n->type = ty;
		t->changed = true;
	}
}

/* A value that cannot be statistics: an operand, an argument, a key. */
static ast_type infer_value(typer *t, ast_node *n)
{
	ast_type ty = infer(t, n);

	if (ty == TYPE_STATS)
		error_at(t, n, "invalid type stats");
	return ty;
}

static void type_keys(typer *t, ast_symbol *sym, ast_node **keys, int nkeys,
		      ast_node *at)
{
	if (nkeys > 9) {
		error_at(t, at, "too many array keys (%d, at most 9)", nkeys);
		return;
	}
	set_arity(t, sym, nkeys, at);
	for (int i = 0; i < nkeys; i++) {
		if (keys[i]->kind == EX_WILDCARD)
			continue;
		ast_type kt = infer_value(t, keys[i]);
		if (!sym || sym->nkeys != nkeys || !t->ok)
			continue;
		set_key_type(t, sym, i, kt, keys[i]);
		expect(t, keys[i], sym->key_types[i]);
	}
}

/* ---- statistics ---- */

/* The statistics a <<<, @count or @hist_* names: `s` or `s[k]`. */
static void type_aggregate(typer *t, ast_node *n)
{
	if (n->kind == EX_IDENT && n->sym && n->sym->kind != SYM_GLOBAL) {
		error_at(t, n, "stat locals not supported, missing global declaration? ");
	} else if (n->kind == EX_IDENT && n->sym) {
		set_arity(t, n->sym, 0, n);
		expect(t, n, TYPE_STATS);
	} else if (n->kind == EX_INDEX && n->sym) {
		type_keys(t, n->sym, n->args, n->nargs, n);
		expect(t, n, TYPE_STATS);
	} else {
		error_at(t, n, "expected statistics");
	}
}

static bool same_hist(const ast_node *a, const ast_node *b)
{
	if (strcmp(a->name, b->name) != 0 || a->nargs != b->nargs)
		return false;
	for (int i = 0; i < a->nargs; i++)
		if (a->args[i]->num != b->args[i]->num)
			return false;
	return true;
}

/* One kind of histogram per statistics: a global's buckets are kept
 * for the one it is printed with. */
static void type_hist(typer *t, ast_node *n)
{
	type_aggregate(t, n->lhs);
	if (n->nargs == 3) {
		int64_t lo = n->args[0]->num, hi = n->args[1]->num,
			step = n->args[2]->num;
		if (step <= 0)
			error_at(t, n, "histogram bucket width must be positive");
		else if (hi < lo)
			error_at(t, n, "histogram low bound must not be above its high bound");
	}
	ast_symbol *sym = n->lhs->sym;
	if (!sym)
		return;
	for (int i = 0; i < t->nhists; i++) {
		if (t->hists[i]->lhs->sym != sym)
			continue;
		if (!same_hist(t->hists[i], n))
			error_at(t, n, "multiple histogram types declared on '%s'",
				 sym->name);
		return;
	}
	VEC_PUSH(t->hists, t->nhists, n);
}

/* @hist_*(s)[i], and [i] in @hist_*(s) (true when that bucket is not
 * empty, as stap defines it): a count, by a number. */
static ast_type type_bucket(typer *t, ast_node *n)
{
	infer(t, n->lhs);
	for (int i = 0; i < n->nargs; i++) {
		infer_value(t, n->args[i]);
		expect(t, n->args[i], TYPE_LONG);
	}
	return TYPE_LONG;
}

/* ---- calls ---- */

static void type_format_args(typer *t, ast_node *n, int first)
{
	ast_node *fmt = n->args[first];

	if (fmt->kind != EX_STRING) {
		error_at(t, fmt, "format string must be a literal string");
		return;
	}
	format_spec spec;
	char *err = format_parse(fmt->str, &spec);
	if (err) {
		error_at(t, fmt, "%s", err);
		free(err);
		return;
	}
	if (spec.nargs != n->nargs - first - 1) {
		error_at(t, n, "Wrong number of args to formatted print operator");
	} else {
		for (int i = 0; i < spec.nargs; i++)
			expect(t, n->args[first + 1 + i],
			       spec.arg_types[i] == FORMAT_STRING ? TYPE_STRING
								   : TYPE_LONG);
	}
	free(spec.arg_types);
}

static ast_type type_builtin(typer *t, ast_node *n, const builtin *b)
{
	for (int i = 0; i < n->nargs; i++)
		if (n->args[i]->kind != EX_HIST)
			infer_value(t, n->args[i]);
		else
			infer(t, n->args[i]);
	bool needs_first = b->kind == BUILTIN_PRINTF || b->kind == BUILTIN_PRINTD ||
			   b->kind == BUILTIN_PRINTDLN;
	if (needs_first && n->nargs < 1) {
		error_at(t, n, "%s needs a format or delimiter argument", b->name);
		return TYPE_UNKNOWN;
	}
	switch (b->kind) {
	case BUILTIN_PRINTF:
		type_format_args(t, n, 0);
		break;
	case BUILTIN_PRINTD:
	case BUILTIN_PRINTDLN:
		expect(t, n->args[0], TYPE_STRING);
		break;
	default:
		break;
	}
	return b->to_string ? TYPE_STRING : TYPE_UNKNOWN;
}

/* A parameter's type: its local's, which an embedded-C function has too
 * (for its pragmas), else its declaration's. */
static ast_type *param_type(ast_function *fn, int i)
{
	return i < fn->nlocals ? &fn->locals[i]->type : &fn->params[i].type;
}

static ast_type type_call(typer *t, ast_node *n)
{
	const builtin *b = builtin_find(n->name);

	if (b)
		return type_builtin(t, n, b);
	if (!n->sym || !n->sym->function)
		return TYPE_UNKNOWN;
	/* every overload the call may run takes the same arguments and
	 * gives the same result */
	for (ast_function *fn = n->sym->function; fn; fn = fn->overload_next) {
		for (int i = 0; i < n->nargs && i < fn->nparams; i++) {
			ast_type at = infer_value(t, n->args[i]);
			ast_type *slot = param_type(fn, i);
			if (*slot == TYPE_UNKNOWN && at != TYPE_UNKNOWN) {
				*slot = at;
				t->changed = true;
			}
			expect(t, n->args[i], *slot);
		}
		if (fn != n->sym->function)
			set_return_type(t, fn, n->sym->function->type, n);
	}
	return n->sym->function->type;
}

/* ---- expressions ---- */

static ast_type type_binary_longs(typer *t, ast_node *n)
{
	infer_value(t, n->lhs);
	expect(t, n->lhs, TYPE_LONG);
	if (n->rhs) {
		infer_value(t, n->rhs);
		expect(t, n->rhs, TYPE_LONG);
	}
	return TYPE_LONG;
}

static ast_type type_compare(typer *t, ast_node *n)
{
	ast_type l = infer_value(t, n->lhs), r = infer_value(t, n->rhs);

	if (l != TYPE_UNKNOWN)
		expect(t, n->rhs, l);
	else if (r != TYPE_UNKNOWN)
		expect(t, n->lhs, r);
	return TYPE_LONG;
}

static ast_type type_assign(typer *t, ast_node *n)
{
	ast_type r = infer_value(t, n->rhs);
	ast_type l = infer_value(t, n->lhs);

	if (n->op == '=') {
		if (r != TYPE_UNKNOWN)
			expect(t, n->lhs, r);
		else if (l != TYPE_UNKNOWN)
			expect(t, n->rhs, l);
		return n->lhs->type;
	}
	ast_type ty = n->op == '.' ? TYPE_STRING : TYPE_LONG;
	expect(t, n->lhs, ty);
	expect(t, n->rhs, ty);
	return ty;
}

static ast_type type_at_op(typer *t, ast_node *n)
{
	if (!strcmp(n->name, "entry"))
		return n->nargs == 1 ? infer_value(t, n->args[0]) : TYPE_UNKNOWN;
	/* @enumname's lookup (enum_ops.h): a long's name */
	if (!strcmp(n->name, "enumname") && n->nargs == 1) {
		infer_value(t, n->args[0]);
		expect(t, n->args[0], TYPE_LONG);
		return TYPE_STRING;
	}
	for (int i = 0; i < n->nargs; i++)
		infer_value(t, n->args[i]);
	return TYPE_LONG;
}

/* A resolved typed access: its operands are longs, its value is the
 * kind the access reads. */
static ast_type type_typed(typer *t, ast_node *n)
{
	ast_node *ops[64];
	int nops = typed_operands(n->typed, ops, 64);
	for (int i = 0; i < nops; i++) {
		infer_value(t, ops[i]);
		expect(t, ops[i], TYPE_LONG);
	}
	return n->type;
}

static ast_type infer_kind(typer *t, ast_node *n)
{
	if (n->typed)
		return type_typed(t, n);
	switch (n->kind) {
	case EX_NUMBER:
		return TYPE_LONG;
	case EX_STRING:
		return TYPE_STRING;
	case EX_TARGET:
		return n->type != TYPE_UNKNOWN ? n->type : TYPE_LONG;
	case EX_IDENT:
		if (n->sym)
			set_arity(t, n->sym, 0, n);
		return n->sym ? n->sym->type : TYPE_UNKNOWN;
	case EX_INDEX:
		if (n->lhs->kind == EX_HIST)
			return type_bucket(t, n);
		if (n->lhs->kind != EX_IDENT) {
			infer_value(t, n->lhs);
			for (int i = 0; i < n->nargs; i++) {
				infer_value(t, n->args[i]);
				expect(t, n->args[i], TYPE_LONG);
			}
			return TYPE_LONG;
		}
		type_keys(t, n->sym, n->args, n->nargs, n);
		return n->sym ? n->sym->type : TYPE_UNKNOWN;
	case EX_IN:
		if (n->lhs->kind == EX_HIST)
			return type_bucket(t, n);
		type_keys(t, n->sym, n->args, n->nargs, n);
		return TYPE_LONG;
	case EX_CALL:
		return type_call(t, n);
	case EX_UNARY:
	case EX_BINARY:
	case EX_LOGICAL:
		return type_binary_longs(t, n);
	case EX_COMPARE:
		return type_compare(t, n);
	case EX_REGEX:
		infer_value(t, n->lhs);
		infer_value(t, n->rhs);
		expect(t, n->lhs, TYPE_STRING);
		expect(t, n->rhs, TYPE_STRING);
		return TYPE_LONG;
	case EX_CONCAT:
		infer_value(t, n->lhs);
		infer_value(t, n->rhs);
		expect(t, n->lhs, TYPE_STRING);
		expect(t, n->rhs, TYPE_STRING);
		return TYPE_STRING;
	case EX_TERNARY: {
		infer_value(t, n->cond);
		expect(t, n->cond, TYPE_LONG);
		ast_type l = infer_value(t, n->lhs), r = infer_value(t, n->rhs);
		if (l != TYPE_UNKNOWN)
			expect(t, n->rhs, l);
		else if (r != TYPE_UNKNOWN)
			expect(t, n->lhs, r);
		return n->lhs->type;
	}
	case EX_ASSIGN:
		return type_assign(t, n);
	case EX_PREINC:
	case EX_POSTINC:
		infer_value(t, n->lhs);
		expect(t, n->lhs, TYPE_LONG);
		return TYPE_LONG;
	case EX_STATS_ADD:
		type_aggregate(t, n->lhs);
		infer_value(t, n->rhs);
		expect(t, n->rhs, TYPE_LONG);
		return TYPE_LONG;
	case EX_STATS_OP:
		type_aggregate(t, n->lhs);
		return TYPE_LONG;
	case EX_HIST:
		type_hist(t, n);
		return TYPE_UNKNOWN;
	case EX_AT_OP:
		return type_at_op(t, n);
	case EX_MEMBER:
	case EX_ADDR:
		infer(t, n->lhs);
		return TYPE_LONG;
	case EX_PRETTY:
		infer(t, n->lhs);
		return TYPE_STRING;
	case EX_EMBEDDED:
		return strstr(n->str, "/* string */") ? TYPE_STRING : TYPE_LONG;
	default:
		return TYPE_UNKNOWN;
	}
}

static ast_type infer(typer *t, ast_node *n)
{
	if (!n)
		return TYPE_UNKNOWN;
	ast_type ty = infer_kind(t, n);
	if (ty != TYPE_UNKNOWN && n->type == TYPE_UNKNOWN) {
		n->type = ty;
		t->changed = true;
	}
	return n->type;
}

/* ---- statements ---- */

static void type_foreach_hist(typer *t, ast_foreach *fe)
{
	infer(t, fe->array);
	if (fe->nkeys != 1) {
		error_at(t, fe->array, "inconsistent arity (%d vs 1)", fe->nkeys);
		return;
	}
	expect(t, fe->keys[0], TYPE_LONG);
	if (fe->value)
		expect(t, fe->value, TYPE_LONG);
}

static void type_foreach(typer *t, ast_node *n)
{
	ast_foreach *fe = n->foreach;
	ast_symbol *arr = fe->array->sym;

	if (fe->array->kind == EX_HIST) {
		type_foreach_hist(t, fe);
	} else if (arr) {
		if (fe->slice) {
			type_keys(t, arr, fe->slice, fe->nslice, fe->array);
			if (t->ok && fe->nslice != fe->nkeys)
				error_at(t, fe->array, "inconsistent arity (%d vs %d)",
					 fe->nkeys, fe->nslice);
		} else {
			set_arity(t, arr, fe->nkeys, fe->array);
		}
		for (int i = 0; t->ok && i < fe->nkeys && i < arr->nkeys; i++) {
			ast_node *k = fe->keys[i];
			infer(t, k);
			set_key_type(t, arr, i, k->type, k);
			expect(t, k, arr->key_types[i]);
		}
		if (fe->value && fe->value->sym) {
			if (arr->type == TYPE_STATS) {
				error_at(t, fe->value, "invalid type stats");
			} else {
				infer(t, fe->value);
				set_symbol_type(t, arr, fe->value->type, fe->value);
				expect(t, fe->value, arr->type);
			}
		}
		if (fe->sort_aggr && arr->type != TYPE_STATS &&
		    arr->type != TYPE_UNKNOWN)
			error_at(t, fe->array, "invalid type %s",
				 parse_type_name(arr->type));
		else if (fe->sort_aggr)
			expect(t, fe->array, TYPE_STATS);
	}
	if (fe->limit) {
		infer_value(t, fe->limit);
		expect(t, fe->limit, TYPE_LONG);
	}
	type_stmt(t, n->body);
}

static void type_condition(typer *t, ast_node *cond)
{
	if (cond) {
		infer_value(t, cond);
		expect(t, cond, TYPE_LONG);
	}
}

static void type_delete(typer *t, ast_node *v)
{
	if (v->kind == EX_IDENT && v->sym && v->sym->kind == SYM_GLOBAL)
		return; /* all of it, whatever it is */
	if (v->kind == EX_INDEX && v->lhs->kind == EX_IDENT) {
		type_keys(t, v->sym, v->args, v->nargs, v);
		return;
	}
	infer(t, v);
}

static void type_stmt(typer *t, ast_node *n)
{
	for (; n && t->ok; n = n->next) {
		switch (n->kind) {
		case ST_BLOCK:
			type_stmt(t, n->body);
			break;
		case ST_EXPR:
			infer(t, n->lhs);
			break;
		case ST_IF:
		case ST_WHILE:
			type_condition(t, n->cond);
			type_stmt(t, n->body);
			type_stmt(t, n->els);
			break;
		case ST_FOR:
			type_stmt(t, n->init);
			type_condition(t, n->cond);
			infer(t, n->step);
			type_stmt(t, n->body);
			break;
		case ST_FOREACH:
			type_foreach(t, n);
			break;
		case ST_RETURN:
			if (n->lhs && t->fn) {
				ast_type ty = infer_value(t, n->lhs);
				set_return_type(t, t->fn, ty, n->lhs);
				expect(t, n->lhs, t->fn->type);
			}
			break;
		case ST_DELETE:
			type_delete(t, n->lhs);
			break;
		case ST_TRY:
			type_stmt(t, n->body);
			if (n->lhs)
				expect(t, n->lhs, TYPE_STRING);
			if (n->rhs)
				expect(t, n->rhs, TYPE_STRING);
			type_stmt(t, n->els);
			break;
		default:
			break;
		}
	}
}

/* ---- after the fixpoint ---- */

static void report_unresolved(typer *t, ast_symbol **syms, int n)
{
	for (int i = 0; i < n; i++) {
		if (syms[i]->type != TYPE_UNKNOWN)
			continue;
		char *what = xasprintf("identifier '%s'", syms[i]->name);
		diag_semantic_error(syms[i]->loc, what, "unresolved type ");
		free(what);
		t->ok = false;
	}
}

/* What a global's declaration says must hold for how it is used. */
static void check_globals(typer *t)
{
	for (int i = 0; i < t->s->nglobals; i++) {
		ast_symbol *g = t->s->globals[i];
		char *what = xasprintf("identifier '%s'", g->name);
		if (g->global && g->global->wrap && g->nkeys <= 0) {
			diag_semantic_error(g->loc, what, "wrapping not supported for scalars");
			t->ok = false;
		} else if (g->nkeys < 0) {
			diag_semantic_error(g->loc, what, "unresolved arity");
			t->ok = false;
		} else if (g->in_embedded && g->type == TYPE_STATS) {
			diag_semantic_error(g->loc, what, "Aggregates not available in embedded-C");
			t->ok = false;
		} else if (g->global && g->global->init && g->nkeys > 0) {
			diag_semantic_error(g->loc, what, "array initialized as a scalar");
			t->ok = false;
		}
		free(what);
	}
}

bool elaborate_types(session *s)
{
	typer t = { .s = s, .ok = true };

	do {
		t.changed = false;
		for (int i = 0; i < s->nprobes && t.ok; i++) {
			t.fn = NULL;
			type_stmt(&t, s->probes[i]->probe->body);
		}
		for (int i = 0; i < s->nfunctions && t.ok; i++) {
			t.fn = s->functions[i];
			type_stmt(&t, s->functions[i]->body);
		}
		t.nhists = 0;
	} while (t.changed && t.ok);
	free(t.hists);
	if (!t.ok)
		return false;

	/* embedded-C functions: what no call decided is a long, as in stap */
	for (int i = 0; i < s->nfunctions; i++) {
		ast_function *fn = s->functions[i];
		if (fn->body)
			continue;
		for (int j = 0; j < fn->nparams; j++) {
			ast_type *slot = param_type(fn, j);
			if (*slot == TYPE_UNKNOWN)
				*slot = TYPE_LONG;
			fn->params[j].type = *slot;
		}
	}
	for (int i = 0; i < s->nprobes; i++)
		report_unresolved(&t, s->probes[i]->probe->locals,
				  s->probes[i]->probe->nlocals);
	for (int i = 0; i < s->nfunctions; i++)
		report_unresolved(&t, s->functions[i]->locals,
				  s->functions[i]->nlocals);
	report_unresolved(&t, s->globals, s->nglobals);
	if (t.ok)
		check_globals(&t);
	return t.ok;
}
