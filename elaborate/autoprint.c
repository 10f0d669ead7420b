/* A global of the user's script that is written but never read is
 * printed when the session ends, as stap does: each gets an `end` probe
 * of its own, made here (after types are known) the way stap writes it
 * (and one read but never written is warned about):
 *
 *   a=%d, b="%#s", s @count=%#d @min=%#d ..., h[%#d,"%#s"]=%d
 */
#include <stdlib.h>
#include <string.h>

#include "clone.h"
#include "diag.h"
#include "elaborate_int.h"
#include "probes.h"
#include "similar.h"
#include "usage.h"
#include "util.h"
#include "walk.h"

/* What the script does with each global, by its slot (usage_compute
 * numbers them): a flag each, where lists searched at each access made
 * pass 2 quadratic in the globals. */
enum { ACCESS_READ = 1, ACCESS_WRITTEN = 2 };

typedef struct access {
	unsigned char *of;         /* [global's index] */
	const session *s;
} access;

static void note(access *a, const ast_symbol *g, unsigned char how)
{
	if (g->index >= 0 && g->index < a->s->nglobals &&
	    a->s->globals[g->index] == g)
		a->of[g->index] |= how;
}

static ast_symbol *global_of(const ast_node *n)
{
	const ast_node *v = n && n->kind == EX_INDEX ? n->lhs : n;

	if (v && (v->kind == EX_IDENT || v->kind == EX_INDEX) && v->sym &&
	    v->sym->kind == SYM_GLOBAL)
		return v->sym;
	return NULL;
}

/* Embedded C that names a global in a pragma uses it both ways. */
static void note_pragmas(access *a, const char *code)
{
	for (int i = 0; code && i < a->s->nglobals; i++) {
		ast_symbol *g = a->s->globals[i];
		if (usage_pragma_names(code, "read", g->name))
			note(a, g, ACCESS_READ);
		if (usage_pragma_names(code, "write", g->name))
			note(a, g, ACCESS_WRITTEN);
	}
}

static bool note_access(ast_node *n, void *arg);

/* `a = v`, `a[k] += v`, `a <<< v`, `delete a[k]`: writes a, reads the
 * keys and the value. */
static void note_write(access *a, ast_node *n)
{
	ast_symbol *g = global_of(n->lhs);

	if (g)
		note(a, g, ACCESS_WRITTEN);
	if (n->lhs && n->lhs->kind == EX_INDEX)
		for (int i = 0; i < n->lhs->nargs; i++)
			walk_tree(n->lhs->args[i], note_access, a);
	if (n->rhs)
		walk_tree(n->rhs, note_access, a);
}

static bool is_update(const ast_node *n)
{
	return n && (n->kind == EX_ASSIGN || n->kind == EX_PREINC ||
		     n->kind == EX_POSTINC || n->kind == EX_STATS_ADD);
}

/* An update as a whole statement (`n++`, `n += 2`) only writes; used as
 * a value (`if (n++)`) it reads too, as stap counts it. */
static bool note_access(ast_node *n, void *arg)
{
	access *a = arg;
	ast_symbol *g;

	switch (n->kind) {
	case ST_EXPR:
		if (!is_update(n->lhs))
			return true;
		note_write(a, n->lhs);
		return false;
	case ST_FOR:
		walk_tree(n->init, note_access, a);
		walk_tree(n->cond, note_access, a);
		if (is_update(n->step))
			note_write(a, n->step);
		else
			walk_tree(n->step, note_access, a);
		walk_tree(n->body, note_access, a);
		return false;
	case EX_ASSIGN:
	case EX_PREINC:
	case EX_POSTINC:
		if ((g = global_of(n->lhs)) && !(n->kind == EX_ASSIGN && n->op == '='))
			note(a, g, ACCESS_READ);
		note_write(a, n);
		return false;
	case EX_STATS_ADD:
	case ST_DELETE:
		note_write(a, n);
		return false;
	case EX_EMBEDDED:
		note_pragmas(a, n->str);
		return true;
	default:
		if (n->sym && n->sym->kind == SYM_GLOBAL)
			note(a, n->sym, ACCESS_READ);
		if (n->kind == ST_FOREACH && n->foreach->array->sym)
			note(a, n->foreach->array->sym, ACCESS_READ);
		return true;
	}
}

/* ---- building the probe ---- */

static ast_node *node(arena *a, ast_kind kind, src_loc loc, ast_type type)
{
	ast_node *n = clone_new_node(a, kind, loc);

	n->type = type;
	n->depth = 1;
	return n;
}

static ast_node *string_node(arena *a, src_loc loc, char *text)
{
	ast_node *n = node(a, EX_STRING, loc, TYPE_STRING);

	n->str = text;
	n->len = strlen(text);
	return n;
}

