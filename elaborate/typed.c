/* Typed target access in pass 2 (typed.h): one chain resolved against
 * its types into an access path, with stap's messages; where its base's
 * type comes from when the base is a value (autocast). The session's
 * chains are walked by typed_resolve.c, the locals' values gathered by
 * typed_locals.c. */
#include <stdlib.h>
#include <string.h>

#include "at_var.h"
#include "cast_module.h"
#include "catalogs.h"
#include "dheaders.h"
#include "dtypes.h"
#include "family.h"
#include "ktypes.h"
#include "typed.h"
#include "typed_int.h"
#include "typed_sources.h"
#include "util.h"
#include "walk.h"

/* --- bases --- */

/* The BTF type of target variable $name at rp, as its family knows it;
 * 0 when it has none. */
static uint32_t target_type(session *s, const resolved_point *rp,
			    const char *name)
{
	const ktypes *kt = kernel_types(s->kernel);
	if (!kt || !rp || !rp->family || !rp->family->target_btf_type)
		return 0;
	return rp->family->target_btf_type(kt, rp, name);
}

uint32_t typed_target_type(session *s, const resolved_point *rp,
			   const char *name)
{
	return target_type(s, rp, name);
}

/* What stap's messages call the typed target variables of the point's
 * family ("tracepoint"), or NULL. */
const char *typed_noun(const resolved_point *rp)
{
	return rp && rp->family && rp->family->target_btf_type
		? rp->family->target_noun : NULL;
}

/* --- chains --- */

bool typed_is_cast(const ast_node *n)
{
	return n->kind == EX_AT_OP && !strcmp(n->name, "cast");
}

bool typed_is_chain_index(const ast_node *n)
{
	return n->kind == EX_INDEX && n->lhs && n->lhs->kind != EX_IDENT &&
	       n->lhs->kind != EX_HIST;
}

/* A step of a chain above its base. */
bool typed_is_chain_step(const ast_node *n)
{
	return n->kind == EX_MEMBER || typed_is_chain_index(n) || n->kind == EX_ADDR;
}

ast_node *typed_chain_base(ast_node *n)
{
	while (n && typed_is_chain_step(n))
		n = n->lhs;
	return n;
}

bool typed_is_typed_base(const ast_node *n)
{
	return n && (typed_is_cast(n) || at_var_is(n) ||
		     (n->kind == EX_TARGET && n->name[0] != '$'));
}

/* Where the walk along a chain is: a value in hand (the base's), or an
 * object in memory at the address in hand. */
typedef struct place {
	bool in_memory;
	uint32_t type;
	bool fresh;            /* at an object whose address is in hand
	                        * (@cast's, or &...'s): an index counts in
	                        * objects of its type */
	const char *module;    /* whose type: NULL for the kernel's own,
	                        * else the @cast module it was named in
	                        * (as in stap, the same name in two modules
	                        * is two types) */
	const typed_source *ts; /* where its type is: NULL for the kernel's
	                        * BTF, else a family's (a module's, a user
	                        * binary's DWARF) */
} place;

typedef struct resolver {
	session *s;
	typed_source kernel;   /* the kernel's BTF */
	const typed_source *ts; /* the chain's: the kernel's, or its base's
	                        * family's */
	typed_access *a;
	ast_node *error_at;    /* where the message goes */
	bool fresh_cast;       /* at @cast's object, before any step: an
	                        * index counts in objects of its type */
	const char *module;    /* the chain's base's (place.module) */
	bool untyped_base;     /* no type reaches the chain's base: stap's
	                        * "unknown type in dereference" */
	struct visiting *visiting; /* the locals and functions whose
	                        * values are being looked at, for a base */
	bool pending;          /* the base's type waits on one of them */
	bool defer;            /* not for pass 2 to refuse: left untyped,
	                        * for pass 3's "not supported yet" */
	char *error;
	const char *noun;      /* the base is a family's target variable,
	                        * which stap's messages call this */
	bool object_base;      /* the base is an aggregate by value */
} resolver;

static resolver new_resolver(session *s, const ktypes *kt, typed_access *a)
{
	resolver r = { .s = s, .a = a };

	r.kernel = typed_ktypes_source(kt);
	return r;
}

