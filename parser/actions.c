/* The grammar's actions: building nodes and declarations, and the checks
 * stap makes while parsing (print formats, guru-only constructs, sort
 * marks, duplicate names). */
#include "actions.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "parse.h"
#include "util.h"

/* Probe point patterns like {a,b}.{c,d} multiply; beyond this it is a
 * mistake (or a fuzzer). */
#define MAX_EXPANDED_POINTS 4096

void fail_at(token *t, const char *msg)
{
	char *what = token_describe(t);
	diag_parse_error(t->loc, what, "%s", msg);
	t->reported = true;
	free(what);
}

bool compatible_below(const char *version)
{
	return parse_opts.compatible &&
	       strverscmp(parse_opts.compatible, version) < 0;
}

/* ---- expressions ---- */

/* Sets n->depth from its operands. Left-recursive rules ("1+1+1...") build
 * trees as deep as the input is long without growing bison's stack, so the
 * depth is bounded here. */
ast_node *deepen(ast_node *n, token *at)
{
	int d = 0;
	const ast_node *kids[] = { n->lhs, n->rhs, n->cond };
	for (int i = 0; i < 3; i++)
		if (kids[i] && kids[i]->depth > d)
			d = kids[i]->depth;
	for (int i = 0; i < n->nargs; i++)
		if (n->args[i]->depth > d)
			d = n->args[i]->depth;
	n->depth = d + 1;
	if (n->depth == MAX_EXPR_DEPTH + 1)
		fail_at(at, "expression nested too deeply");
	return n;
}

static ast_node *named(ast_kind kind, src_loc loc, const char *name, size_t len)
{
	ast_node *n = build_node(kind, loc);
	n->name = xstrndup(name, len);
	return n;
}

ast_node *number_node(token *t, bool negate)
{
	ast_node *n = build_node(EX_NUMBER, t->loc);
	n->num = negate ? (int64_t)(0 - (uint64_t)t->num) : t->num;
	return n;
}

ast_node *string_node(token *t)
{
	ast_node *n = build_node(EX_STRING, t->loc);
	n->str = xmalloc(t->len + 1);
	memcpy(n->str, t->text, t->len + 1);
	n->len = t->len;
	return n;
}

void append_string(ast_node *s, token *t)
{
	s->str = xrealloc(s->str, s->len + t->len + 1);
	memcpy(s->str + s->len, t->text, t->len + 1);
	s->len += t->len;
}

ast_node *ident_node(token *t)
{
	return named(EX_IDENT, t->loc, t->text, t->len);
}

/* "$a$$" is $a printed prettily ($$: with its members): the trailing '$'s
 * are not part of the name. Returns how many there are. */
static int trailing_dollars(const char *text, size_t start, size_t *end)
{
	int n = 0;
	*end = strlen(text);
	while (*end > start + 1 && text[*end - 1] == '$' && n < 2) {
		(*end)--;
		n++;
	}
	return n;
}

static ast_node *wrap_pretty(ast_node *n, int dollars, src_loc loc)
{
	if (!dollars)
		return n;
	ast_node *p = build_node(EX_PRETTY, loc);
	p->lhs = n;
	p->num = dollars;
	p->depth = n->depth + 1;
	return p;
}

ast_node *target_node(token *t)
{
	/* $name, or $$vars whose name keeps one '$'. */
	size_t end;
	int dollars = trailing_dollars(t->text, t->text[1] == '$' ? 1 : 0, &end);
	ast_node *n = named(EX_TARGET, t->loc, t->text + 1, end - 1);
	return wrap_pretty(n, dollars, t->loc);
}

ast_node *member_node(ast_node *base, token *arrow, token *name)
{
	size_t end;
	int dollars = trailing_dollars(name->text, 0, &end);
	ast_node *n = named(EX_MEMBER, arrow->loc, name->text, end);
	n->lhs = base;
	return wrap_pretty(deepen(n, arrow), dollars, name->loc);
}

ast_node *pretty_node(ast_node *base, token *dollars)
{
	return wrap_pretty(base, (int)dollars->len, dollars->loc);
}