static ast_node *ref(arena *a, ast_symbol *sym, src_loc loc)
{
	ast_node *n = node(a, EX_IDENT, loc, sym->type);

	n->name = arena_strdup(a, sym->name);
	n->sym = sym;
	return n;
}

static ast_node *index_of(arena *a, ast_symbol *g, ast_symbol **keys,
			  src_loc loc)
{
	ast_node *n = node(a, EX_INDEX, loc, g->type);

	n->lhs = ref(a, g, loc);
	n->lhs->type = TYPE_UNKNOWN;
	n->sym = g;
	for (int i = 0; i < g->nkeys; i++)
		ARENA_PUSH(a, n->args, n->nargs, ref(a, keys[i], loc));
	n->depth = 2;
	return n;
}

static ast_node *call(arena *a, const char *name, src_loc loc, ast_type type)
{
	ast_node *n = node(a, EX_CALL, loc, type);

	n->name = arena_strdup(a, name);
	n->depth = 3;
	return n;
}

static const char *const stats_ops[] = { "count", "min", "max", "sum", "avg" };

static ast_node *stats_op(arena *a, const char *op, ast_node *of, src_loc loc)
{
	ast_node *n = node(a, EX_STATS_OP, loc, TYPE_LONG);

	n->name = arena_strdup(a, op);
	n->lhs = of;
	n->depth = of->depth + 1;
	return n;
}

/* What a statistics reference is made of, made fresh for each use: a
 * scalar global (keys NULL) or an element of an array at its keys. */
typedef struct stats_ref {
	arena *a;
	ast_symbol *g;
	ast_symbol **keys;
} stats_ref;

static ast_node *fresh_ref(const stats_ref *r)
{
	if (!r->keys)
		return ref(r->a, r->g, r->g->loc);
	return index_of(r->a, r->g, r->keys, r->g->loc);
}

/* " @count=%#d @min=%#d ..." and the five values of `r`. */
static void add_stats(strbuf *fmt, ast_node *pf, const stats_ref *r, src_loc loc)
{
	for (size_t i = 0; i < sizeof stats_ops / sizeof stats_ops[0]; i++) {
		sb_printf(fmt, " @%s=%%#d", stats_ops[i]);
		ARENA_PUSH(r->a, pf->args, pf->nargs,
			   stats_op(r->a, stats_ops[i], fresh_ref(r), loc));
	}
}

static ast_node *stmt(arena *a, ast_node *expr)
{
	ast_node *s = node(a, ST_EXPR, expr->loc, TYPE_UNKNOWN);

	s->lhs = expr;
	return s;
}

/* printf(FMT, args...) with FMT's first argument slot reserved. */
static ast_node *printf_call(arena *a, src_loc loc)
{
	ast_node *pf = call(a, "printf", loc, TYPE_UNKNOWN);

	ARENA_PUSH(a, pf->args, pf->nargs, NULL);
	return pf;
}

static void finish_printf(arena *a, ast_node *pf, strbuf *fmt)
{
	sb_puts(fmt, "\n");
	pf->args[0] = string_node(a, pf->loc, arena_steal(a, fmt));
}

static ast_node *print_scalar(arena *a, ast_symbol *g)
{
	src_loc loc = g->loc;
	strbuf fmt = {0};
	ast_node *pf = printf_call(a, loc);

	if (g->type == TYPE_STATS) {
		/* no values yet: @min and the rest would be errors */
		ast_node *none = printf_call(a, loc);
		strbuf f0 = {0};
		sb_printf(&f0, "%s @count=0x0", g->name);
		finish_printf(a, none, &f0);
		sb_puts(&fmt, g->name);
		add_stats(&fmt, pf, &(stats_ref){ a, g, NULL }, loc);
		finish_printf(a, pf, &fmt);
		ast_node *test = node(a, EX_COMPARE, loc, TYPE_LONG);
		test->op = TOK_EQ;
		test->lhs = stats_op(a, "count", ref(a, g, loc), loc);
		test->rhs = node(a, EX_NUMBER, loc, TYPE_LONG);
		test->depth = 3;
		ast_node *s = node(a, ST_IF, loc, TYPE_UNKNOWN);
		s->cond = test;
		s->body = stmt(a, none);
		s->els = stmt(a, pf);
		return s;
	}
	sb_printf(&fmt, g->type == TYPE_STRING ? "%s=\"%%#s\"" : "%s=%%d", g->name);
	ARENA_PUSH(a, pf->args, pf->nargs, ref(a, g, loc));
	finish_printf(a, pf, &fmt);
	return stmt(a, pf);
}

/* A local of the end probe; the probe's locals are a heap array, as
 * everywhere in pass 2 (resolve adds to it). */
