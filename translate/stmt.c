/* Pass 3, statements. Each counts against MAXACTION, records where it is
 * for error messages, and leaves the body (`goto out`) once an error is
 * set. Loops are C loops, so break and continue are C's. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "usage.h"
#include "walk.h"

void tr_line(body *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	char *text = xvasprintf(fmt, ap);
	va_end(ap);
	for (int i = 0; i < b->indent; i++)
		sb_putc(&b->code, '\t');
	sb_puts(&b->code, text);
	sb_putc(&b->code, '\n');
	free(text);
}

/* Whether evaluating `n` can set an error: false only for numbers,
 * scalars, a probe's target values already read, and arithmetic and
 * comparisons that do not divide. */
static bool expr_cannot_fail(const ast_node *n)
{
	if (!n)
		return true;
	switch (n->kind) {
	case EX_NUMBER:
	case EX_STRING:
	case EX_TARGET:
		return true;
	case EX_IDENT:
		return n->sym && n->sym->nkeys == 0 &&
		       (n->sym->kind == SYM_LOCAL || n->sym->kind == SYM_GLOBAL);
	case EX_BINARY:
		if (n->op == '/' || n->op == '%')
			return false;
		/* fall through */
	case EX_LOGICAL:
	case EX_COMPARE:
		return expr_cannot_fail(n->lhs) && expr_cannot_fail(n->rhs);
	case EX_UNARY:
		return expr_cannot_fail(n->lhs);
	case EX_TERNARY:
		return expr_cannot_fail(n->cond) && expr_cannot_fail(n->lhs) &&
		       expr_cannot_fail(n->rhs);
	default:
		return false;
	}
}

/* `g++`, `g -= e`, ... as a statement, g a global pass 2 left unlocked:
 * an atomic add (usage.c says why that is enough). */
static bool is_count(const ast_node *e)
{
	const ast_symbol *g = usage_counted_global(e);

	return g && g->unlocked && g->type == TYPE_LONG;
}

/* A statement that no error can end but MAXACTION's: an if's condition,
 * or a count, of what cannot fail. */
static bool stmt_cannot_fail(const ast_node *n)
{
	if (n->kind == ST_IF)
		return expr_cannot_fail(n->cond);
	if (n->kind != ST_EXPR || !n->lhs)
		return false;
	/* `<<<` into a statistic, not an array of them, cannot fail */
	if (n->lhs->kind == EX_STATS_ADD)
		return n->lhs->lhs->kind == EX_IDENT && expr_cannot_fail(n->lhs->rhs);
	return is_count(n->lhs) &&
	       (n->lhs->kind != EX_ASSIGN || expr_cannot_fail(n->lhs->rhs));
}

/* Where the statement is, for an error's "near", and its count against
 * MAXACTION. In a body of bounded statements (b->actions_bound), a
 * statement that cannot fail needs its place only when MAXACTION is
 * counted, which the C compiler decides from the limits. */
static void begin_statement(body *b, ast_node *n)
{
	char *where = tr_near(b->arena, n);

	if (!b->actions_bound) {
		tr_line(b, "c->last_stmt = %s;", where);
		tr_line(b, "TAPC_ACTIONS(c, 1);");
	} else if (stmt_cannot_fail(n)) {
		tr_line(b, "TAPC_STATEMENT_UPTO(c, %s, %d);", where, b->actions_bound);
	} else {
		tr_line(b, "c->last_stmt = %s;", where);
		tr_line(b, "TAPC_ACTIONS_UPTO(c, 1, %d);", b->actions_bound);
	}
}

typedef struct bound_walk {
	int nodes;
	bool unbounded;
} bound_walk;

