/* Pass 2, names: binds every identifier to a local, a global or a
 * function, pulling tapset functions and globals in as they are used, and
 * works out which globals each probe must lock. */
#include <stdlib.h>
#include <string.h>

#include "builtins.h"
#include "diag.h"
#include "elaborate_int.h"
#include "util.h"

/* What one function touches, for the locks of the probes that call it. */
typedef struct fn_use {
	ast_function *fn;
	ast_symbol **globals;
	int nglobals;
	ast_function **callees;
	int ncallees;
	int visit_mark;
} fn_use;

typedef struct resolver {
	session *s;
	symtab functions;   /* name -> ast_function (user ones win) */
	symtab globals;     /* name -> ast_global (user ones win) */
	symtab uses;        /* function name -> fn_use */
	symtab scope;       /* local name -> ast_symbol, per body */
	ast_symbol ***locals;
	int *nlocals;
	fn_use *current_fn; /* NULL while in a probe */
	session_probe *current_probe;
	ast_symbol **probe_globals;
	int nprobe_globals;
	ast_function **probe_callees;
	int nprobe_callees;
	bool ok;
} resolver;

static void resolve_expr(resolver *r, ast_node *n);
static void resolve_stmt(resolver *r, ast_node *n);

static void add_unique(void ***items, int *count, void *item)
{
	for (int i = 0; i < *count; i++)
		if ((*items)[i] == item)
			return;
	VEC_PUSH(*items, *count, item);
}

static void note_global_use(resolver *r, ast_symbol *sym)
{
	if (!sym->used) {
		sym->used = true;
		VEC_PUSH(r->s->globals, r->s->nglobals, sym);
	}
	if (r->current_fn)
		add_unique((void ***)&r->current_fn->globals,
			   &r->current_fn->nglobals, sym);
	else
		add_unique((void ***)&r->probe_globals, &r->nprobe_globals, sym);
}

static ast_symbol *global_symbol(resolver *r, const char *name)
{
	ast_global *g = symtab_get(&r->globals, name);

	if (!g)
		return NULL;
	if (!g->sym) {
		ast_symbol *sym = xcalloc(1, sizeof *sym);
		sym->kind = SYM_GLOBAL;
		sym->name = g->name;
		sym->loc = g->loc;
		sym->global = g;
		if (g->init)
			sym->type = g->init->kind == EX_STRING ? TYPE_STRING
							       : TYPE_LONG;
		sym->nkeys = g->size > 0 ? -1 : 0; /* an array, keys unknown */
		g->sym = sym;
	}
	return g->sym;
}

static ast_symbol *new_local(resolver *r, const char *name, ast_loc loc,
			     ast_symbol_kind kind)
{
	ast_symbol *sym = xcalloc(1, sizeof *sym);

	sym->kind = kind;
	sym->name = xstrdup(name);
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
		return sym;
	}
	return new_local(r, n->name, n->loc, SYM_LOCAL);
}

/* An array must be a global: stap has no local arrays. */
static ast_symbol *lookup_array(resolver *r, ast_node *ident)
{
	ast_symbol *sym = symtab_get(&r->scope, ident->name);

	if (!sym)
		sym = global_symbol(r, ident->name);
	if (!sym || sym->kind != SYM_GLOBAL) {
		diag_semantic_error(ident->loc, NULL,
				    "unresolved arity-%d global array %s, missing global declaration?",
				    1, ident->name);
		r->ok = false;
		return NULL;
	}
	note_global_use(r, sym);
	return sym;
}

static fn_use *function_use(resolver *r, ast_function *fn)
{
	fn_use *use = symtab_get(&r->uses, fn->name);

	if (!use) {
		use = xcalloc(1, sizeof *use);
		use->fn = fn;
		symtab_put(&r->uses, fn->name, use);
	}
	return use;
}

static void resolve_call(resolver *r, ast_node *n)
{
	for (int i = 0; i < n->nargs; i++)
		resolve_expr(r, n->args[i]);
	if (builtin_find(n->name))
		return;
	ast_function *fn = symtab_get(&r->functions, n->name);
	if (!fn) {
		char *what = xasprintf("identifier '%s'", n->name);
		diag_semantic_error(n->loc, what, "unresolved function");
		free(what);
		r->ok = false;
		return;
	}
	if (fn->nparams != n->nargs) {
		char *what = xasprintf("identifier '%s'", n->name);
		diag_semantic_error(n->loc, what,
				    "Wrong number of arguments to function '%s': expected %d, got %d",
				    n->name, fn->nparams, n->nargs);
		free(what);
		r->ok = false;
		return;
	}
	if (!fn->used) {
		fn->used = true;
		VEC_PUSH(r->s->functions, r->s->nfunctions, fn);
	}
	n->sym = xcalloc(1, sizeof *n->sym);
	n->sym->kind = SYM_FUNCTION;
	n->sym->name = fn->name;
	n->sym->function = fn;
	if (r->current_fn)
		add_unique((void ***)&r->current_fn->callees,
			   &r->current_fn->ncallees, fn);
	else
		add_unique((void ***)&r->probe_callees, &r->nprobe_callees, fn);
}

static void resolve_target(resolver *r, ast_node *n)
{
	session_probe *p = r->current_probe;

	if (!p) {
		diag_semantic_error(n->loc, NULL,
				    "target variable $%s used outside a probe",
				    n->name);
		r->ok = false;
		return;
	}
	for (int i = 0; i < p->ntargets; i++)
		if (strcmp(p->targets[i], n->name) == 0) {
			n->num = i;
			return;
		}
	n->num = p->ntargets;
	p->target_uses = xrealloc(p->target_uses,
				  sizeof *p->target_uses * (size_t)(p->ntargets + 1));
	p->target_uses[p->ntargets] = n;
	VEC_PUSH(p->targets, p->ntargets, n->name);
}