/* the chain's source */
#define TS_INFO(r, id, out) (r)->ts->info((r)->ts->src, id, out)
#define TS_SPELL(r, id) (r)->ts->spell((r)->ts->src, id)

static bool fail(resolver *r, ast_node *at, char *msg)
{
	if (!r->error) {
		r->error = msg;
		r->error_at = at;
	} else {
		free(msg);
	}
	return false;
}

static void add_step(typed_access *a, typed_step_kind kind, int64_t offset,
		     ast_node *index)
{
	typed_step st = { kind, offset, index };
	VEC_PUSH(a->steps, a->nsteps, st);
}

/* Reaches the object a pointer in hand, or stored in memory, points to. */
static bool follow_pointer(resolver *r, place *p, const ktype_info *ti)
{
	if (ti->kind != KT_PTR)
		return false;
	if (p->in_memory)
		add_step(r->a, TYPED_LOAD, 0, NULL);
	p->in_memory = true;
	p->type = ti->target;
	return true;
}

typedef struct names {
	const char **items;
	int n;
} names;

static void add_name(const char *name, const kmember *m, void *arg)
{
	(void)m;
	names *ns = arg;
	VEC_PUSH(ns->items, ns->n, name);
}

static char *missing_member(const typed_source *ts, uint32_t type, const char *name)
{
	names ns = {0};
	ts->members(ts->src, type, add_name, &ns);
	strbuf alt = {0};
	for (int i = 0; i < ns.n; i++)
		sb_printf(&alt, "%s%s", i ? ", " : "", ns.items[i]);
	char *spelt = ts->spell(ts->src, type);
	char *msg = xasprintf("unable to find member '%s' for %s%s%s%s", name,
			      spelt, ns.n ? " (alternatives: " : "",
			      ns.n ? alt.buf : "", ns.n ? ")" : "");
	free(spelt);
	free(alt.buf);
	free(ns.items);
	return msg;
}

static bool member_step(resolver *r, place *p, ast_node *n)
{
	r->fresh_cast = false;
	ktype_info ti;
	TS_INFO(r, p->type, &ti);
	if (ti.kind == KT_PTR) {
		follow_pointer(r, p, &ti);
		TS_INFO(r, p->type, &ti);
	}
	if (ti.kind == KT_ARRAY)
		return fail(r, n, xasprintf("invalid access '->%s' for array type", n->name));
	if ((ti.kind != KT_STRUCT && ti.kind != KT_UNION) || !p->in_memory) {
		char *spelt = TS_SPELL(r, ti.id);
		fail(r, n, xasprintf("invalid access '->%s' vs. %s", n->name,
				     ti.kind == KT_OPAQUE ? "an incomplete type" : spelt));
		free(spelt);
		return false;
	}
	kmember m;
	if (!r->ts->member(r->ts->src, ti.id, n->name, &m))
		return fail(r, n, missing_member(r->ts, ti.id, n->name));
	if (m.bit_offset / 8)
		add_step(r->a, TYPED_OFFSET, (int64_t)(m.bit_offset / 8), NULL);
	p->type = m.type;
	r->a->bit_shift = m.bit_size ? (int)(m.bit_offset % 8) : 0;
	r->a->bit_size = (int)m.bit_size;
	return true;
}

static bool index_step(resolver *r, place *p, ast_node *n)
{
	ktype_info ti;
	TS_INFO(r, p->type, &ti);
	if (r->fresh_cast && ti.size) {
		/* @cast(p, "T")[N]: p as a pointer to an array of T */
		add_step(r->a, TYPED_INDEX, (int64_t)ti.size, n->args[0]);
		r->fresh_cast = false;
		return true;
	}
	if (ti.kind == KT_ARRAY && p->in_memory) {
		p->type = ti.target;
	} else if (ti.kind == KT_PTR) {
		follow_pointer(r, p, &ti);
	} else {
		char *spelt = TS_SPELL(r, ti.id);
		char *index = n->args[0]->kind == EX_NUMBER
			? xasprintf("%lld", (long long)n->args[0]->num) : xstrdup("...");
		fail(r, n, xasprintf("invalid access '[%s]' vs. %s", index, spelt));
		free(index);
		free(spelt);
		return false;
	}
	ktype_info elem;
	TS_INFO(r, p->type, &elem);
	if (elem.size == 0) {
		char *spelt = TS_SPELL(r, p->type);
		fail(r, n, xasprintf("cannot index an array of %s", spelt));
		free(spelt);
		return false;
	}
	add_step(r->a, TYPED_INDEX, (int64_t)elem.size, n->args[0]);
	r->a->bit_size = 0;
	return true;
}

