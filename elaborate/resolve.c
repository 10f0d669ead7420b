/* Pass 2, names: binds every identifier to a local, a global or a
 * function, pulling tapset functions and globals in as they are used.
 *
 * Functions of one name are overloads: those of a call's arity are tried
 * in priority order (given with `: N`; else 0 for the user's, 1 for the
 * tapsets'), the next one running when one says `next`. A tapset's
 * private functions and globals are seen only from its own file. Which
 * globals each probe touches, and how, is the usage pass's (usage.c). */
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "diag.h"
#include "elaborate_int.h"
#include "parse.h"
#include "probes.h"
#include "regex_size.h"
#include "similar.h"
#include "util.h"
#include "walk.h"

/* The overloads of one name, in the order calls try them. */
typedef struct fn_set {
	ast_function **fns;
	int n;
} fn_set;

typedef struct resolver {
	session *s;
	symtab functions;   /* name, or "FILE:name" when private -> fn_set */
	symtab globals;     /* name, or "FILE:name" when private -> ast_global */
	symtab scope;       /* local name -> ast_symbol, per body */
	symtab files_used;  /* tapset file name -> its script, embeds taken */
	char **keys;        /* the strings the tables' keys point at */
	int nkeys;
	const char **function_names; /* for "(similar: ...)" */
	int nfunction_names;
	ast_symbol ***locals;
	int *nlocals;
	const src_file *file;  /* of the body being resolved */
	const src_file *last_file; /* of the last statement resolved */
	ast_function *current_fn;  /* NULL while in a probe */
	session_probe *current_probe;
	bool ok;
} resolver;

static void resolve_expr(resolver *r, ast_node *n);
static void resolve_stmt(resolver *r, ast_node *n);
static void note_arity(resolver *r, ast_symbol *sym, int arity, ast_node *at);

static const char *keep_key(resolver *r, char *key)
{
	VEC_PUSH(r->keys, r->nkeys, key);
	return key;
}

static char *private_key(const src_file *file, const char *name)
{
	return xasprintf("%s:%s", file ? file->name : "", name);
}

static void fail(resolver *r, src_loc loc, const char *what, const char *msg)
{
	diag_semantic_error(loc, what, "%s", msg);
	r->ok = false;
}

/* A tapset file's top-level %{ %} blocks go into the module once
 * something of that file is used. */
static void use_file(resolver *r, const src_file *file)
{
	if (!file || !file->is_tapset || symtab_get(&r->files_used, file->name))
		return;
	for (int i = 0; i < r->s->ntapsets; i++) {
		ast_script *sc = r->s->tapsets[i];
		if (sc->file != file)
			continue;
		symtab_put(&r->files_used, file->name, sc);
		for (int j = 0; j < sc->nembeds; j++)
			VEC_PUSH(r->s->embeds, r->s->nembeds, sc->embeds[j]);
	}
}

/* ---- globals ---- */

static void note_global_use(resolver *r, ast_symbol *sym)
{
	if (!sym->used) {
		sym->used = true;
		VEC_PUSH(r->s->globals, r->s->nglobals, sym);
	}
}

static ast_global *find_global(resolver *r, const char *name)
{
	char *key = private_key(r->file, name);
	ast_global *g = symtab_get(&r->globals, key);

	free(key);
	return g ? g : symtab_get(&r->globals, name);
}

static ast_symbol *global_symbol(resolver *r, const char *name)
{
	ast_global *g = find_global(r, name);

	if (!g)
		return NULL;
	if (!g->sym) {
		ast_symbol *sym = arena_alloc(r->s->arena, sizeof *sym);
		sym->kind = SYM_GLOBAL;
		sym->name = g->name;
		sym->loc = g->loc;
		sym->global = g;
		if (g->init) {
			sym->type = g->init->kind == EX_STRING ? TYPE_STRING
							       : TYPE_LONG;
			sym->type_origin = g->init;
		}
		sym->nkeys = g->size > 0 ? -1 : 0; /* an array, keys unknown */
		g->sym = sym;
	}
	use_file(r, g->loc.file);
	return g->sym;
}

/* ---- locals ---- */