static ast_symbol *new_local(arena *a, ast_probe *p, const char *name,
			     ast_type type, src_loc loc)
{
	ast_symbol *sym = arena_alloc(a, sizeof *sym);

	sym->kind = SYM_LOCAL;
	sym->name = arena_strdup(a, name);
	sym->loc = loc;
	sym->type = type;
	sym->index = p->nlocals;
	VEC_PUSH(p->locals, p->nlocals, sym);
	return sym;
}

static ast_node *print_array(arena *a, ast_symbol *g, ast_probe *p)
{
	src_loc loc = g->loc;
	ast_symbol *keys[9];
	ast_foreach *fe = arena_alloc(a, sizeof *fe);
	strbuf fmt = {0};
	ast_node *pf = printf_call(a, loc);

	for (int i = 0; i < g->nkeys; i++) {
		char name[32];
		snprintf(name, sizeof name, "__idx%d", i);
		keys[i] = new_local(a, p, name, g->key_types[i], loc);
		ARENA_PUSH(a, fe->keys, fe->nkeys, ref(a, keys[i], loc));
	}
	fe->array = ref(a, g, loc);
	fe->sort_key = -1;
	fe->sort_dir = -1;
	sb_printf(&fmt, "%s[", g->name);
	for (int i = 0; i < g->nkeys; i++) {
		sb_printf(&fmt, "%s%s", i ? "," : "",
			  g->key_types[i] == TYPE_STRING ? "\"%#s\"" : "%#d");
		ARENA_PUSH(a, pf->args, pf->nargs, ref(a, keys[i], loc));
	}
	sb_putc(&fmt, ']');
	if (g->type == TYPE_STATS) {
		add_stats(&fmt, pf, &(stats_ref){ a, g, keys }, loc);
	} else {
		ast_symbol *val = new_local(a, p, "__val", g->type, loc);
		fe->value = ref(a, val, loc);
		sb_puts(&fmt, g->type == TYPE_STRING ? "=\"%#s\"" : "=%d");
		ARENA_PUSH(a, pf->args, pf->nargs, ref(a, val, loc));
	}
	finish_printf(a, pf, &fmt);
	ast_node *s = node(a, ST_FOREACH, loc, TYPE_UNKNOWN);
	s->foreach = fe;
	s->body = stmt(a, pf);
	return s;
}

static void add_end_probe(session *s, ast_symbol *g)
{
	session_probe *sp = arena_alloc(s->arena, sizeof *sp);
	ast_probe *p = arena_alloc(s->arena, sizeof *p);

	p->loc = g->loc;
	ast_probe_point *pt = arena_alloc(s->arena, sizeof *pt);
	pt->loc = g->loc;
	ast_component end = { .name = arena_strdup(s->arena, "end") };
	ARENA_PUSH(s->arena, pt->comps, pt->ncomps, end);
	ARENA_PUSH(s->arena, p->points, p->npoints, pt);
	p->body = node(s->arena, ST_BLOCK, g->loc, TYPE_UNKNOWN);
	p->body->body = g->nkeys > 0 ? print_array(s->arena, g, p)
				     : print_scalar(s->arena, g);
	sp->arena = s->arena;
	sp->probe = p;
	sp->derivation = arena_strdup(s->arena, " /*  <- end */ ");
	if (probe_resolve_family_point(s, pt, sp) != PROBE_MATCHED)
		fatal("no family resolves the end probe");
	usage_of_probe(s, sp);
	VEC_PUSH(s->probes, s->nprobes, sp);
}

void elaborate_autoprint(session *s)
{
	access a = { .s = s, .of = xcalloc((size_t)s->nglobals + 1, 1) };

	for (int i = 0; i < s->nprobes; i++)
		walk_tree(s->probes[i]->probe->body, note_access, &a);
	for (int i = 0; i < s->nfunctions; i++) {
		walk_tree(s->functions[i]->body, note_access, &a);
		note_pragmas(&a, s->functions[i]->embedded_c);
	}
	const char **names = NULL;
	int nnames = 0;
	for (int i = 0; i < s->nglobals; i++)
		VEC_PUSH(names, nnames, s->globals[i]->name);
	for (int i = 0; i < s->nglobals; i++) {
		ast_symbol *g = s->globals[i];
		if (!g->loc.file || g->loc.file->is_tapset)
			continue;
		bool read = a.of[i] & ACCESS_READ;
		bool written = a.of[i] & ACCESS_WRITTEN;
		if (read && !written && !(g->global && g->global->init)) {
			char *similar = similar_names(g->name, names, nnames);
			char *what = xasprintf("identifier '%s'", g->name);
			diag_warning(g->loc, what, "never-assigned global variable '%s'%s",
				     g->name, similar);
			free(what);
			free(similar);
		}
		if (written && !read && !s->config.no_global_display)
			add_end_probe(s, g);
	}
	free(names);
	free(a.of);
}