/* Whether `type` is a pointer to (const) char. */
static bool char_pointer(resolver *r, uint32_t type)
{
	ktype_info ti, to;
	TS_INFO(r, type, &ti);
	if (ti.kind != KT_PTR || !ti.target)
		return false;
	TS_INFO(r, ti.target, &to);
	return to.kind == KT_INT && to.is_char && to.size == 1;
}

/* How the value at the end of the chain is read. */
static bool finish(resolver *r, place *p, ast_node *root, bool address)
{
	typed_access *a = r->a;
	ktype_info ti;
	TS_INFO(r, p->type, &ti);
	a->type = p->type;
	if (address) {
		if (r->noun)
			return fail(r, typed_chain_base(root), xasprintf(
				"cannot take address of %s variable", r->noun));
		/* a parameter or return value in its register, as stap says
		 * (a struct held in one too) */
		if (!p->in_memory || a->held)
			return fail(r, typed_chain_base(root), xstrdup(
				"cannot take address of object in register"));
		a->result = TYPED_ADDRESS;
		return true;
	}
	if (ti.kind == KT_ARRAY) {
		ktype_info elem;
		TS_INFO(r, ti.target, &elem);
		bool chars = elem.kind == KT_INT && elem.is_char && elem.size == 1;
		if (chars && root->op == TYPED_AS_TEXT) {
			a->result = TYPED_STRING;
			a->nchars = ti.nelems;
		} else {
			a->result = TYPED_ADDRESS;
		}
		return true;
	}
	if (ti.kind == KT_PTR && root->op == TYPED_AS_TEXT && char_pointer(r, p->type)) {
		a->result = TYPED_TEXT_AT;
		a->size = 8;
		return true;
	}
	if (ti.kind == KT_INT || ti.kind == KT_ENUM || ti.kind == KT_PTR) {
		if (ti.size != 1 && ti.size != 2 && ti.size != 4 && ti.size != 8) {
			char *spelt = TS_SPELL(r, p->type);
			fail(r, root, xasprintf("cannot read %s as a long", spelt));
			free(spelt);
			return false;
		}
		a->result = TYPED_LONG;
		a->size = a->bit_size ? (a->bit_shift + a->bit_size + 7) / 8 : (int)ti.size;
		a->size = a->size <= 1 ? 1 : a->size <= 2 ? 2 : a->size <= 4 ? 4 : 8;
		a->is_signed = ti.is_signed;
		return true;
	}
	char *spelt = TS_SPELL(r, p->type);
	names ns = {0};
	if (ti.kind == KT_STRUCT || ti.kind == KT_UNION)
		r->ts->members(r->ts->src, ti.id, add_name, &ns);
	if (ns.n)
		fail(r, root, xasprintf("'%s' is being accessed instead of a member "
					"such as '->%s'", spelt, ns.items[0]));
	else
		fail(r, root, xasprintf("'%s' cannot be read as a value", spelt));
	free(ns.items);
	free(spelt);
	return false;
}

/* The chain under root, from its base up. */
int typed_chain_nodes(ast_node *root, ast_node **out, int max)
{
	int n = 0;
	for (ast_node *x = root; x && typed_is_chain_step(x) && n < max; x = x->lhs)
		out[n++] = x;
	for (int i = 0; i < n / 2; i++) {
		ast_node *t = out[i];
		out[i] = out[n - 1 - i];
		out[n - 1 - i] = t;
	}
	return n;
}

/* How many locals and calls deep a base's type is looked for. */
#define MAX_VALUE_DEPTH 16

static bool start(resolver *r, const resolved_point *rp, ast_node *base,
		  place *p);
static bool walk_chain(resolver *r, const resolved_point *rp, ast_node *root,
		       place *p, bool *address);

