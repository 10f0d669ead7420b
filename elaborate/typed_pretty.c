/* $EXPR$ and $EXPR$$ of typed values: the sprintf() stap expands them
 * to, "{.a=%lld, .b=%llu, .c={...}, .d=[...]}" for a struct ($$ goes
 * into members' structs and arrays too), each member one typed access
 * resolved later with the rest (typed.c). */
#include <stdlib.h>
#include <string.h>

#include "clone.h"
#include "family.h"
#include "ktypes.h"
#include "typed.h"
#include "util.h"
#include "walk.h"

/* After this many values the rest of every struct and array open is
 * "...", as stap has it (its printf takes at most 32 values). */
#define PRETTY_MAX_ARGS 32

typedef struct pretty {
	arena *a;                  /* the session's: the nodes made */
	typed_source ts;           /* the types: the kernel's or a module's
	                            * BTF, or a user binary's DWARF */
	bool deep;                 /* $$ */
	strbuf fmt;
	ast_node **args;
	int nargs;
	src_loc loc;
	bool share;                /* names are bound: the chain's base and
	                            * indices are shared, not copied (a copy
	                            * would lose its bindings) */
	bool object;               /* the target variable is a struct by
	                            * value whose members can be read */
	bool held;                 /* ... held in a register, where stap
	                            * reads only what is at its start: the
	                            * rest shows as "?" */
	uint64_t base_bits;        /* where the value being shown is in
	                            * the target variable's, in bits */
} pretty;

/* A member or element `bits` into the value being shown: what stap
 * cannot read of a struct in a register, "?"; else its value, with
 * base_bits moved to it. */
static void value(pretty *p, ast_node *at, uint32_t type, bool top);

static void value_at(pretty *p, ast_node *at, uint32_t type, uint64_t bits)
{
	if (p->held && p->base_bits + bits != 0) {
		sb_puts(&p->fmt, "?");
		return;
	}
	uint64_t outer = p->base_bits;
	p->base_bits += bits;
	value(p, at, type, false);
	p->base_bits = outer;
}

/* The chain `of` again, for one more member or index on it. */
static ast_node *copy_chain(const pretty *p, ast_node *of)
{
	if (!p->share)
		return clone_node(p->a, of);
	if (of->kind != EX_MEMBER && of->kind != EX_INDEX && of->kind != EX_ADDR)
		return of;
	ast_node *c = clone_new_node(p->a, of->kind, of->loc);
	*c = *of;
	c->next = NULL;
	c->lhs = copy_chain(p, of->lhs);
	return c;
}

static ast_node *member_node(const pretty *p, ast_node *of, const char *name)
{
	ast_node *m = clone_new_node(p->a, EX_MEMBER, p->loc);
	m->lhs = copy_chain(p, of);
	m->name = arena_strdup(p->a, name);
	m->depth = of->depth + 1;
	return m;
}

static ast_node *index_node(const pretty *p, ast_node *of, int64_t i)
{
	ast_node *x = clone_new_node(p->a, EX_INDEX, p->loc);
	x->lhs = copy_chain(p, of);
	ast_node *num = clone_new_node(p->a, EX_NUMBER, p->loc);
	num->num = i;
	num->depth = 1;
	ARENA_PUSH(p->a, x->args, x->nargs, num);
	x->depth = of->depth + 1;
	return x;
}

static void add_arg(pretty *p, const char *directive, ast_node *value)
{
	sb_puts(&p->fmt, directive);
	VEC_PUSH(p->args, p->nargs, value);
}

static void info(const pretty *p, uint32_t type, ktype_info *out)
{
	p->ts.info(p->ts.src, type, out);
}

/* A kernel catalog's struct or union: its BTF members, anonymous ones
 * shown as stap shows them. */