static ast_symbol *new_local(resolver *r, const char *name, src_loc loc,
			     ast_symbol_kind kind)
{
	ast_symbol *sym = arena_alloc(r->s->arena, sizeof *sym);

	sym->kind = kind;
	sym->name = arena_strdup(r->s->arena, name);
	sym->loc = loc;
	sym->index = *r->nlocals;
	VEC_PUSH(*r->locals, *r->nlocals, sym);
	symtab_put(&r->scope, sym->name, sym);
	return sym;
}

/* A plain name: a local of this body, else a global, else a new local. */
static ast_symbol *lookup_variable(resolver *r, ast_node *n)
{
	ast_symbol *sym = symtab_get(&r->scope, n->name);

	if (sym)
		return sym;
	sym = global_symbol(r, n->name);
	if (sym) {
		note_global_use(r, sym);
		note_arity(r, sym, 0, n);
		return sym;
	}
	ast_type type;
	if (r->current_probe && !r->current_fn &&
	    probe_context_type(r->current_probe, n->name, &type)) {
		sym = new_local(r, n->name, n->loc, SYM_CONTEXT);
		sym->type = type;
		return sym;
	}
	return new_local(r, n->name, n->loc, SYM_LOCAL);
}

/* A global is a scalar (arity 0) or an array of some number of keys,
 * the same at every use: stap checks this while resolving names, before
 * any code is optimized away. */
static void note_arity(resolver *r, ast_symbol *sym, int arity, ast_node *at)
{
	char *what = xasprintf("identifier '%s'", sym->name);

	if (!sym->arity_origin && sym->nkeys < 0 && arity == 0) {
		/* declared with a size, so an array */
		fail(r, sym->loc, what, "inconsistent arity");
	} else if (!sym->arity_origin) {
		sym->nkeys = arity;
		sym->arity_origin = at;
	} else if (sym->nkeys != arity) {
		char *msg = xasprintf("inconsistent arity (%d vs %d)", sym->nkeys, arity);
		fail(r, at->loc, what, msg);
		free(msg);
		msg = xasprintf("arity %d first inferred here", sym->nkeys);
		fail(r, sym->arity_origin->loc, what, msg);
		free(msg);
	}
	free(what);
}

/* An array or statistics must be a global: stap has neither as locals. */
static ast_symbol *lookup_global_only(resolver *r, ast_node *ident, int arity,
				      bool stats)
{
	ast_symbol *sym = symtab_get(&r->scope, ident->name);

	if (!sym)
		sym = global_symbol(r, ident->name);
	if (!sym || sym->kind != SYM_GLOBAL) {
		char *what = xasprintf("identifier '%s'", ident->name);
		char *msg = stats
			? xstrdup("stat locals not supported, missing global declaration? ")
			: xasprintf("unresolved arity-%d global array %s, missing global declaration?",
				    arity, ident->name);
		fail(r, ident->loc, what, msg);
		free(msg);
		free(what);
		return NULL;
	}
	note_global_use(r, sym);
	if (arity >= 0)
		note_arity(r, sym, arity, ident);
	return sym;
}

/* The array or statistics a node names: `a` or `a[k]` (an EX_INDEX's
 * keys are resolved here too). */
static void resolve_aggregate(resolver *r, ast_node *n, bool stats)
{
	if (n->kind == EX_IDENT && stats) {
		/* a local is refused once typed, for stap lets the
		 * optimizer remove an unused one first */
		n->sym = lookup_variable(r, n);
	} else if (n->kind == EX_IDENT) {
		n->sym = lookup_global_only(r, n, 0, stats);
	} else if (n->kind == EX_INDEX && n->lhs->kind == EX_IDENT) {
		for (int i = 0; i < n->nargs; i++)
			resolve_expr(r, n->args[i]);
		n->sym = n->lhs->sym = lookup_global_only(r, n->lhs, n->nargs, false);
	} else {
		resolve_expr(r, n);
	}
}

/* ---- embedded C ---- */

/* The globals embedded C names in its pragma:read:NAME and
 * pragma:write:NAME comments are used by the code around it. */