static bool note_bound(ast_node *n, void *arg)
{
	bound_walk *w = arg;

	w->nodes++;
	switch (n->kind) {
	case ST_FOR:
	case ST_WHILE:
	case ST_FOREACH:
	case EX_STATS_OP:
	case EX_HIST:
		w->unbounded = true;
		return false;
	case EX_STATS_ADD:
		/* the statistic is only added to: nothing is combined */
		w->nodes++;
		if (n->rhs)
			walk_tree(n->rhs, note_bound, w);
		if (n->lhs && n->lhs->kind == EX_INDEX)
			for (int i = 0; i < n->lhs->nargs; i++)
				walk_tree(n->lhs->args[i], note_bound, w);
		return false;
	case EX_CALL:
		if (n->sym && n->sym->function)
			for (const ast_function *f = n->sym->function; f; f = f->overload_next)
				if (f->body)
					w->unbounded = true;
		return !w->unbounded;
	default:
		/* a statistic read any other way may be combined (charged) */
		if (n->sym && n->sym->type == TYPE_STATS)
			w->unbounded = true;
		return !w->unbounded;
	}
}

int tr_actions_bound(const ast_node *body)
{
	bound_walk w = {0};

	walk_tree((ast_node *)body, note_bound, &w);
	return w.unbounded ? 0 : w.nodes;
}

static void check_error(body *b)
{
	tr_line(b, "if (unlikely(c->last_error))");
	tr_line(b, "\tgoto out;");
}

static void nested(body *b, ast_node *n)
{
	tr_line(b, "{");
	b->indent++;
	tr_stmt(b, n);
	b->indent--;
	tr_line(b, "}");
}

static void condition_stmt(body *b, const char *keyword, ast_node *cond)
{
	char *c = tr_expr(b, cond);

	tr_line(b, "%s (%s)", keyword, c);
}

/* foreach ([k1, ...] in arr[s1, ...]): the slice's keys, evaluated once
 * before the loop into C locals; NULL where the slice has a '*'. */
static char **slice_values(body *b, const ast_foreach *fe)
{
	char **values = arena_alloc(b->arena, sizeof *values * ((size_t)fe->nslice + 1));

	for (int i = 0; i < fe->nslice; i++) {
		if (fe->slice[i]->kind == EX_WILDCARD)
			continue;
		char *v = tr_expr(b, fe->slice[i]);
		values[i] = tr_fresh_name(b, "slice");
		tr_line(b, "%s%s = %s;", fe->slice[i]->type == TYPE_STRING
			? "const char *" : "int64_t ", values[i], v);
	}
	return values;
}

/* Skips the entries the slice does not match. */
static void slice_filter(body *b, const ast_foreach *fe, char **values,
			 const ast_symbol *arr, const char *e)
{
	for (int i = 0; i < fe->nslice; i++) {
		if (!values[i])
			continue;
		if (arr->key_types[i] == TYPE_STRING)
			tr_line(b, "if (strcmp(tapc_entry_key_string(%s, %d), %s)) continue;",
				e, i, values[i]);
		else
			tr_line(b, "if (tapc_entry_key_long(%s, %d) != %s) continue;",
				e, i, values[i]);
	}
}

static void foreach_stmt(body *b, ast_node *n)
{
	ast_foreach *fe = n->foreach;
	ast_symbol *arr = fe->array->sym;
	char *e = tr_fresh_name(b, "e");
	char *count = tr_fresh_name(b, "n");
	char *map;

	tr_line(b, "{");
	b->indent++;
	tr_line(b, "struct tapc_map_entry *%s;", e);
	char **slice = slice_values(b, fe);
	if (fe->limit) {
		char *limit = tr_expr(b, fe->limit);
		tr_line(b, "int64_t %s = 0, %s_limit = %s;", count, count, limit);
	}
	if (arr->type == TYPE_STATS) {
		map = tr_foreach_stats_map(b, n);
	} else {
		map = tr_global_name(b->arena, arr);
		tr_line(b, "if (unlikely(!tapc_map_sort(c, %s, %d, %d)))", map,
			fe->sort_key, fe->sort_dir);
		tr_line(b, "\tgoto out;");
	}
	tr_line(b, "for (%s = tapc_map_first(%s); %s; %s = tapc_map_next(%s, %s)) {",
		e, map, e, e, map, e);
	b->indent++;
	slice_filter(b, fe, slice, arr, e);
	if (fe->limit)
		tr_line(b, "if (%s++ >= %s_limit) break;", count, count);
	tr_line(b, "TAPC_ACTIONS(c, 1);");
	for (int i = 0; i < fe->nkeys; i++) {
		char *ref = tr_local_ref(b->arena, fe->keys[i]->sym);
		if (arr->key_types[i] == TYPE_STRING)
			tr_line(b, "tapc_strcpy(%s, tapc_entry_key_string(%s, %d));",
				ref, e, i);
		else
			tr_line(b, "%s = tapc_entry_key_long(%s, %d);", ref, e, i);
	}
	if (fe->value && arr->type != TYPE_STATS) {
		char *ref = tr_local_ref(b->arena, fe->value->sym);
		if (arr->type == TYPE_STRING)
			tr_line(b, "tapc_strcpy(%s, tapc_entry_string(%s));", ref, e);
		else
			tr_line(b, "%s = tapc_entry_long(%s);", ref, e);
	}
	tr_stmt(b, n->body);
	b->indent--;
	tr_line(b, "}");
	b->indent--;
	tr_line(b, "}");
}