static void btf_members(pretty *p, ast_node *at, uint32_t type)
{
	const ktypes *kt = p->ts.catalog;
	const btf *b = ktypes_btf(kt);
	ktype_info ti;
	ktypes_info(kt, type, &ti);
	const btf_type *t = btf_get(b, ti.id);
	const btf_member *mem = (const btf_member *)(t + 1);
	for (int i = 0; i < btf_vlen(t); i++) {
		if (i)
			sb_puts(&p->fmt, ", ");
		if (p->nargs >= PRETTY_MAX_ARGS) {
			sb_puts(&p->fmt, "...");
			break;
		}
		const char *name = btf_str(b, mem[i].name_off);
		ktype_info mi;
		ktypes_info(kt, mem[i].type, &mi);
		if (!*name) {
			/* an anonymous struct or union: its members are reached
			 * by their own names through it */
			sb_puts(&p->fmt, mi.kind == KT_UNION ? "<union>=" : "<struct>=");
			if (p->deep) {
				sb_putc(&p->fmt, '{');
				btf_members(p, at, mem[i].type);
				sb_putc(&p->fmt, '}');
			} else {
				sb_puts(&p->fmt, "{...}");
			}
			continue;
		}
		sb_printf(&p->fmt, ".%s=", name);
		kmember km = {0};
		ktypes_member(kt, type, name, &km);
		value_at(p, member_node(p, at, name), mem[i].type, km.bit_offset);
	}
}

typedef struct member_walk {
	pretty *p;
	ast_node *at;
	int n;
	bool full;
} member_walk;

static void source_member(const char *name, const kmember *m, void *arg)
{
	member_walk *w = arg;

	if (w->full)
		return;
	if (w->n++)
		sb_puts(&w->p->fmt, ", ");
	if (w->p->nargs >= PRETTY_MAX_ARGS) {
		sb_puts(&w->p->fmt, "...");
		w->full = true;
		return;
	}
	sb_printf(&w->p->fmt, ".%s=", name);
	value_at(w->p, member_node(w->p, w->at, name), m->type, m->bit_offset);
}

/* A struct's or union's members, `at` the node reaching the object. */
static void members(pretty *p, ast_node *at, uint32_t type)
{
	sb_putc(&p->fmt, '{');
	if (p->ts.catalog) {
		btf_members(p, at, type);
	} else {
		/* a user binary's: its source names each member, those of
		 * anonymous members among them */
		member_walk w = { p, at, 0, false };
		ktype_info ti;
		info(p, type, &ti);
		p->ts.members(p->ts.src, ti.id, source_member, &w);
	}
	sb_putc(&p->fmt, '}');
}

/* As stap: the first element, then "..." whatever the length (stap
 * does not look at an array's bound). */
static void array(pretty *p, ast_node *at, const ktype_info *ti)
{
	sb_putc(&p->fmt, '[');
	if (ti->nelems && p->nargs < PRETTY_MAX_ARGS) {
		value_at(p, index_node(p, at, 0), ti->target, 0);
		sb_puts(&p->fmt, ", ");
	}
	sb_puts(&p->fmt, "...]");
}

/* The directive and argument for a value of `type` reached by `at`
 * (which this takes). */
static void value(pretty *p, ast_node *at, uint32_t type, bool top)
{
	ktype_info ti;
	info(p, type, &ti);
	if (top && ti.kind == KT_PTR) {
		ktype_info to;
		info(p, ti.target, &to);
		if (to.kind == KT_STRUCT || to.kind == KT_UNION) {
			members(p, at, ti.target);
			return;
		}
	}
	/* a struct a register cannot hold: stap shows what it cannot read
	 * as "?" */
	if (top && at->kind == EX_TARGET && !p->object &&
	    (ti.kind == KT_STRUCT || ti.kind == KT_UNION || ti.kind == KT_ARRAY)) {
		sb_puts(&p->fmt, "?");
		return;
	}
	switch (ti.kind) {
	case KT_STRUCT: case KT_UNION:
		if (top || p->deep)
			members(p, at, type);
		else
			sb_puts(&p->fmt, "{...}");
		return;
	case KT_ARRAY: {
		ktype_info elem;
		info(p, ti.target, &elem);
		/* a member's array, chars too, is shown at $$ alone */
		if (!top && !p->deep) {
			sb_puts(&p->fmt, "[...]");
		} else if (elem.kind == KT_INT && elem.is_char && elem.size == 1) {
			at->op = TYPED_AS_TEXT;
			add_arg(p, "\"%s\"", at);
		} else {
			array(p, at, &ti);
		}
		return;
	}
	case KT_PTR: {
		/* a char pointer is the string it points to, quoted (its
		 * value where that cannot be read) */
		ktype_info to = {0};
		if (ti.target)
			info(p, ti.target, &to);
		if (to.kind == KT_INT && to.is_char && to.size == 1) {
			at->op = TYPED_AS_TEXT;
			add_arg(p, "%s", at);
		} else {
			add_arg(p, "%#p", at);
		}
		return;
	}
	case KT_INT: case KT_ENUM:
		/* stap shows a bool as a signed number, a char quoted */
		if (ti.kind == KT_INT && ti.is_char && ti.size == 1 && !ti.is_bool)
			add_arg(p, "'%#llc'", at);
		else
			add_arg(p, ti.is_signed || ti.is_bool ? "%lld" : "%llu", at);
		return;
	default:
		sb_puts(&p->fmt, "?");
		return;
	}
}