static bool same_place(const place *x, const place *y)
{
	return x->type == y->type && x->in_memory == y->in_memory &&
	       x->fresh == y->fresh && x->ts == y->ts &&
	       (x->module == y->module ||
		(x->module && y->module && !strcmp(x->module, y->module)));
}

/* What is known of a value's type: one, none, or not yet (its local or
 * function is being looked at further up: `p = p->next` takes p's type
 * from its other values). */
typedef enum place_answer { PLACE_NONE, PLACE_FOUND, PLACE_PENDING } place_answer;

/* The locals and functions whose values are being looked at: each
 * one's type as its other values give it, once they have. */
typedef struct visit_item {
	const void *key;
	bool assumed;
	place as;
	bool waited;           /* a value of its own waited on it */
} visit_item;

typedef struct visiting {
	visit_item items[MAX_VALUE_DEPTH];
	int n;
} visiting;

static place_answer value_place(resolver *r, const resolved_point *rp,
				ast_node *e, place *out);

/* The one place the answers agree on: values not known yet left out. */
static place_answer combine(place_answer sofar, place *out, place_answer next,
			    const place *p)
{
	if (sofar == PLACE_NONE || next == PLACE_NONE)
		return PLACE_NONE;
	if (next == PLACE_PENDING)
		return sofar;
	if (sofar == PLACE_FOUND && !same_place(p, out))
		return PLACE_NONE;
	*out = *p;
	return PLACE_FOUND;
}

static place_answer common_place(resolver *r, const resolved_point *rp,
				 ast_node **values, int n, place *out)
{
	place_answer all = PLACE_PENDING;
	for (int i = 0; i < n && all != PLACE_NONE; i++) {
		place p;
		all = combine(all, out, value_place(r, rp, values[i], &p), &p);
	}
	return n ? all : PLACE_NONE;
}

/* The values of what `key` names (a local, a function). One that is
 * being looked at already waits, until its other values give it a
 * type; then every value is looked at again with that type, and must
 * agree (`p = &@cast(...); p = p->next` has one, `t = task; t = t->mm`
 * none). */
static place_answer visit(resolver *r, const void *key, const resolved_point *rp,
			  ast_node **values, int n, place *out)
{
	visiting *v = r->visiting;
	for (int i = 0; i < v->n; i++) {
		if (v->items[i].key != key)
			continue;
		if (!v->items[i].assumed) {
			v->items[i].waited = true;
			return PLACE_PENDING;
		}
		*out = v->items[i].as;
		return PLACE_FOUND;
	}
	if (v->n == MAX_VALUE_DEPTH)
		return PLACE_NONE;
	int at = v->n++;
	v->items[at] = (visit_item){ .key = key };
	place_answer a = common_place(r, rp, values, n, out);
	if (a == PLACE_FOUND && v->items[at].waited) {
		v->items[at].assumed = true;
		v->items[at].as = *out;
		place again;
		if (common_place(r, rp, values, n, &again) != PLACE_FOUND ||
		    !same_place(&again, out))
			a = PLACE_NONE;
	}
	v->n--;
	return a;
}

typedef struct returns {
	ast_node **values;
	int n;
	bool bare;             /* a return without a value */
} returns;

static bool collect_return(ast_node *n, void *arg)
{
	returns *rs = arg;
	if (n->kind == ST_RETURN && n->lhs)
		VEC_PUSH(rs->values, rs->n, n->lhs);
	else if (n->kind == ST_RETURN)
		rs->bare = true;
	return true;
}

/* A call's value has a type when every return of its function gives
 * the same one (in the function: no target variables, rp NULL). */
static place_answer call_place(resolver *r, const ast_node *call, place *out)
{
	const ast_function *fn = call->sym ? call->sym->function : NULL;
	if (!fn || !fn->body || fn->overload_next)
		return PLACE_NONE;
	returns rs = {0};
	walk_tree(fn->body, collect_return, &rs);
	place_answer a = rs.bare ? PLACE_NONE
		: visit(r, fn, NULL, rs.values, rs.n, out);
	free(rs.values);
	return a;
}

/* A chain's value as a base: an address with '&', else the value read
 * (a pointer to walk on from, or an integer), or the base's own. */