static void delete_stmt(body *b, ast_node *n)
{
	ast_node *t = n->lhs;

	if (t->sym && t->sym->type == TYPE_STATS) {
		tr_stats_delete(b, t);
	} else if (t->kind == EX_INDEX) {
		char *call = tr_keyed_call(b, "tapc_map_delete", t);
		tr_line(b, "%s;", call);
	} else if (t->sym && t->sym->kind == SYM_GLOBAL && t->sym->nkeys > 0) {
		char *map = tr_global_name(b->arena, t->sym);
		tr_line(b, "tapc_map_clear(%s);", map);
	} else if (t->sym) {
		char *ref = t->sym->kind == SYM_GLOBAL ? tr_global_name(b->arena, t->sym)
						       : tr_local_ref(b->arena, t->sym);
		if (t->sym->type == TYPE_STRING)
			tr_line(b, "%s[0] = '\\0';", ref);
		else
			tr_line(b, "%s = 0;", ref);
	}
}

/* n's body in a block of its own whose errors, `return` and `next` jump
 * to the block's `out` (a local label) and leave it; a body that ends
 * well jumps to `done`. What follows decides what an error does. */
static void caught_body(body *b, ast_node *n, const char *done)
{
	tr_line(b, "{");
	b->indent++;
	tr_line(b, "__label__ out;");
	if (n->num)
		tr_line(b, "c->handler = %lld;", (long long)n->num);
	nested(b, n->body);
	tr_line(b, "goto %s;", done);
	tr_line(b, "out: __attribute__((unused));");
	tr_line(b, "\t;");
	b->indent--;
	tr_line(b, "}");
}

/* try { body } catch (msg) { handler }: errors in the body jump to the
 * block's own `out` (a local label), where the handler takes over. A
 * `return` or `next` also arrives there, without an error, and goes on
 * to the enclosing `out`; MAXACTION cannot be caught, as in stap. */
static void try_stmt(body *b, ast_node *n)
{
	char *done = tr_fresh_name(b, "try_done");

	caught_body(b, n, done);
	tr_line(b, "if (likely(!c->last_error) || unlikely(c->actions > MAXACTION) ||");
	tr_line(b, "    unlikely(c->aborted))");
	tr_line(b, "\tgoto out;");
	if (n->lhs) {
		char *ref = tr_local_ref(b->arena, n->lhs->sym);
		tr_line(b, "tapc_strcpy(%s, c->last_error);", ref);
	}
	tr_line(b, "c->last_error = NULL;");
	nested(b, n->els);
	tr_line(b, "%s: ;", done);
}

/* One handler of probes merged on one point: its error or `next` ends
 * it alone; the error is kept and, after the last handler, raised, near
 * the last statement run, as stap raises it. */
static void handler_stmt(body *b, ast_node *n)
{
	char *done = tr_fresh_name(b, "handler_done");
	char *error = tr_local_ref(b->arena, n->lhs->sym);
	char *merged = tr_local_ref(b->arena, n->rhs->sym);

	caught_body(b, n, done);
	tr_line(b, "if (unlikely(c->last_error)) {");
	b->indent++;
	tr_line(b, "if (unlikely(c->actions > MAXACTION) || unlikely(c->aborted))");
	tr_line(b, "\tgoto out;");
	tr_line(b, "tapc_strcpy(%s, c->last_error);", error);
	tr_line(b, "tapc_strcpy(%s, %s);", merged, error);
	tr_line(b, "c->last_error = NULL;");
	b->indent--;
	tr_line(b, "}");
	tr_line(b, "%s: ;", done);
	if (n->next)
		return;
	tr_line(b, "if (unlikely(%s[0])) {", merged);
	tr_line(b, "\ttapc_error(c, \"%%s\", %s);", merged);
	tr_line(b, "\tgoto out;");
	tr_line(b, "}");
}