ast_node *binary(ast_kind kind, token *op, ast_node *lhs, ast_node *rhs)
{
	ast_node *n = build_node(kind, op->loc);
	n->op = parse_op_code(op->text);
	n->lhs = lhs;
	n->rhs = rhs;
	return deepen(n, op);
}

ast_node *unary_node(ast_kind kind, token *op, ast_node *operand)
{
	ast_node *n = build_node(kind, op->loc);
	n->op = parse_op_code(op->text);
	n->lhs = operand;
	return deepen(n, op);
}

ast_node *parenthesised_ident(ast_node *ident, plist *indices, token *close)
{
	if (indices->n > 1) {
		fail_at(close, "a dereference (x)[i] takes one index");
		return NULL;
	}
	ast_node *n = build_node(EX_UNARY, ident->loc);
	n->op = '+';
	n->num = 1;
	n->lhs = ident;
	n->depth = ident->depth + 1;
	return n;
}

ast_node *stmt_node(ast_kind kind, ast_node *expr)
{
	ast_node *n = build_node(kind, expr->loc);
	n->lhs = expr;
	return n;
}

void move_list(ast_node ***items, int *n, plist *l)
{
	*items = NULL;
	*n = 0;
	for (int i = 0; l && i < l->n; i++)
		VEC_PUSH(*items, *n, (ast_node *)l->items[i]);
}