static place_answer chain_place(resolver *r, const resolved_point *rp,
				ast_node *e, place *out)
{
	resolver sub = new_resolver(r->s, (const ktypes *)r->kernel.src,
				    &(typed_access){0});
	sub.visiting = r->visiting;
	place p;
	bool address;
	bool ok = walk_chain(&sub, rp, e, &p, &address);
	free(sub.a->steps);
	free(sub.error);
	if (!ok)
		return sub.pending ? PLACE_PENDING : PLACE_NONE;
	const typed_source *ts = sub.ts;
	if (address)
		p = (place){ true, p.type, true, p.module, NULL };
	else if (p.in_memory && e != typed_chain_base(e))
		p = (place){ false, p.type, false, p.module, NULL };
	ktype_info ti;
	ts->info(ts->src, p.type, &ti);
	if (!p.in_memory && ti.kind == KT_PTR) {
		/* a pointer in hand is the address of what it points to: one
		 * place with &obj (p = &@cast(...); p = p->next) */
		ktype_info to;
		ts->info(ts->src, ti.target, &to);
		p = (place){ true, to.id, true, p.module, NULL };
	} else if (!p.in_memory && ti.kind == KT_ARRAY) {
		/* an array's value is its address (sun_path = ...->sun_path;
		 * (sun_path)[0]): the array there, indexed in its elements */
		p = (place){ true, ti.id, false, p.module, NULL };
	} else if (!p.in_memory && ti.kind != KT_INT && ti.kind != KT_ENUM) {
		return PLACE_NONE;
	}
	p.ts = ts == &sub.kernel ? NULL : ts;
	*out = p;
	return PLACE_FOUND;
}

/* The type of a value, for a chain based on it: @cast's object, a
 * target variable, the end of a chain, a local of one type, an
 * assignment's value, both arms of a ?: alike, a call of a function
 * that returns one type. */
static place_answer value_place(resolver *r, const resolved_point *rp,
				ast_node *e, place *out)
{
	if (!e)
		return PLACE_NONE;
	if (e->kind == EX_ASSIGN)
		return e->op == '=' ? value_place(r, rp, e->rhs, out) : PLACE_NONE;
	if (e->kind == EX_TERNARY) {
		place other;
		place_answer a = value_place(r, rp, e->lhs, out);
		return combine(a, out, value_place(r, rp, e->rhs, &other), &other);
	}
	if (e->kind == EX_IDENT) {
		const autocast *a = e->sym ? typed_local(r->s, e->sym) : NULL;
		return a && !a->untyped
			? visit(r, a->sym, rp, a->values, a->nvalues, out) : PLACE_NONE;
	}
	if (e->kind == EX_CALL)
		return call_place(r, e, out);
	if (e->kind == EX_UNARY && e->op == '+')
		return value_place(r, rp, e->lhs, out);
	if (typed_is_chain_step(e) || typed_is_typed_base(e))
		return chain_place(r, rp, e, out);
	return PLACE_NONE;
}

/* @cast's object, at the address in hand, of the type p->type that
 * `module` has of `name` (0: none, stap's message). */
static bool cast_object(resolver *r, ast_node *base, place *p,
			const char *name, const char *module)
{
	p->in_memory = true;
	r->a->base = base->args[0];
	if (!p->type)
		return fail(r, base, xasprintf("type definition '%s' not "
					       "found in '%s'", name, module));
	return true;
}

/* The start at @cast's object of a type a header list names: a kernel
 * list's from the kernel's BTF, which has its headers' types, where it
 * is there, else as stap finds any list's, from the headers compiled. */
static bool start_headers(resolver *r, ast_node *base, const char *module,
			  const char *name, bool kernel_list, place *p)
{
	r->ts = &r->kernel;
	p->type = kernel_list ? ktypes_named(r->ts->src, name) : 0;
	/* as stap, a name of two lists is two types; the kernel's own
	 * are one, with a header named or not */
	p->module = r->module = p->type ? NULL : module;
	if (!p->type) {
		const typed_source *own = typed_header_types(r->s, module);
		if (own) {
			r->ts = p->ts = own;
			p->type = dtypes_named(own->src, name);
		}
	}
	r->a->user = r->ts->user;
	p->fresh = r->fresh_cast = true;
	return cast_object(r, base, p, name, module);
}

