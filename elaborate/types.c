/* Pass 2, types: every value is a long, a string or statistics, and each
 * variable, array key, array value and function result keeps one type.
 * Types flow both ways (from a use to a symbol and back), so the walk
 * repeats until nothing changes; what stays unknown is an error. */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "diag.h"
#include "elaborate_int.h"
#include "format.h"
#include "util.h"

typedef struct typer {
	session *s;
	ast_function *fn;   /* the function being typed, or NULL */
	bool changed;
	bool ok;
} typer;

static ast_type infer(typer *t, ast_node *n);
static void type_stmt(typer *t, ast_node *n);

static const char *type_name(ast_type ty)
{
	switch (ty) {
	case TYPE_LONG:
		return "long";
	case TYPE_STRING:
		return "string";
	case TYPE_STATS:
		return "stats";
	default:
		return "unknown";
	}
}

/* How stap names a token in messages: "identifier 'x'", "number '3'". */
char *elaborate_describe(const ast_node *n)
{
	switch (n->kind) {
	case EX_NUMBER:
		return xasprintf("number '%lld'", (long long)n->num);
	case EX_STRING:
		return xasprintf("string '%s'", n->str);
	case EX_IDENT:
	case EX_CALL:
	case EX_INDEX:
		return xasprintf("identifier '%s'",
				 n->kind == EX_INDEX ? n->lhs->name : n->name);
	case EX_TARGET:
		return xasprintf("identifier '$%s'", n->name);
	default:
		return xstrdup("operator");
	}
}

static void mismatch(typer *t, ast_node *n, ast_type want, ast_type found)
{
	char *what = elaborate_describe(n);

	diag_semantic_error(n->loc, what, "type mismatch: expected %s but found %s",
			    type_name(want), type_name(found));
	free(what);
	t->ok = false;
}

/* Gives an unknown slot a type, or checks a known one against it. */
static void unify_slot(typer *t, ast_type *slot, ast_type ty, ast_node *at)
{
	if (ty == TYPE_UNKNOWN || *slot == ty)
		return;
	if (*slot == TYPE_UNKNOWN) {
		*slot = ty;
		t->changed = true;
		return;
	}
	mismatch(t, at, *slot, ty);
}

/* `n` must have type `ty`: pushes the type down to what `n` stands for. */
static void expect(typer *t, ast_node *n, ast_type ty)
{
	if (ty == TYPE_UNKNOWN)
		return;
	if (n->type != TYPE_UNKNOWN) {
		if (n->type != ty)
			mismatch(t, n, ty, n->type);
		return;
	}
	switch (n->kind) {
	case EX_IDENT:
	case EX_INDEX:
		if (n->sym)
			unify_slot(t, &n->sym->type, ty, n);
		break;
	case EX_CALL:
		if (n->sym && n->sym->function)
			unify_slot(t, &n->sym->function->type, ty, n);
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
	default:
		break;
	}
	n->type = ty;
	t->changed = true;
}

static void type_keys(typer *t, ast_symbol *sym, ast_node **keys, int nkeys,
		      ast_node *at)
{
	if (!sym)
		return;
	if (sym->nkeys <= 0) {
		sym->nkeys = nkeys;
		t->changed = true;
	} else if (sym->nkeys != nkeys) {
		char *what = elaborate_describe(at);
		diag_semantic_error(at->loc, what,
				    "inconsistent arity (%d vs %d)", nkeys,
				    sym->nkeys);
		free(what);
		t->ok = false;
		return;
	}
	if (nkeys > 9) {
		diag_semantic_error(at->loc, NULL, "too many array keys (%d, at most 9)", nkeys);
		t->ok = false;
		return;
	}
	for (int i = 0; i < nkeys; i++) {
		ast_type kt = infer(t, keys[i]);
		if (kt == TYPE_STATS) {
			mismatch(t, keys[i], TYPE_LONG, kt);
			continue;
		}
		unify_slot(t, &sym->key_types[i], kt, keys[i]);
		expect(t, keys[i], sym->key_types[i]);
	}
}