static bool name_in(const char *name, const char *const *names)
{
	for (int i = 0; names[i]; i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	return false;
}

/* The print family: stap checks formats and arity while parsing. */
static bool check_print_call(const char *name, plist *args, token *rparen)
{
	static const char *const formatted[] = { "printf", "sprintf", NULL };
	static const char *const joined[] = { "printd", "printdln", "sprintd",
					      "sprintdln", NULL };
	static const char *const nonempty[] = { "print", "sprint", NULL };
	bool fmt = name_in(name, formatted), join = name_in(name, joined);
	if (fmt || join) {
		if (args->n == 0) {
			fail_at(rparen, "expected literal string");
			return false;
		}
		if (((ast_node *)args->items[0])->kind != EX_STRING) {
			fail_at(args->aux[0], "expected literal string");
			return false;
		}
	}
	if ((join && args->n < 3) || (name_in(name, nonempty) && args->n == 0)) {
		fail_at(rparen, "expected literal string or number");
		return false;
	}
	return true;
}

ast_node *call_node(token *name, plist *args, token *rparen)
{
	if (!check_print_call(name->text, args, rparen))
		return NULL;
	ast_node *n = named(EX_CALL, name->loc, name->text, name->len);
	move_list(&n->args, &n->nargs, args);
	return deepen(n, name);
}

static bool literal_string_args(plist *args, int from)
{
	for (int i = from; i < args->n; i++) {
		if (((ast_node *)args->items[i])->kind != EX_STRING) {
			fail_at(args->aux[i], "expected literal string");
			return false;
		}
	}
	return true;
}

ast_node *at_op_node(parser_ctx *ctx, token *op, plist *args, YYLTYPE rparen)
{
	static const char *const guru_only[] = { "@kderef", "@kregister",
						 "@const", NULL };
	const char *name = op->text;
	if (name_in(name, guru_only) && !parse_opts.guru && !ctx->file->is_tapset) {
		char *msg = xasprintf("using %s operator not permitted; need stap -g",
				      name);
		fail_at(op, msg);
		free(msg);
		return NULL;
	}
	if (args->n == 0) {
		fail_at(rparen.tok, "expected literal string or number");
		return NULL;
	}
	if (!strcmp(name, "@enum") && args->n != 1) {
		fail_at(args->n > 1 ? args->aux[1] : rparen.tok, "expected ')'");
		return NULL;
	}
	/* @enumname(VALUE[, "TYPE"[, "MODULE"]]) */
	if (!strcmp(name, "@enumname")) {
		if (args->n > 3) {
			fail_at(args->aux[3], "expected ')'");
			return NULL;
		}
		for (int i = 1; i < args->n; i++)
			if (((ast_node *)args->items[i])->kind != EX_STRING) {
				fail_at(args->aux[i], "expected string");
				return NULL;
			}
		/* stap sees the token after the empty type */
		if (args->n > 1 && ((ast_node *)args->items[1])->len == 0) {
			fail_at(args->n > 2 ? args->aux[2] : rparen.tok,
				"expected non-empty string");
			return NULL;
		}
	}
	if (!strcmp(name, "@perf") || !strcmp(name, "@var") || !strcmp(name, "@const") ||
	    !strcmp(name, "@enum")) {
		if (!literal_string_args(args, 0))
			return NULL;
		if (((ast_node *)args->items[0])->len == 0) {
			fail_at(rparen.tok, "expected non-empty string");
			return NULL;
		}
	}
	if (!strcmp(name, "@cast") && (args->n < 2 || !literal_string_args(args, 1))) {
		if (args->n < 2)
			fail_at(rparen.tok, "expected ','");
		return NULL;
	}
	ast_node *n = named(EX_AT_OP, op->loc, name + 1, op->len - 1);
	move_list(&n->args, &n->nargs, args);
	return deepen(n, op);
}

/* Before 2.6 (--compatible), only target values and @cast have members,
 * indexes and pretty printing. */
bool check_autocast(parser_ctx *ctx, ast_node *base, YYLTYPE op)
{
	(void)ctx;
	if (!compatible_below("2.6"))
		return true;
	const ast_node *n = base;
	while (n->kind == EX_MEMBER || n->kind == EX_INDEX || n->kind == EX_PRETTY)
		n = n->lhs;
	if (n->kind == EX_TARGET ||
	    (n->kind == EX_AT_OP && !strcmp(n->name, "cast")))
		return true;
	fail_at(op.tok, "autocast is not supported before --compatible=2.6");
	return false;
}

bool check_embedded(parser_ctx *ctx, token *t, bool expression)
{
	if (parse_opts.guru || ctx->file->is_tapset)
		return true;
	fail_at(t, expression
		? "embedded expression code in unprivileged script; need stap -g"
		: "embedded code in unprivileged script; need stap -g");
	return false;
}

/* ---- foreach ---- */

ast_node *foreach_make(fe_head *head, ast_node *array, plist *slice,
		       token *aggr, token *sort, ast_node *limit)
{
	ast_node *n = build_node(ST_FOREACH, array->loc);
	ast_foreach *f = n->foreach = xcalloc(1, sizeof(*f));
	token *mark = NULL;
	/* In source order: the value, the keys, the array. */
	if (head->value && head->value->sort_dir) {
		mark = head->value->mark;
		f->sort_key = -1;
		f->sort_dir = head->value->sort_dir;
	}
	for (int i = 0; i < head->keys->n; i++) {
		fe_var *v = head->keys->items[i];
		VEC_PUSH(f->keys, f->nkeys, v->var);
		if (!v->sort_dir)
			continue;
		if (mark) {
			fail_at(v->mark, "multiple sort directives");
			return NULL;
		}
		mark = v->mark;
		f->sort_key = i + 1;
		f->sort_dir = v->sort_dir;
	}
	if (sort) {
		if (mark) {
			fail_at(sort, "multiple sort directives");
			return NULL;
		}
		f->sort_key = -1;
		f->sort_dir = sort->text[0] == '+' ? 1 : -1;
	}
	f->value = head->value ? head->value->var : NULL;
	f->array = array;
	move_list(&f->slice, &f->nslice, slice);
	f->sort_aggr = aggr ? xstrdup(aggr->text + 1) : NULL;
	f->limit = limit;
	return n;
}

/* ---- declarations ---- */

ast_global *global_var(parser_ctx *ctx, token *name, int wrap, int64_t size,
		       ast_node *init, token *init_tok)
{
	(void)ctx;
	if (init && size) {
		fail_at(init_tok, "only scalar globals can be initialized");
		return NULL;
	}
	ast_global *g = build_global(name->loc);
	g->name = xstrdup(name->text);
	g->wrap = wrap;
	g->size = size;
	g->init = init;
	return g;
}

void add_globals(parser_ctx *ctx, plist *globals, bool is_private)
{
	ast_script *s = ctx->script;
	for (int i = 0; i < globals->n; i++) {
		ast_global *g = globals->items[i];
		g->is_private = is_private;
		/* by name, where a scan of those before made a file of
		 * many globals quadratic */
		const ast_global *dup = symtab_get(&ctx->global_names, g->name);
		if (dup) {
			char *what = xasprintf("identifier '%s'", g->name);
			diag_parse_error(g->loc, what, "%s",
					 dup->is_private != is_private
						 ? "global versus private variable declaration conflict"
						 : "duplicate global name");
			free(what);
			continue;
		}
		VEC_PUSH(s->globals, s->nglobals, g);
		symtab_put(&ctx->global_names, g->name, g);
	}
}

void add_function(parser_ctx *ctx, token *name, ast_type type, plist *params,
		  int64_t priority, ast_node *body, token *embedded)
{
	ast_function *f = build_function(name->loc);
	f->name = xstrdup(name->text);
	f->type = type;
	f->priority = priority;
	f->body = body;
	f->embedded_c = embedded ? xstrdup(embedded->text) : NULL;
	for (int i = 0; i < params->n; i++) {
		param_tmp *p = params->items[i];
		ast_param param = { .loc = p->name->loc,
				    .name = xstrdup(p->name->text),
				    .type = p->type };
		VEC_PUSH(f->params, f->nparams, param);
	}
	VEC_PUSH(ctx->script->functions, ctx->script->nfunctions, f);
}

/* ---- probe points ---- */

void comp_number(pp_comp *c, token *num, bool negate)
{
	c->has_arg = true;
	c->arg_is_string = false;
	c->num = negate ? (int64_t)(0 - (uint64_t)num->num) : num->num;
	c->arg_loc = num->loc;
}

static pp_comp *last_comp(const plist *seq)
{
	return seq->items[seq->n - 1];
}

pp_suffix *add_mark(pp_suffix *s, int mark, token *t)
{
	if (!s->marks)
		s->marks_tok = t;
	s->marks |= mark;
	return s;
}

static bool suffix_empty(const pp_suffix *s)
{
	return !s || (!s->marks && !s->cond);
}

/* The suffix of a point whose alternative in braces had its own (inner)
 * and which has one after the braces too (outer): each part may be given
 * once. */
static pp_suffix *merge_suffix(pp_suffix *inner, pp_suffix *outer)
{
	if (suffix_empty(inner))
		return outer;
	if (suffix_empty(outer))
		return inner;
	if (inner->marks && outer->marks) {
		fail_at(outer->marks_tok, "'?' or '!' respecified");
		return NULL;
	}
	if (inner->cond && outer->cond) {
		fail_at(outer->cond_end, "condition respecified");
		return NULL;
	}
	pp_suffix *m = build_temp(sizeof(*m));
	*m = inner->marks ? *inner : *outer;
	m->cond = inner->cond ? inner->cond : outer->cond;
	m->cond_end = inner->cond ? inner->cond_end : outer->cond_end;
	m->cond_used = inner->cond ? inner->cond_used : outer->cond_used;
	return m;
}

/* An alternative in braces with marks or a condition: they belong to the
 * last component of each of its sequences (a component may end several,
 * as c in {a,b}.c, and takes the suffix once). */
plist *attach_suffix(plist *path, pp_suffix *s)
{
	if (suffix_empty(s))
		return path;
	for (int i = 0; i < path->n; i++) {
		pp_comp *last = last_comp(path->items[i]);
		if (last->stamp == s)
			continue;
		last->stamp = s;
		if (!(last->suffix = merge_suffix(last->suffix, s)))
			return NULL;
	}
	return path;
}

/* Every sequence of a followed by every sequence of b. */
plist *path_product(plist *a, plist *b)
{
	if ((long)a->n * b->n > MAX_EXPANDED_POINTS) {
		plist *first = b->items[0];
		fail_at(((pp_comp *)first->items[0])->name,
			"probe point pattern expands to too many points");
		return NULL;
	}
	for (int i = 0; i < a->n; i++) {
		plist *sa = a->items[i];
		if (last_comp(sa)->suffix) {
			token *t = ((pp_comp *)sa->items[0])->name;
			char *what = token_describe(t);
			diag_parse_error_at(t->loc, what, "%s",
					    "'?', '!' or condition must only be specified in suffix");
			t->reported = true;
			free(what);
			return NULL;
		}
	}
	plist *out = build_list(NULL);
	for (int i = 0; i < a->n; i++) {
		for (int j = 0; j < b->n; j++) {
			plist *sa = a->items[i], *sb = b->items[j];
			plist *seq = build_list(NULL);
			for (int k = 0; k < sa->n; k++)
				build_push(seq, sa->items[k]);
			for (int k = 0; k < sb->n; k++)
				build_push(seq, sb->items[k]);
			build_push(out, seq);
		}
	}
	return out;
}

static ast_node *comp_arg(const pp_comp *c)
{
	if (!c->has_arg)
		return NULL;
	ast_node *n = build_node(c->arg_is_string ? EX_STRING : EX_NUMBER, c->arg_loc);
	if (c->arg_is_string) {
		n->str = xmalloc(c->len + 1);
		memcpy(n->str, c->str, c->len + 1);
		n->len = c->len;
	} else {
		n->num = c->num;
	}
	return n;
}

static ast_node *take_cond(pp_suffix *s)
{
	if (!s->cond || !s->cond_used) {
		s->cond_used = true;
		return s->cond;
	}
	return ast_copy(&build_allocator, s->cond);
}

plist *expand_points(plist *path, pp_suffix *outer)
{
	plist *out = build_list(NULL);
	for (int i = 0; i < path->n; i++) {
		plist *seq = path->items[i];
		pp_suffix *s = merge_suffix(last_comp(seq)->suffix, outer);
		if (!s)
			return NULL;
		ast_probe_point *pt = build_point(((pp_comp *)seq->items[0])->name->loc);
		for (int k = 0; k < seq->n; k++) {
			const pp_comp *c = seq->items[k];
			ast_component comp = { .name = xstrdup(c->text), .arg = comp_arg(c),
					       .loc = c->name->loc };
			VEC_PUSH(pt->comps, pt->ncomps, comp);
		}
		pt->optional = s->marks & 1;
		pt->sufficient = s->marks & 2;
		pt->condition = take_cond(s);
		build_push(out, pt);
	}
	return out;
}

static ast_probe *new_probe(parser_ctx *ctx, token *kw, plist *points,
			    ast_node *body)
{
	ast_probe *p = build_probe(kw->loc);
	for (int i = 0; i < points->n; i++)
		VEC_PUSH(p->points, p->npoints, (ast_probe_point *)points->items[i]);
	p->body = body;
	VEC_PUSH(ctx->script->probes, ctx->script->nprobes, p);
	return p;
}

void add_probe(parser_ctx *ctx, token *kw, plist *points, ast_node *body)
{
	new_probe(ctx, kw, points, body);
}

bool add_alias(parser_ctx *ctx, token *kw, plist *names, bool epilogue,
	       plist *points, ast_node *body)
{
	ast_probe_point *name = names->items[0];
	if (names->n != 1 || name->optional || name->sufficient || name->condition) {
		char *what = xasprintf("identifier '%s'", name->comps[0].name);
		diag_parse_error_at(name->loc, what, "%s",
				    "probe point alias name cannot be optional nor sufficient");
		free(what);
		return false;
	}
	ast_probe *p = new_probe(ctx, kw, points, body);
	p->is_alias = true;
	p->alias_epilogue = epilogue;
	VEC_PUSH(p->alias_names, p->nalias_names, name);
	return true;
}