/* The start of the walk: @cast's object, a target variable's value, or
 * a value whose type flows to it (value_place). */
static bool start(resolver *r, const resolved_point *rp, ast_node *base,
		  place *p)
{
	*p = (place){0};
	if (typed_is_cast(base)) {
		if (base->nargs < 2 || base->args[1]->kind != EX_STRING ||
		    (base->nargs > 2 && base->args[2]->kind != EX_STRING))
			return fail(r, base, xstrdup("@cast needs an address and "
						     "a type name in a string"));
		const char *module = base->nargs > 2 ? base->args[2]->str : "";
		const char *name = base->args[1]->str;
		bool kernel_list;
		if (dheaders_is(module, &kernel_list))
			return start_headers(r, base, module, name, kernel_list, p);
		/* whatever else the module (a search list "foo:kernel:bar"),
		 * the type is looked for in the kernel's BTF */
		r->ts = &r->kernel;
		/* a module that is not there has no types at all */
		if (!cast_module_exists(r->s, module))
			return fail(r, base, xasprintf("type definition '%s' not "
						       "found in '%s'", name, module));
		/* a kernel module's own types (struct svc_serv in "sunrpc")
		 * are in its BTF, split on the kernel's */
		const typed_source *own = typed_module_types(r->s, module);
		/* a program's or library's own (struct point in its DWARF) */
		if (!own)
			own = typed_user_types(r->s, module);
		if (own)
			r->ts = p->ts = own;
		r->a->user = own && own->user;
		/* DWARF's (a program's, a module's without BTF) by name
		 * there, else a BTF catalog's */
		p->type = own && !own->catalog ? dtypes_named(own->src, name)
					       : ktypes_named(r->ts->src, name);
		p->fresh = r->fresh_cast = true;
		p->module = r->module = *module && strcmp(module, "kernel") ? module : NULL;
		/* a type stap would look for in a module's DWARF (a module
		 * without BTF, a list of modules): not refused here, not
		 * translated yet */
		r->defer = !p->type && !own && *module && strncmp(module, "kernel", 6) &&
			   !strstr(module, ":kernel") && !typed_is_user_path(module);
		return cast_object(r, base, p, name, module);
	}
	if (at_var_is(base)) {
		/* a global: an object in memory, the kernel's or a module's */
		at_var_object o;
		char *error = NULL;
		if (!at_var_find(r->s, rp, base, &o, &error))
			return fail(r, base, error);
		r->ts = o.ts ? o.ts : &r->kernel;
		p->ts = o.ts;
		p->type = o.type;
		p->in_memory = true;
		r->a->base = o.address;
		return true;
	}
	if (base->kind != EX_TARGET || base->name[0] == '$') {
		r->ts = &r->kernel;
		r->a->base = base;
		visiting none = {0};
		if (!r->visiting)
			r->visiting = &none;
		place_answer found = value_place(r, rp, base, p);
		if (r->visiting == &none)
			r->visiting = NULL;
		if (found != PLACE_FOUND) {
			r->untyped_base = true;
			r->pending = found == PLACE_PENDING;
			return fail(r, base, xstrdup("unknown type in dereference"));
		}
		r->fresh_cast = p->fresh;
		r->module = p->module;
		if (p->ts)
			r->ts = p->ts;
		r->a->user = p->ts && p->ts->user;
		return true;
	}
	const typed_source *own = rp && rp->family && rp->family->target_source
		? rp->family->target_source(rp, base->name, &p->type) : NULL;
	r->ts = own ? own : &r->kernel;
	r->a->user = own && own->user;
	if (!own)
		p->type = target_type(r->s, rp, base->name);
	r->a->base = base;
	r->noun = typed_noun(rp);
	if (!p->type)
		return fail(r, base, xasprintf("the type of '$%s' is not known",
					       base->name));
	/* a struct by value: its members in memory where it is, or in the
	 * copy of the register that holds it (in the kernel's memory) */
	target_shape shape = family_target_shape(rp, base->name);
	if (shape == TARGET_AT_ADDRESS || shape == TARGET_HELD) {
		p->in_memory = true;
		r->object_base = true;
		r->a->held = shape == TARGET_HELD;
		r->a->user &= !r->a->held;
	}
	return true;
}