static void return_stmt(body *b, ast_node *n)
{
	if (n->lhs && b->fn) {
		char *v = tr_expr(b, n->lhs);
		if (b->fn->type == TYPE_STRING)
			tr_line(b, "tapc_strcpy(__ret, %s);", v);
		else
			tr_line(b, "__ret = %s;", v);
	}
	tr_line(b, "goto out;");
}

static bool count_stmt(body *b, ast_node *e)
{
	bool inc = e->kind == EX_PREINC || e->kind == EX_POSTINC;

	if (!is_count(e))
		return false;
	char *ref = tr_global_name(b->arena, e->lhs->sym);
	if (inc) {
		tr_line(b, "tapc_count_add(&%s, %s);", ref,
			e->op == TOK_INC ? "1" : "-1");
		return true;
	}
	char *v = tr_expr(b, e->rhs);
	tr_line(b, "tapc_count_add(&%s, %s(%s));", ref, e->op == '-' ? "-" : "", v);
	check_error(b);
	return true;
}

static void one_stmt(body *b, ast_node *n)
{
	switch (n->kind) {
	case ST_BLOCK:
		nested(b, n->body);
		return;
	case ST_NULL:
		return;
	default:
		break;
	}
	begin_statement(b, n);
	switch (n->kind) {
	case ST_EXPR: {
		if (count_stmt(b, n->lhs))
			break;
		char *e = tr_expr(b, n->lhs);
		tr_line(b, "(void)(%s);", e);
		if (!stmt_cannot_fail(n))
			check_error(b);
		break;
	}
	case ST_IF:
		condition_stmt(b, "if", n->cond);
		nested(b, n->body);
		if (n->els) {
			tr_line(b, "else");
			nested(b, n->els);
		}
		break;
	case ST_WHILE:
		/* the loop counts itself: `while (1) {}` must end too */
		condition_stmt(b, "while", n->cond);
		tr_line(b, "{");
		b->indent++;
		tr_line(b, "TAPC_ACTIONS(c, 1);");
		tr_stmt(b, n->body);
		b->indent--;
		tr_line(b, "}");
		break;
	case ST_FOR: {
		tr_line(b, "{");
		b->indent++;
		if (n->init)
			tr_stmt(b, n->init);
		char *cond = n->cond ? tr_expr(b, n->cond) : arena_strdup(b->arena, "1");
		char *step = n->step ? tr_expr(b, n->step) : arena_strdup(b->arena, "0");
		tr_line(b, "for (; %s; (void)(%s)) {", cond, step);
		b->indent++;
		tr_line(b, "TAPC_ACTIONS(c, 1);");
		tr_stmt(b, n->body);
		b->indent--;
		tr_line(b, "}");
		b->indent--;
		tr_line(b, "}");
		break;
	}
	case ST_FOREACH:
		if (n->foreach->array->kind == EX_HIST)
			tr_foreach_hist(b, n);
		else
			foreach_stmt(b, n);
		break;
	case ST_BREAK:
		tr_line(b, "break;");
		break;
	case ST_CONTINUE:
		tr_line(b, "continue;");
		break;
	case ST_NEXT:
		/* in a function: on to the next overload, which its caller runs */
		if (b->fn)
			tr_line(b, "c->nexted = true;");
		tr_line(b, "goto out;");
		break;
	case ST_RETURN:
		return_stmt(b, n);
		break;
	case ST_DELETE:
		delete_stmt(b, n);
		break;
	case ST_TRY:
		if (n->op == TRY_HANDLER)
			handler_stmt(b, n);
		else
			try_stmt(b, n);
		break;
	default:
		break;
	}
}

void tr_stmt(body *b, ast_node *n)
{
	for (; n; n = n->next)
		one_stmt(b, n);
}