typedef struct expander {
	session *s;
	const resolved_point *rp;
	bool ok;
	bool late;                 /* the chains on values autocast types */
} expander;

/* The point a probe's typed chains are resolved at: its first */
static void expander_at_probe(void *arg, session_probe *p)
{
	((expander *)arg)->rp = p && p->npoints ? &p->points[0] : NULL;
}

static void escape_percent(strbuf *out, const char *s)
{
	for (; *s; s++) {
		if (*s == '%')
			sb_putc(out, '%');
		sb_putc(out, *s);
	}
}

static void expand(expander *e, ast_node *n)
{
	typed_source ts;
	uint32_t type = typed_type_in(e->s, e->rp, n->lhs, &ts);
	if (!type)
		return;   /* typed_resolve reports the chain's error */
	arena *a = e->s->arena;
	target_shape shape = n->lhs->kind == EX_TARGET
		? family_target_shape(e->rp, n->lhs->name) : TARGET_SCALAR;
	pretty p = { .a = a, .ts = ts, .deep = n->num == 2, .loc = n->loc,
		     .share = e->late,
		     .object = shape == TARGET_AT_ADDRESS || shape == TARGET_HELD,
		     .held = shape == TARGET_HELD };
	value(&p, copy_chain(&p, n->lhs), type, true);
	ast_node *call = clone_new_node(a, EX_CALL, n->loc);
	call->name = arena_strdup(a, "sprintf");
	ast_node *fmt = clone_new_node(a, EX_STRING, n->loc);
	strbuf literal = {0};
	if (p.nargs == 0)
		escape_percent(&literal, p.fmt.buf);
	fmt->str = arena_steal(a, p.nargs ? &p.fmt : &literal);
	fmt->len = strlen(fmt->str);
	fmt->depth = 1;
	ARENA_PUSH(a, call->args, call->nargs, fmt);
	int depth = 1;
	for (int i = 0; i < p.nargs; i++) {
		ARENA_PUSH(a, call->args, call->nargs, p.args[i]);
		if (p.args[i]->depth > depth)
			depth = p.args[i]->depth;
	}
	free(p.args);
	free(p.fmt.buf);
	call->depth = depth + 1;
	ast_node *next = n->next;
	*n = *call;
	n->next = next;
}

/* Whether `n` is EXPR$ or EXPR$$ of a chain on a target variable or
 * @cast (early), or on a value autocast types (late). */
static bool is_typed_pretty(const ast_node *n, bool late)
{
	if (n->kind != EX_PRETTY || !n->lhs)
		return false;
	const ast_node *base = n->lhs;
	while (base->kind == EX_MEMBER || base->kind == EX_INDEX)
		base = base->lhs;
	bool early = (base->kind == EX_TARGET && base->name[0] != '$') ||
		     (base->kind == EX_AT_OP && (!strcmp(base->name, "cast") ||
						 !strcmp(base->name, "var")));
	return late ? !early && base != n->lhs && base->kind != EX_TARGET : early;
}

static bool expand_node(ast_node *n, void *arg)
{
	expander *e = arg;
	if (is_typed_pretty(n, e->late)) {
		expand(e, n);
		return false;
	}
	return true;
}

bool typed_expand_pretty(session *s)
{
	expander e = { .s = s, .ok = true };
	for (int i = 0; i < s->nprobes; i++) {
		expander_at_probe(&e, s->probes[i]);
		walk_tree(s->probes[i]->probe->body, expand_node, &e);
	}
	e.rp = NULL;
	for (int i = 0; i < s->user->nfunctions; i++)
		walk_tree(s->user->functions[i]->body, expand_node, &e);
	return e.ok;
}

bool typed_expand_pretty_late(session *s)
{
	expander e = { .s = s, .ok = true, .late = true };
	typed_scan_locals(s);
	session_walk_bodies(s, expand_node, &e, expander_at_probe);
	typed_forget_locals(s);
	return e.ok;
}