static void resolve_expr(resolver *r, ast_node *n)
{
	if (!n)
		return;
	switch (n->kind) {
	case EX_NUMBER:
	case EX_STRING:
		return;
	case EX_IDENT:
		n->sym = lookup_variable(r, n);
		return;
	case EX_TARGET:
		resolve_target(r, n);
		return;
	case EX_INDEX:
	case EX_IN:
		for (int i = 0; i < n->nargs; i++)
			resolve_expr(r, n->args[i]);
		n->sym = n->lhs->sym = lookup_array(r, n->lhs);
		return;
	case EX_CALL:
		resolve_call(r, n);
		return;
	case EX_STATS_OP:
		resolve_expr(r, n->lhs);
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

static void resolve_foreach(resolver *r, ast_node *n)
{
	ast_foreach *fe = n->foreach;

	fe->array->sym = lookup_array(r, fe->array);
	for (int i = 0; i < fe->nkeys; i++)
		resolve_expr(r, fe->keys[i]);
	if (fe->value)
		resolve_expr(r, fe->value);
	resolve_expr(r, fe->limit);
	resolve_stmt(r, n->body);
}

static void resolve_stmt(resolver *r, ast_node *n)
{
	for (; n; n = n->next) {
		switch (n->kind) {
		case ST_BLOCK:
			resolve_stmt(r, n->body);
			break;
		case ST_FOREACH:
			resolve_foreach(r, n);
			break;
		case ST_DELETE:
			if (n->lhs->kind == EX_IDENT &&
			    global_symbol(r, n->lhs->name) &&
			    !symtab_get(&r->scope, n->lhs->name))
				n->lhs->sym = lookup_array(r, n->lhs);
			else
				resolve_expr(r, n->lhs);
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

static void enter_body(resolver *r, ast_symbol ***locals, int *nlocals)
{
	symtab_free(&r->scope);
	r->locals = locals;
	r->nlocals = nlocals;
}

static void resolve_function(resolver *r, ast_function *fn)
{
	r->current_fn = function_use(r, fn);
	r->current_probe = NULL;
	enter_body(r, &fn->locals, &fn->nlocals);
	for (int i = 0; i < fn->nparams; i++) {
		ast_symbol *p = new_local(r, fn->params[i].name,
					  fn->params[i].loc, SYM_PARAM);
		p->type = fn->params[i].type;
	}
	resolve_stmt(r, fn->body);
}

/* Every global a probe may touch, through the functions it calls too. */
static void collect_function_globals(resolver *r, fn_use *use, int mark,
				     session_probe *p)
{
	if (use->visit_mark == mark)
		return;
	use->visit_mark = mark;
	for (int i = 0; i < use->nglobals; i++)
		add_unique((void ***)&p->globals, &p->nglobals, use->globals[i]);
	for (int i = 0; i < use->ncallees; i++)
		collect_function_globals(r, function_use(r, use->callees[i]),
					 mark, p);
}

static int compare_globals(const void *a, const void *b)
{
	const ast_symbol *x = *(ast_symbol *const *)a;
	const ast_symbol *y = *(ast_symbol *const *)b;

	return (x->index > y->index) - (x->index < y->index);
}

static void index_symbols(ast_script *sc, resolver *r)
{
	for (int i = 0; i < sc->nfunctions; i++)
		if (!symtab_get(&r->functions, sc->functions[i]->name))
			symtab_put(&r->functions, sc->functions[i]->name,
				   sc->functions[i]);
	for (int i = 0; i < sc->nglobals; i++)
		if (!symtab_get(&r->globals, sc->globals[i]->name))
			symtab_put(&r->globals, sc->globals[i]->name,
				   sc->globals[i]);
}

bool elaborate_resolve(session *s)
{
	resolver r = { .s = s, .ok = true };

	/* the user's script first, so its names hide the tapsets' */
	index_symbols(s->user, &r);
	for (int i = 0; i < s->ntapsets; i++)
		index_symbols(s->tapsets[i], &r);

	for (int i = 0; i < s->nprobes; i++) {
		session_probe *p = s->probes[i];
		r.current_fn = NULL;
		r.current_probe = p;
		r.nprobe_globals = 0;
		r.nprobe_callees = 0;
		enter_body(&r, &p->probe->locals, &p->probe->nlocals);
		resolve_stmt(&r, p->probe->body);
		for (int j = 0; j < r.nprobe_globals; j++)
			VEC_PUSH(p->globals, p->nglobals, r.probe_globals[j]);
		/* callees are resolved below; remember them per probe */
		p->callees = NULL;
		p->ncallees = 0;
		for (int j = 0; j < r.nprobe_callees; j++)
			VEC_PUSH(p->callees, p->ncallees, r.probe_callees[j]);
	}
	/* s->functions grows while we walk it: each body may call more */
	for (int i = 0; i < s->nfunctions; i++)
		if (s->functions[i]->body)
			resolve_function(&r, s->functions[i]);

	/* a fixed order for locks: the order globals were first used */
	for (int i = 0; i < s->nglobals; i++)
		s->globals[i]->index = i;
	for (int i = 0; i < s->nprobes; i++) {
		session_probe *p = s->probes[i];
		for (int j = 0; j < p->ncallees; j++)
			collect_function_globals(&r, function_use(&r, p->callees[j]),
						 i + 1, p);
		qsort(p->globals, (size_t)p->nglobals, sizeof *p->globals,
		      compare_globals);
	}
	symtab_free(&r.scope);
	return r.ok;
}