static void resolve_pragmas(resolver *r, const char *code, src_loc loc)
{
	static const char *const kinds[] = { "pragma:read:", "pragma:write:" };

	for (size_t k = 0; k < 2; k++) {
		size_t len = strlen(kinds[k]);
		for (const char *p = strstr(code, kinds[k]); p;
		     p = strstr(p + 1, kinds[k])) {
			const char *name = p + len;
			size_t n = strspn(name, "abcdefghijklmnopqrstuvwxyz"
					  "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
			char *id = xstrndup(name, n);
			ast_symbol *sym = global_symbol(r, id);
			if (sym) {
				note_global_use(r, sym);
				sym->in_embedded = true;
				if (k == 1)
					sym->written = true;
			} else if (n > 0) {
				char *what = xasprintf("identifier '%s'", id);
				fail(r, loc, what, "unresolved global variable in embedded-C pragma");
				free(what);
			}
			free(id);
		}
	}
}

/* ---- functions ---- */

static fn_set *find_functions(resolver *r, const char *name)
{
	char *key = private_key(r->file, name);
	fn_set *set = symtab_get(&r->functions, key);

	free(key);
	return set ? set : symtab_get(&r->functions, name);
}

/* Whether a function may hand over to the next overload. */
static bool mentions_next(ast_node *n, void *arg)
{
	if (n->kind == ST_NEXT)
		*(bool *)arg = true;
	return !*(bool *)arg;
}

static bool uses_next(const ast_function *fn)
{
	bool found = false;

	if (fn->embedded_c)
		return strstr(fn->embedded_c, "STAP_NEXT") != NULL;
	walk_tree(fn->body, mentions_next, &found);
	return found;
}

static void use_function(resolver *r, ast_function *fn)
{
	if (fn->used)
		return;
	fn->used = true;
	/* a tapset function's @defined is folded now, before its body is
	 * bound (the script's own were at targets_settle: none is left) */
	targets_settle_function(r->s, fn);
	VEC_PUSH(r->s->functions, r->s->nfunctions, fn);
	use_file(r, fn->loc.file);
}

static void index_symbols(resolver *r, ast_script *sc);
static void free_tables(resolver *r);

static ast_script *parsed_script_of(const session *s, const src_file *f)
{
	for (int i = 0; i < s->ntapsets; i++)
		if (s->tapsets[i]->file == f)
			return s->tapsets[i];
	return NULL;
}

static bool library_file(const session *s, const src_file *f)
{
	for (int i = 0; i < s->nlibrary_files; i++)
		if (s->library_files[i] == f)
			return true;
	return false;
}

/* Every function's name, in the order of a pass 1 that parsed the whole
 * library (the user's, the library's in name order, the -I
 * directories'), into all's table: pass 1 parsed only what the script
 * may use, and "(similar: ...)" names what stap's would. The scripts
 * parsed here go into *extra. */
static void index_every_function(resolver *all, ast_script ***extra,
				 int *nextra)
{
	const session *s = all->s;

	index_symbols(all, s->user);
	for (int i = 0; i < s->nlibrary_files; i++) {
		ast_script *sc = parsed_script_of(s, s->library_files[i]);
		if (!sc && parse_load_file(s->library_files[i]) &&
		    (sc = parse_script(s->library_files[i])))
			VEC_PUSH(*extra, *nextra, sc);
		if (sc)
			index_symbols(all, sc);
	}
	for (int i = 0; i < s->ntapsets; i++)
		if (!library_file(s, s->tapsets[i]->file))
			index_symbols(all, s->tapsets[i]);
}

static void report_unresolved_function(resolver *r, ast_node *n)
{
	char *what = xasprintf("identifier '%s'", n->name);
	resolver all = { .s = r->s, .ok = true };
	ast_script **extra = NULL;
	int nextra = 0;
	if (r->s->nlibrary_files)
		index_every_function(&all, &extra, &nextra);
	const resolver *names = r->s->nlibrary_files ? &all : r;
	char *similar = similar_names(n->name, names->function_names,
				      names->nfunction_names);
	free_tables(&all);
	for (int i = 0; i < nextra; i++)
		parse_free_script(extra[i]);
	free(extra);
	char *msg = xasprintf("unresolved function %s%s", n->name, similar);

	fail(r, n->loc, what, msg);
	free(msg);
	free(similar);
	free(what);
}

/* The user's overloads of that arity after set->fns[last], which does
 * not hand over: no call reaches them. */
static void warn_unreachable(const fn_set *set, int last, int arity)
{
	for (int i = last + 1; i < set->n; i++) {
		const ast_function *fn = set->fns[i];
		if (fn->nparams != arity || !fn->loc.file || fn->loc.file->is_tapset)
			continue;
		char *what = xasprintf("identifier '%s'", fn->name);
		diag_warning(fn->loc, what, "instance of overloaded function will "
			     "never be reached");
		free(what);
	}
}

/* The overloads of the call's arity, chained by overload_next for as
 * long as each may hand over to the next. */
static ast_function *bind_call(resolver *r, ast_node *n)
{
	fn_set *set = find_functions(r, n->name);

	if (!set) {
		report_unresolved_function(r, n);
		return NULL;
	}
	ast_function *first = NULL, *prev = NULL;
	for (int i = 0; i < set->n; i++) {
		ast_function *fn = set->fns[i];
		if (fn->nparams != n->nargs)
			continue;
		if (prev) {
			prev->overload_next = fn;
			fn->overload_rank = prev->overload_rank + 1;
		} else {
			first = fn;
		}
		use_function(r, fn);
		fn->nexts = uses_next(fn);
		if (!fn->nexts) {
			warn_unreachable(set, i, n->nargs);
			break;
		}
		prev = fn;
	}
	if (!first) {
		char *what = xasprintf("identifier '%s'", n->name);
		diag_semantic_error_note(n->loc, what, set->fns[0]->loc, what,
					 "arity mismatch found (function '%s' takes %d args)",
					 n->name, set->fns[0]->nparams);
		free(what);
		r->ok = false;
	}
	return first;
}

/* Guru functions (the "guru" pragma) and the tapsets' script functions
 * that call one: only a -g script may call them. The tapsets' own calls
 * are not checked. */
static bool embeds_guru(const ast_function *fn)
{
	return fn->embedded_c && strstr(fn->embedded_c, "/* guru */");
}

typedef struct guru_search {
	resolver *r;
	bool found;
} guru_search;

static bool calls_guru(ast_node *n, void *arg)
{
	guru_search *g = arg;

	if (n->kind == EX_CALL && !builtin_find(n->name)) {
		fn_set *set = find_functions(g->r, n->name);
		for (int i = 0; set && i < set->n; i++)
			g->found |= embeds_guru(set->fns[i]);
	}
	return !g->found;
}

static bool is_guru(resolver *r, const ast_function *fn)
{
	if (embeds_guru(fn))
		return true;
	if (!fn->body || !fn->loc.file || !fn->loc.file->is_tapset)
		return false;
	guru_search g = { .r = r };
	walk_tree(fn->body, calls_guru, &g);
	return g.found;
}

static void resolve_call(resolver *r, ast_node *n)
{
	for (int i = 0; i < n->nargs; i++)
		resolve_expr(r, n->args[i]);
	if (builtin_find(n->name))
		return;
	ast_function *fn = bind_call(r, n);
	if (!fn)
		return;
	if (!r->s->config.guru && n->loc.file && !n->loc.file->is_tapset && is_guru(r, fn)) {
		char *what = xasprintf("identifier '%s'", n->name);
		fail(r, n->loc, what, "function may not be used unless -g is specified");
		free(what);
	}
	n->sym = arena_alloc(r->s->arena, sizeof *n->sym);
	n->sym->kind = SYM_FUNCTION;
	n->sym->name = fn->name;
	n->sym->function = fn;
}

/* ---- expressions ---- */

static bool is_lvalue(const ast_node *n)
{
	switch (n->kind) {
	case EX_IDENT:
	case EX_TARGET:
	case EX_MEMBER:
		return true;
	case EX_INDEX:
		return n->lhs->kind != EX_HIST;
	case EX_AT_OP:
		return !strcmp(n->name, "var") || !strcmp(n->name, "cast");
	default:
		return false;
	}
}

static void check_lvalue(resolver *r, ast_node *op, ast_node *target)
{
	if (is_lvalue(target))
		return;
	char *opw = op->kind != EX_ASSIGN
		? xasprintf("operator '%s'", parse_op_text(op->op))
		: xasprintf("operator '%s='", op->op == '=' ? "" : parse_op_text(op->op));
	char *tw = parse_describe(target);
	diag_semantic_error_note(op->loc, opw, target->loc, tw,
				 "Expecting lvalue for %s",
				 op->kind == EX_ASSIGN ? "assignment" : "increment/decrement");
	free(tw);
	free(opw);
	r->ok = false;
}

/* A regular expression is checked when the script is compiled: POSIX
 * extended syntax, which stap's matcher follows. */
static void check_regex(resolver *r, ast_node *re)
{
	regex_t rx;

	if (re->kind != EX_STRING)
		return;
	/* before regcomp(), which would build a{1000}{1000}{1000} whole */
	if (!regex_size_within(re->str, REGEX_MAX_EXPANDED)) {
		char *what = parse_describe(re);
		char *msg = xasprintf("regex compilation error: Regular "
				      "expression too big (more than %d "
				      "atoms with its repetitions counted "
				      "out)", REGEX_MAX_EXPANDED);
		fail(r, re->loc, what, msg);
		free(msg);
		free(what);
		return;
	}
	int err = regcomp(&rx, re->str, REG_EXTENDED | REG_NOSUB);
	if (err == 0) {
		regfree(&rx);
		return;
	}
	char buf[200];
	regerror(err, &rx, buf, sizeof buf);
	char *what = parse_describe(re);
	char *msg = xasprintf("regex compilation error: %s", buf);
	fail(r, re->loc, what, msg);
	free(msg);
	free(what);
}

static void resolve_at_op(resolver *r, ast_node *n)
{
	/* @entry outside a .return probe is refused once the optimizer has
	 * run (targets_check), as stap: an unused one goes unremarked */
	for (int i = 0; i < n->nargs; i++)
		resolve_expr(r, n->args[i]);
}

static void resolve_expr(resolver *r, ast_node *n)
{
	if (!n)
		return;
	switch (n->kind) {
	case EX_NUMBER:
	case EX_STRING:
	case EX_TARGET:
	case EX_WILDCARD:
		return;
	case EX_IDENT:
		n->sym = lookup_variable(r, n);
		return;
	case EX_INDEX:
		if (n->lhs->kind == EX_IDENT) {
			resolve_aggregate(r, n, false);
			return;
		}
		resolve_expr(r, n->lhs);
		for (int i = 0; i < n->nargs; i++)
			resolve_expr(r, n->args[i]);
		return;
	case EX_IN:
		for (int i = 0; i < n->nargs; i++)
			resolve_expr(r, n->args[i]);
		if (n->lhs->kind == EX_HIST) {
			resolve_expr(r, n->lhs);
			return;
		}
		n->sym = n->lhs->sym = lookup_global_only(r, n->lhs, n->nargs, false);
		return;
	case EX_CALL:
		resolve_call(r, n);
		return;
	case EX_STATS_OP:
	case EX_HIST:
		resolve_aggregate(r, n->lhs, n->lhs->kind == EX_IDENT);
		for (int i = 0; i < n->nargs; i++)
			resolve_expr(r, n->args[i]);
		return;
	case EX_STATS_ADD:
		resolve_aggregate(r, n->lhs, n->lhs->kind == EX_IDENT);
		resolve_expr(r, n->rhs);
		return;
	case EX_ASSIGN:
		resolve_expr(r, n->rhs);
		resolve_expr(r, n->lhs);
		check_lvalue(r, n, n->lhs);
		return;
	case EX_PREINC:
	case EX_POSTINC:
		resolve_expr(r, n->lhs);
		check_lvalue(r, n, n->lhs);
		return;
	case EX_REGEX:
		resolve_expr(r, n->lhs);
		resolve_expr(r, n->rhs);
		check_regex(r, n->rhs);
		return;
	case EX_AT_OP:
		resolve_at_op(r, n);
		return;
	case EX_EMBEDDED:
		resolve_pragmas(r, n->str, n->loc);
		return;
	default:
		resolve_expr(r, n->cond);
		resolve_expr(r, n->lhs);
		resolve_expr(r, n->rhs);
		for (int i = 0; i < n->nargs; i++)
			resolve_expr(r, n->args[i]);
		return;
	}
}

/* ---- statements ---- */

static void resolve_foreach(resolver *r, ast_node *n)
{
	ast_foreach *fe = n->foreach;

	if (fe->array->kind == EX_IDENT)
		fe->array->sym = lookup_global_only(r, fe->array,
						    fe->slice ? fe->nslice : fe->nkeys,
						    false);
	else
		resolve_expr(r, fe->array);
	for (int i = 0; i < fe->nslice; i++)
		resolve_expr(r, fe->slice[i]);
	for (int i = 0; i < fe->nkeys; i++)
		resolve_expr(r, fe->keys[i]);
	resolve_expr(r, fe->value);
	resolve_expr(r, fe->limit);
	resolve_stmt(r, n->body);
}

static void resolve_delete(resolver *r, ast_node *n)
{
	ast_node *v = n->lhs;

	/* `delete a` of a global deletes all of it, whatever it is */
	if (v->kind == EX_IDENT && !symtab_get(&r->scope, v->name) &&
	    global_symbol(r, v->name)) {
		v->sym = global_symbol(r, v->name);
		note_global_use(r, v->sym);
		v->sym->written = true;
		return;
	}
	resolve_expr(r, v);
}

static void resolve_stmt(resolver *r, ast_node *n)
{
	for (; n; n = n->next) {
		/* an alias's prologue brings in its tapset file, and sees
		 * that file's privates */
		if (n->loc.file)
			r->file = n->loc.file;
		if (n->loc.file != r->last_file) {
			r->last_file = n->loc.file;
			use_file(r, n->loc.file);
		}
		switch (n->kind) {
		case ST_BLOCK:
			resolve_stmt(r, n->body);
			break;
		case ST_FOREACH:
			resolve_foreach(r, n);
			break;
		case ST_DELETE:
			resolve_delete(r, n);
			break;
		case ST_TRY:
			resolve_stmt(r, n->body);
			resolve_expr(r, n->lhs);
			resolve_stmt(r, n->els);
			break;
		default:
			resolve_expr(r, n->init);
			resolve_expr(r, n->cond);
			resolve_expr(r, n->step);
			resolve_expr(r, n->lhs);
			resolve_stmt(r, n->body);
			resolve_stmt(r, n->els);
			break;
		}
	}
}

static void enter_body(resolver *r, ast_symbol ***locals, int *nlocals,
		       const src_file *file)
{
	symtab_free(&r->scope);
	r->locals = locals;
	r->nlocals = nlocals;
	r->file = file;
}

static void resolve_function(resolver *r, ast_function *fn)
{
	r->current_fn = fn;
	r->current_probe = NULL;
	enter_body(r, &fn->locals, &fn->nlocals, fn->loc.file);
	for (int i = 0; i < fn->nparams; i++) {
		ast_symbol *p = new_local(r, fn->params[i].name,
					  fn->params[i].loc, SYM_PARAM);
		p->type = fn->params[i].type;
	}
	if (fn->embedded_c)
		resolve_pragmas(r, fn->embedded_c, fn->loc);
	else
		resolve_stmt(r, fn->body);
}

/* ---- the tables ---- */

static int64_t effective_priority(const ast_function *fn)
{
	if (fn->priority)
		return fn->priority;
	return fn->loc.file && fn->loc.file->is_tapset ? 1 : 0;
}

static void add_function(resolver *r, ast_function *fn)
{
	const char *key = fn->name;

	if (fn->is_private && fn->loc.file && fn->loc.file->is_tapset)
		key = keep_key(r, private_key(fn->loc.file, fn->name));
	fn_set *set = symtab_get(&r->functions, key);
	if (!set) {
		set = xcalloc(1, sizeof *set);
		symtab_put(&r->functions, key, set);
		VEC_PUSH(r->function_names, r->nfunction_names, fn->name);
	}
	/* stable: equal priorities keep the order of definition */
	int at = set->n;
	while (at > 0 && effective_priority(set->fns[at - 1]) > effective_priority(fn))
		at--;
	VEC_PUSH(set->fns, set->n, fn);
	memmove(&set->fns[at + 1], &set->fns[at],
		sizeof *set->fns * (size_t)(set->n - 1 - at));
	set->fns[at] = fn;
}

static void index_symbols(resolver *r, ast_script *sc)
{
	for (int i = 0; i < sc->nfunctions; i++)
		add_function(r, sc->functions[i]);
	for (int i = 0; i < sc->nglobals; i++) {
		ast_global *g = sc->globals[i];
		const char *key = g->name;
		if (g->is_private && sc->file->is_tapset)
			key = keep_key(r, private_key(sc->file, g->name));
		/* the user's script comes first: its globals hide the
		 * tapsets' */
		if (!symtab_get(&r->globals, key))
			symtab_put(&r->globals, key, g);
	}
}

static void free_tables(resolver *r)
{
	for (int i = 0; i < r->functions.cap; i++) {
		fn_set *set = r->functions.slots[i].value;
		if (set) {
			free(set->fns);
			free(set);
		}
	}
	symtab_free(&r->functions);
	symtab_free(&r->globals);
	symtab_free(&r->scope);
	symtab_free(&r->files_used);
	for (int i = 0; i < r->nkeys; i++)
		free(r->keys[i]);
	free(r->keys);
	free(r->function_names);
}

/* The user's globals no probe or function it runs mentions: left out,
 * as stap does, with its warning (an error under -W). */
static void warn_unused_globals(session *s)
{
	for (int i = 0; i < s->user->nglobals; i++) {
		const ast_global *g = s->user->globals[i];
		if (g->sym && g->sym->used)
			continue;
		char *what = xasprintf("identifier '%s'", g->name);
		diag_warning(g->loc, what, "Eliding unused variable '%s'", g->name);
		free(what);
	}
}

static void resolve_probe(resolver *r, session_probe *p)
{
	r->current_fn = NULL;
	r->current_probe = p;
	enter_body(r, &p->probe->locals, &p->probe->nlocals, p->probe->loc.file);
	resolve_stmt(r, p->probe->body);
}

/* The functions called and the tapset files' own probes whose files are
 * used, until nothing more is pulled in: each body may call more
 * functions and use more files. */
static void resolve_used_bodies(resolver *r)
{
	session *s = r->s;
	int nfunctions = 0;
	bool *resolved = xcalloc(s->nprobes + 1, sizeof *resolved);
	bool more = true;

	while (more) {
		more = false;
		/* s->functions grows while we walk it */
		for (; nfunctions < s->nfunctions; nfunctions++)
			resolve_function(r, s->functions[nfunctions]);
		for (int i = 0; i < s->nprobes; i++) {
			session_probe *p = s->probes[i];
			if (!p->tapset_file || resolved[i] ||
			    !symtab_get(&r->files_used, p->tapset_file->name))
				continue;
			resolved[i] = more = true;
			resolve_probe(r, p);
		}
		more |= nfunctions < s->nfunctions;
	}
	free(resolved);
}

static void keep_used_tapset_probes(resolver *r)
{
	session *s = r->s;
	int kept = 0;

	for (int i = 0; i < s->nprobes; i++) {
		session_probe *p = s->probes[i];
		if (!p->tapset_file || symtab_get(&r->files_used, p->tapset_file->name))
			s->probes[kept++] = p;
	}
	s->nprobes = kept;
}

bool elaborate_resolve(session *s)
{
	resolver r = { .s = s, .ok = true };

	index_symbols(&r, s->user);
	for (int i = 0; i < s->ntapsets; i++)
		index_symbols(&r, s->tapsets[i]);
	for (int i = 0; i < s->user->nembeds; i++)
		VEC_PUSH(s->embeds, s->nembeds, s->user->embeds[i]);

	for (int i = 0; i < s->nprobes; i++)
		if (!s->probes[i]->tapset_file)
			resolve_probe(&r, s->probes[i]);
	if (s->config.all_functions)
		for (int i = 0; i < s->ntapsets; i++)
			for (int j = 0; j < s->tapsets[i]->nfunctions; j++)
				use_function(&r, s->tapsets[i]->functions[j]);
	resolve_used_bodies(&r);
	keep_used_tapset_probes(&r);

	if (!s->config.unoptimized)
		warn_unused_globals(s);
	free_tables(&r);
	return r.ok;
}