/* Walks the chain under `root` at rp, recording its steps; *address
 * when it ends in '&'. False with r->error set. */
static bool walk_chain(resolver *r, const resolved_point *rp, ast_node *root,
		       place *p, bool *address)
{
	ast_node *nodes[TYPED_MAX_CHAIN];
	int n = typed_chain_nodes(root, nodes, TYPED_MAX_CHAIN);
	*address = false;
	if (!start(r, rp, typed_chain_base(root), p)) {
		/* stap names the chain's first operator, or its '&' */
		if (r->untyped_base && n)
			r->error_at = root->kind == EX_ADDR ? root : nodes[0];
		return false;
	}
	for (int i = 0; i < n; i++) {
		ast_node *x = nodes[i];
		if (x->kind == EX_ADDR && i == n - 1) {
			*address = true;
		} else if (x->kind == EX_ADDR) {
			/* (&obj)->f is obj's f: the address in hand is the
			 * object's, an index counts in objects */
			if (!p->in_memory)
				return fail(r, x, xstrdup("cannot take address of "
							  "object in register"));
			r->fresh_cast = true;
		} else if (x->kind == EX_MEMBER ? !member_step(r, p, x)
						: !index_step(r, p, x)) {
			return false;
		}
	}
	return true;
}

/* Resolves the chain under `root` at rp into r->a. */
static bool resolve_chain(resolver *r, const resolved_point *rp, ast_node *root)
{
	place p;
	bool address;
	if (!walk_chain(r, rp, root, &p, &address))
		return false;
	if ((root == typed_chain_base(root) && !at_var_is(root) && !r->object_base) ||
	    (!p.in_memory && !address)) {
		/* @cast alone is its address; a target variable alone its
		 * value, as its family reads it */
		r->a->result = typed_is_cast(root) ? TYPED_ADDRESS
			: char_pointer(r, p.type) && root->op == TYPED_AS_TEXT
			? TYPED_TEXT_AT : TYPED_LONG;
		r->a->type = p.type;
		r->a->in_hand = true;
		return true;
	}
	return finish(r, &p, root, address);
}

bool typed_resolve_chain(session *s, const resolved_point *rp, ast_node *root,
			 typed_access *a, typed_failure *why)
{
	resolver r = new_resolver(s, kernel_types(s->kernel), a);
	bool ok = resolve_chain(&r, rp, root);
	*why = (typed_failure){ r.error, r.error_at, r.defer };
	return ok;
}

uint32_t typed_type_in(session *s, const resolved_point *rp, ast_node *e,
		       typed_source *source)
{
	*source = (typed_source){0};
	if (!(typed_is_chain_step(e) || typed_is_typed_base(e)) || !kernel_types(s->kernel))
		return 0;
	typed_access a = {0};
	resolver r = new_resolver(s, kernel_types(s->kernel), &a);
	place p;
	bool address;
	bool ok = walk_chain(&r, rp, e, &p, &address) && !address;
	free(a.steps);
	free(r.error);
	if (!ok)
		return 0;
	*source = *r.ts;
	return p.type;
}

uint32_t typed_type_of(session *s, const resolved_point *rp, ast_node *e)
{
	typed_source source;
	uint32_t type = typed_type_in(s, rp, e, &source);
	/* a module's BTF catalog is not the kernel's; DWARF's have none */
	return !source.catalog || source.catalog == kernel_types(s->kernel) ? type : 0;
}

bool typed_defined(session *s, const resolved_point *rp, ast_node *e)
{
	if (!(typed_is_chain_step(e) || typed_is_typed_base(e)) || !kernel_types(s->kernel))
		return false;
	typed_access a = {0};
	resolver r = new_resolver(s, kernel_types(s->kernel), &a);
	bool ok = resolve_chain(&r, rp, e);
	free(a.steps);
	free(r.error);
	return ok;
}

int typed_operands(const typed_access *a, ast_node **out, int max)
{
	int n = 0;
	if (a->base && a->base->kind != EX_TARGET && n < max)
		out[n++] = a->base;
	for (int i = 0; i < a->nsteps && n < max; i++)
		if (a->steps[i].index)
			out[n++] = a->steps[i].index;
	return n;
}