static void type_format_args(typer *t, ast_node *n, int first)
{
	ast_node *fmt = n->args[first];

	if (fmt->kind != EX_STRING) {
		char *what = elaborate_describe(fmt);
		diag_semantic_error(fmt->loc, what, "format string must be a literal string");
		free(what);
		t->ok = false;
		return;
	}
	format_spec spec;
	char *err = format_parse(fmt->str, &spec);
	if (err) {
		char *what = elaborate_describe(fmt);
		diag_semantic_error(fmt->loc, what, "%s", err);
		free(what);
		free(err);
		t->ok = false;
		return;
	}
	if (spec.nargs != n->nargs - first - 1) {
		char *what = elaborate_describe(fmt);
		diag_semantic_error(fmt->loc, what,
				    "format string expects %d arguments but %d given",
				    spec.nargs, n->nargs - first - 1);
		free(what);
		t->ok = false;
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
		infer(t, n->args[i]);
	switch (b->kind) {
	case BUILTIN_PRINTF:
		if (n->nargs < 1)
			break;
		type_format_args(t, n, 0);
		break;
	case BUILTIN_PRINTD:
	case BUILTIN_PRINTDLN:
		if (n->nargs >= 1)
			expect(t, n->args[0], TYPE_STRING);
		break;
	default:
		break;
	}
	if ((b->kind == BUILTIN_PRINTF || b->kind == BUILTIN_PRINTD ||
	     b->kind == BUILTIN_PRINTDLN) && n->nargs < 1) {
		diag_semantic_error(n->loc, NULL, "%s needs a format or delimiter argument", b->name);
		t->ok = false;
	}
	return b->to_string ? TYPE_STRING : TYPE_UNKNOWN;
}

static ast_type type_call(typer *t, ast_node *n)
{
	const builtin *b = builtin_find(n->name);

	if (b)
		return type_builtin(t, n, b);
	if (!n->sym || !n->sym->function)
		return TYPE_UNKNOWN;
	ast_function *fn = n->sym->function;
	for (int i = 0; i < n->nargs && i < fn->nparams; i++) {
		ast_type at = infer(t, n->args[i]);
		ast_symbol *param = fn->body ? fn->locals[i] : NULL;
		ast_type *slot = param ? &param->type : &fn->params[i].type;
		unify_slot(t, slot, at, n->args[i]);
		expect(t, n->args[i], *slot);
	}
	return fn->type;
}

static ast_type type_compare(typer *t, ast_node *n)
{
	ast_type l = infer(t, n->lhs), r = infer(t, n->rhs);

	if (n->op == TOK_MATCH || n->op == TOK_NMATCH) {
		expect(t, n->lhs, TYPE_STRING);
		expect(t, n->rhs, TYPE_STRING);
		return TYPE_LONG;
	}
	if (l != TYPE_UNKNOWN)
		expect(t, n->rhs, l);
	else if (r != TYPE_UNKNOWN)
		expect(t, n->lhs, r);
	return TYPE_LONG;
}

static ast_type type_assign(typer *t, ast_node *n)
{
	ast_type r = infer(t, n->rhs);
	ast_type l = infer(t, n->lhs);

	if (n->op == '=') {
		if (l == TYPE_STATS || r == TYPE_STATS) {
			mismatch(t, n, TYPE_LONG, TYPE_STATS);
			return TYPE_UNKNOWN;
		}
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

static ast_type infer_kind(typer *t, ast_node *n)
{
	switch (n->kind) {
	case EX_NUMBER:
	case EX_TARGET:
		return TYPE_LONG;
	case EX_STRING:
		return TYPE_STRING;
	case EX_IDENT:
		return n->sym ? n->sym->type : TYPE_UNKNOWN;
	case EX_INDEX:
		type_keys(t, n->sym, n->args, n->nargs, n->lhs);
		return n->sym ? n->sym->type : TYPE_UNKNOWN;
	case EX_IN:
		type_keys(t, n->sym, n->args, n->nargs, n->lhs);
		return TYPE_LONG;
	case EX_CALL:
		return type_call(t, n);
	case EX_UNARY:
	case EX_BINARY:
	case EX_LOGICAL:
		infer(t, n->lhs);
		expect(t, n->lhs, TYPE_LONG);
		if (n->rhs) {
			infer(t, n->rhs);
			expect(t, n->rhs, TYPE_LONG);
		}
		return TYPE_LONG;
	case EX_COMPARE:
		return type_compare(t, n);
	case EX_CONCAT:
		infer(t, n->lhs);
		infer(t, n->rhs);
		expect(t, n->lhs, TYPE_STRING);
		expect(t, n->rhs, TYPE_STRING);
		return TYPE_STRING;
	case EX_TERNARY: {
		infer(t, n->cond);
		expect(t, n->cond, TYPE_LONG);
		ast_type l = infer(t, n->lhs), r = infer(t, n->rhs);
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
		infer(t, n->lhs);
		expect(t, n->lhs, TYPE_LONG);
		return TYPE_LONG;
	case EX_STATS_ADD:
		infer(t, n->lhs);
		infer(t, n->rhs);
		expect(t, n->lhs, TYPE_STATS);
		expect(t, n->rhs, TYPE_LONG);
		return TYPE_LONG;
	case EX_STATS_OP:
		infer(t, n->lhs);
		expect(t, n->lhs, TYPE_STATS);
		return TYPE_LONG;
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

static void type_foreach(typer *t, ast_node *n)
{
	ast_foreach *fe = n->foreach;
	ast_symbol *arr = fe->array->sym;

	if (arr) {
		if (arr->nkeys <= 0) {
			arr->nkeys = fe->nkeys;
			t->changed = true;
		}
		for (int i = 0; i < fe->nkeys && i < arr->nkeys; i++) {
			ast_node *k = fe->keys[i];
			if (k->sym) {
				unify_slot(t, &k->sym->type, arr->key_types[i], k);
				unify_slot(t, &arr->key_types[i], k->sym->type, k);
			}
			k->type = k->sym ? k->sym->type : TYPE_UNKNOWN;
		}
		if (fe->value && fe->value->sym) {
			ast_type vt = arr->type == TYPE_STATS ? TYPE_LONG : arr->type;
			unify_slot(t, &fe->value->sym->type, vt, fe->value);
			if (arr->type != TYPE_STATS)
				unify_slot(t, &arr->type, fe->value->sym->type,
					   fe->value);
		}
	}
	if (fe->limit) {
		infer(t, fe->limit);
		expect(t, fe->limit, TYPE_LONG);
	}
	type_stmt(t, n->body);
}

static void type_condition(typer *t, ast_node *cond)
{
	if (cond) {
		infer(t, cond);
		expect(t, cond, TYPE_LONG);
	}
}

static void type_stmt(typer *t, ast_node *n)
{
	for (; n; n = n->next) {
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
				ast_type ty = infer(t, n->lhs);
				unify_slot(t, &t->fn->type, ty, n->lhs);
				expect(t, n->lhs, t->fn->type);
			}
			break;
		case ST_DELETE:
			if (n->lhs->kind != EX_IDENT)
				infer(t, n->lhs);
			break;
		default:
			break;
		}
	}
}

static void report_unresolved(typer *t, ast_symbol **syms, int n)
{
	for (int i = 0; i < n; i++) {
		if (syms[i]->type != TYPE_UNKNOWN)
			continue;
		char *what = xasprintf("identifier '%s'", syms[i]->name);
		diag_semantic_error(syms[i]->loc, what, "unresolved type");
		free(what);
		t->ok = false;
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
	} while (t.changed && t.ok);
	if (!t.ok)
		return false;

	/* embedded-C functions: what no call decided is a long, as in stap */
	for (int i = 0; i < s->nfunctions; i++) {
		ast_function *fn = s->functions[i];
		if (fn->body)
			continue;
		for (int j = 0; j < fn->nparams; j++)
			if (fn->params[j].type == TYPE_UNKNOWN)
				fn->params[j].type = TYPE_LONG;
	}
	for (int i = 0; i < s->nprobes; i++)
		report_unresolved(&t, s->probes[i]->probe->locals,
				  s->probes[i]->probe->nlocals);
	for (int i = 0; i < s->nfunctions; i++)
		report_unresolved(&t, s->functions[i]->locals,
				  s->functions[i]->nlocals);
	report_unresolved(&t, s->globals, s->nglobals);
	return t.ok;
}
