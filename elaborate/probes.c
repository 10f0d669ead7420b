/* Probe points to derived probes. A point names an alias (the user's or a
 * tapset's, possibly through wildcards) or a family's point; an alias
 * stands for its own points, each resolved the same way, and lends the
 * probe its prologue or epilogue. Every distinct way of reaching family
 * points (the chain of aliases and the conditions on the way) becomes one
 * derived probe with a body of its own. */
#include <fnmatch.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alias.h"
#include "clone.h"
#include "diag.h"
#include "elaborate_int.h"
#include "parse.h"
#include "probes.h"
#include "similar.h"
#include "token.h"
#include "util.h"
#include "walk.h"

/* Aliases may name aliases; a chain this long is a loop gone unnoticed. */
#define MAX_ALIAS_DEPTH 64

bool probe_component_is(const ast_probe_point *pp, int i, const char *name)
{
	return probe_component_named(pp, i, name) && !pp->comps[i].arg;
}

bool probe_component_named(const ast_probe_point *pp, int i, const char *name)
{
	return i < pp->ncomps && strcmp(pp->comps[i].name, name) == 0;
}

void probe_add_point(session_probe *p, resolved_point rp)
{
	ARENA_PUSH(p->arena, p->points, p->npoints, rp);
}

int probe_add_target(session_probe *p, char *name, ast_node *use)
{
	int count = p->ntargets;	/* the two arrays grow as one */
	ARENA_PUSH(p->arena, p->target_uses, count, use);
	ARENA_PUSH(p->arena, p->targets, p->ntargets, name);
	return p->ntargets - 1;
}

probe_match probe_resolve_family_point(session *s, const ast_probe_point *pp,
				       session_probe *out)
{
	if (!out->arena)
		out->arena = s->arena;
	for (int i = 0; i < s->nfamilies; i++) {
		int before = out->npoints;
		probe_match m = s->families[i]->resolve(s, pp, out);
		if (m == PROBE_NOT_MINE)
			continue;
		/* a family may hand a point to the one it builds on (an
		 * nd_syscall of a number with no function is on the
		 * tracepoints) */
		for (int j = before; j < out->npoints; j++)
			if (!out->points[j].family)
				out->points[j].family = s->families[i];
		return m;
	}
	return PROBE_NOT_MINE;
}

bool probe_context_type(const session_probe *p, const char *name,
			ast_type *type)
{
	for (int i = 0; i < p->npoints; i++) {
		const probe_family *f = p->points[i].family;
		probe_var vars[PROBE_MAX_VARS];
		int n = f && f->context ? f->context(&p->points[i], vars) : 0;
		for (int j = 0; j < n; j++)
			if (!strcmp(vars[j].name, name)) {
				*type = vars[j].type;
				return true;
			}
	}
	return false;
}

char *probe_point_text(const ast_probe_point *pp)
{
	strbuf sb = {0};

	parse_print_point(&sb, pp);
	return sb_steal(&sb);
}

/* One step of a derivation: the user's probe at the root, then each alias
 * a point went through. Lives on the C stack while its points resolve. */
typedef struct derive_ctx {
	const struct derive_ctx *parent;
	const ast_probe *alias;     /* expanded here; NULL for the user's */
	const ast_probe_point *named; /* ... as the point above named it */
	const ast_node *condition;  /* this step's own `if (COND)`, or NULL */
	bool optional;              /* failing below is not an error */
	char mark;                  /* its point's '?' or '!', or 0 */
	int depth;
	session_probe *group;       /* where its family points go */
} derive_ctx;

typedef struct deriver {
	session *s;
	alias_table aliases;
	ast_probe *user;
	bool ok;
} deriver;

static int resolve_points(deriver *d, derive_ctx *ctx, ast_probe_point **pts,
			  int n);

static void report_point_head(const ast_probe_point *pp)
{
	char *what = xasprintf("identifier '%s'", pp->comps[0].name);

	diag_semantic_error(pp->loc, what, "while resolving probe point");
	free(what);
}

static void report_point(const ast_probe_point *pp, const char *why)
{
	report_point_head(pp);
	diag_semantic_error_more("%s", why);
}

/* How stap names a component's token: "return" and "function" are its
 * keywords. */
static char *component_token(const char *name)
{
	return token_is_keyword(name) ? xstrdup("keyword")
				      : xasprintf("identifier '%s'", name);
}

/* The first names of the aliases of library files pass 1 did not parse
 * (it parses those a script may use): stap's hints name them all. Only
 * for a message, so the files are parsed here and dropped. */
static void library_aliases(const session *s, char ***names, int *n)
{
	for (int i = 0; i < s->nlibrary_files; i++) {
		src_file *f = s->library_files[i];
		bool parsed = false;
		for (int k = 0; k < s->ntapsets && !parsed; k++)
			parsed = s->tapsets[k]->file == f;
		ast_script *sc;
		if (parsed || !parse_load_file(f) || !(sc = parse_script(f)))
			continue;
		for (int k = 0; k < sc->nprobes; k++) {
			const ast_probe *p = sc->probes[k];
			if (!p->is_alias)
				continue;
			char *first = xstrdup(p->alias_names[0]->comps[0].name);
			VEC_PUSH(*names, *n, first);
		}
		parse_free_script(sc);
	}
}

/* The names component `pos` of a point that begins as `pp` may have:
 * the aliases' and the families' (their kernel's too: every system call's
 * name), each allocated. */
static int next_names(deriver *d, const ast_probe_point *pp, int pos,
		      char ***names, bool *complete)
{
	int n = 0;
	ast_component *comps = xmalloc(sizeof *comps * (size_t)(pos + 1));
	memcpy(comps, pp->comps, sizeof *comps * (size_t)pos);
	comps[pos] = (ast_component){ .name = "*" };
	ast_probe_point pattern = { .loc = pp->loc, .comps = comps,
				    .ncomps = pos + 1 };

	bool has_argument = false;
	for (int i = 0; i < pos; i++)
		has_argument |= pp->comps[i].arg != NULL;
	alias_next_names(&d->aliases, NULL, pp, pos, names, &n, complete);
	if (pos == 0)
		library_aliases(d->s, names, &n);
	for (int i = 0; i < d->s->nfamilies; i++) {
		const probe_family *f = d->s->families[i];
		alias_next_names(NULL, f->shapes, pp, pos, names, &n, complete);
		/* a kernel's points without arguments (syscall.NAME) are
		 * aliases in stap's library: a suffix after one is a
		 * mismatch, not an invalid suffix */
		bool kernel_complete = false;
		if (f->kernel_shapes)
			alias_next_names(NULL, f->kernel_shapes(d->s, &pattern),
					 pp, pos, names, &n, &kernel_complete);
		*complete |= kernel_complete && has_argument;
	}
	free(comps);
	return n;
}

/* stap's "probe point mismatch": the first component of `pp` that names
 * nothing an alias or a family has after the components before it, with
 * the closest names it could have been; "invalid suffix for probe" when
 * the components before it are a family's whole point. False, having said
 * nothing, when each component is a name they know (the point's argument
 * is what is not there: "no match"). */
static bool report_mismatch(deriver *d, const ast_probe_point *pp)
{
	bool glob = alias_has_wildcard(pp);

	for (int pos = 0; pos < pp->ncomps; pos++) {
		const char *name = pp->comps[pos].name;
		char **names = NULL;
		bool complete = false;
		int n = next_names(d, pp, pos, &names, &complete);
		/* nothing to compare with: nothing more to say */
		bool known = n == 0 && !complete;
		for (int i = 0; i < n && !known; i++)
			known = glob ? fnmatch(name, names[i], 0) == 0
				     : !strcmp(name, names[i]);
		if (!known && complete) {
			probe_point_invalid_suffix(pp, pos);
		} else if (!known && !glob) {
			probe_point_mismatch(pp, pos, (const char *const *)names, n);
		} else if (!known) {
			char *list = similar_list(name, (const char *const *)names, n);
			char *what = component_token(name);
			report_point_head(pp);
			diag_semantic_error_component(
				pp->comps[pos].loc, what,
				"probe point mismatch: didn't find any wildcard matches%s%s%s",
				list ? " (similar: " : "", list ? list : "",
				list ? ")" : "");
			free(what);
			free(list);
		}
		for (int i = 0; i < n; i++)
			free(names[i]);
		free(names);
		if (!known)
			return true;
	}
	return false;
}

static bool entry_as_target(ast_node *n, void *arg)
{
	(void)arg;
	if (n->kind != EX_AT_OP || strcmp(n->name, "entry") || n->nargs != 1 ||
	    n->args[0]->kind != EX_TARGET || n->args[0]->name[0] == '$')
		return true;
	ast_node *next = n->next;
	*n = *n->args[0];
	n->next = next;
	return false;
}

void probe_entries_as_targets(ast_node *body)
{
	walk_tree(body, entry_as_target, NULL);
}

/* The target variable a chain of ->, [N], & and $ on it reads, or NULL
 * (a chain on @cast, a call or an array of the script's). */
static ast_node *chain_target(ast_node *n)
{
	while (n->kind == EX_MEMBER || n->kind == EX_INDEX || n->kind == EX_ADDR ||
	       n->kind == EX_PRETTY)
		n = n->lhs;
	return n->kind == EX_TARGET ? n : NULL;
}

typedef struct entry_wrap {
	arena *a;              /* NULL: only count what would be wrapped */
	bool plain;
	const ast_node *found; /* the first of them */
} entry_wrap;

static bool wrap_in_entry(ast_node *n, void *arg)
{
	const entry_wrap *w = arg;

	if (n->kind == EX_AT_OP && !strcmp(n->name, "entry"))
		return false;
	/* a write keeps its target (pass 2 refused it at a return) */
	if ((n->kind == EX_ASSIGN || n->kind == EX_PREINC ||
	     n->kind == EX_POSTINC) && chain_target(n->lhs)) {
		if (n->rhs)
			walk_tree(n->rhs, wrap_in_entry, arg);
		return false;
	}
	ast_node *t = chain_target(n);
	if (!t || t->name[0] == '$' || !strcmp(t->name, "return") ||
	    (t == n && !w->plain))
		return true;
	if (!w->a) {
		((entry_wrap *)arg)->found = w->found ? w->found : n;
		return false;
	}
	ast_node *read = arena_alloc(w->a, sizeof *read);
	*read = *n;
	read->next = NULL;
	ast_node *next = n->next;
	memset(n, 0, sizeof *n);
	n->kind = EX_AT_OP;
	n->name = "entry";
	n->loc = read->loc;
	n->type = read->type;
	n->depth = read->depth + 1;
	n->args = arena_alloc(w->a, sizeof *n->args);
	n->args[0] = read;
	n->nargs = 1;
	n->next = next;
	return false;
}

void probe_returns_read_entries(session *s, ast_node *body, bool plain)
{
	entry_wrap w = { s->arena, plain, NULL };

	walk_tree(body, wrap_in_entry, &w);
}

bool probe_mixed_reads_entries(const session_probe *p, bool plain)
{
	entry_wrap w = { NULL, plain, NULL };

	walk_tree(p->probe->body, wrap_in_entry, &w);
	if (!w.found)
		return true;
	char *token = w.found->kind == EX_TARGET
		? xasprintf("identifier '$%s'", w.found->name)
		: xstrdup(w.found->kind == EX_MEMBER ? "operator '->'"
			  : w.found->kind == EX_ADDR ? "operator '&'"
			  : w.found->kind == EX_PRETTY ? "operator '$'"
			  : "operator '['");
	diag_semantic_error(w.found->loc, token, "a .return that shares its "
			    "probe with other points cannot read this as the "
			    "call's entry had it yet: give the .return a probe "
			    "of its own");
	free(token);
	return false;
}

typedef struct entry_ctx {
	session *s;
	session_probe *p;
	probe_entries *entries;
	bool ok;
	const char *kept_by;
} entry_ctx;

static bool is_local(ast_node *n, void *arg)
{
	bool *found = arg;
	if (n->kind == EX_IDENT && n->sym && n->sym->kind != SYM_GLOBAL)
		*found = true;
	return !*found;
}

/* An @entry(EXPR) probe_entries_as_targets left: EXPR goes to the entry, and
 * the node becomes the target variable its value is read from at the
 * return. */
static bool entry_slot(ast_node *n, void *arg)
{
	entry_ctx *x = arg;
	if (n->kind != EX_AT_OP || strcmp(n->name, "entry") || n->nargs != 1)
		return true;
	ast_node *e = n->args[0];
	bool local = false;
	walk_tree(e, is_local, &local);
	bool text = e->type == TYPE_STRING;
	if ((e->type != TYPE_LONG && !text) || local) {
		diag_semantic_error(n->loc, "operator '@entry'", "@entry() of %s "
				    "is not kept from the entry yet", local
				    ? "a local variable" : "a string");
		x->ok = false;
		return false;
	}
	x->entries->ntexts += text;
	session_probe *p = x->p;
	ARENA_PUSH(x->s->arena, x->entries->exprs, x->entries->n, e);
	probe_add_target(p, arena_asprintf(x->s->arena, "@entry%d",
					   x->entries->n - 1), e);
	ast_node *next = n->next;
	src_loc loc = n->loc;
	memset(n, 0, sizeof *n);
	n->kind = EX_TARGET;
	n->name = p->targets[p->ntargets - 1];
	n->num = p->ntargets - 1;
	n->type = text ? TYPE_STRING : TYPE_LONG;
	n->loc = loc;
	n->depth = 1;
	n->next = next;
	return false;
}

bool probe_entry_slots(session *s, session_probe *p, probe_entries *out,
		       const char *kept_by)
{
	entry_ctx x = { s, p, out, true, kept_by };

	walk_tree(p->probe->body, entry_slot, &x);
	if (x.ok && kept_by && out->n > PROBE_ENTRY_VALS) {
		diag_semantic_error(out->exprs[PROBE_ENTRY_VALS]->loc,
				    "operator '@entry'", "a %s return probe keeps "
				    "at most %d @entry() values", kept_by,
				    PROBE_ENTRY_VALS);
		return false;
	}
	if (kept_by && out->ntexts > s->entry_texts)
		s->entry_texts = out->ntexts;
	return x.ok;
}

char *probe_entry_text(arena *a, const probe_entries *e, const char *vals, int k)
{
	int j = 0;

	if (!e || k < 0 || k >= e->n || e->exprs[k]->type != TYPE_STRING)
		return NULL;
	for (int i = 0; i < k; i++)
		j += e->exprs[i]->type == TYPE_STRING;
	return arena_asprintf(a, "((char *)(%s + %d) + %d * MAXSTRINGLEN)", vals,
			      e->n, j);
}

char *probe_entry_read(arena *a, const probe_entries *e, const char *vals,
		       const char *name)
{
	int k;
	if (sscanf(name, "@entry%d", &k) != 1)
		return NULL;
	char *text = probe_entry_text(a, e, vals, k);
	return text ? arena_asprintf(a, "(unsigned long)%s", text)
		    : arena_asprintf(a, "%s[%d]", vals, k);
}

probe_match probe_point_error(const ast_probe_point *pp, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	char *why = xvasprintf(fmt, ap);
	va_end(ap);
	report_point(pp, why);
	free(why);
	return PROBE_FAILED;
}

probe_match probe_point_mismatch(const ast_probe_point *pp, int pos,
				 const char *const *names, int n)
{
	const char *name = pp->comps[pos].name;
	char *list = similar_list(name, names, n);
	char *what = component_token(name);

	report_point_head(pp);
	diag_semantic_error_component(pp->comps[pos].loc, what,
				      "probe point mismatch%s%s%s",
				      list ? " (similar: " : "", list ? list : "",
				      list ? ")" : "");
	free(what);
	free(list);
	return PROBE_FAILED;
}

probe_match probe_point_invalid_suffix(const ast_probe_point *pp, int pos)
{
	char *what = component_token(pp->comps[pos].name);

	report_point_head(pp);
	diag_semantic_error_component(pp->comps[pos].loc, what,
				      "invalid suffix for probe");
	free(what);
	return PROBE_FAILED;
}

probe_match probe_point_miss_similar(session *s, const char *noun,
				     const char *name,
				     const char *const *names, int n)
{
	char *list = similar_list(name, names, n);
	if (!list)
		return PROBE_NO_MATCH;
	probe_match m = probe_point_miss(s, "no match (similar %s%s: %s)", noun,
					 strchr(list, ',') ? "s" : "", list);
	free(list);
	return m;
}

probe_match probe_point_miss(session *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	char *why = xvasprintf(fmt, ap);
	va_end(ap);
	s->point_miss = arena_strdup(s->arena, why);
	free(why);
	return PROBE_NO_MATCH;
}

/* "foo = begin, end" or the user's "begin,end(3)" as stap lists them. */
static void print_probe_sig(strbuf *sb, const ast_probe *p)
{
	if (p->is_alias) {
		parse_print_point_stap(sb, p->alias_names[0]);
		sb_puts(sb, p->alias_epilogue ? " += " : " = ");
	}
	for (int i = 0; i < p->npoints; i++) {
		if (i)
			sb_puts(sb, p->is_alias ? ", " : ",");
		parse_print_point_stap(sb, p->points[i]);
	}
}

/* The comment stap's -p2 puts after a point: each step the probe came
 * through (the aliases from the nearest out, then the user's probe),
 * each after " <- ", an alias's followed by the steps after it in a
 * comment of their own. That doubles with each step: past a depth no
 * script reaches but a runaway alias might, the steps are flat. */
static void print_steps(strbuf *sb, const ast_probe **steps, int n)
{
	sb_puts(sb, " /* ");
	for (int i = 0; i < n; i++) {
		sb_puts(sb, " <- ");
		print_probe_sig(sb, steps[i]);
		if (i + 1 < n && n <= 12)
			print_steps(sb, steps + i + 1, n - i - 1);
	}
	sb_puts(sb, " */ ");
}

static char *derivation_text(arena *a, const derive_ctx *ctx,
			     const ast_probe *user)
{
	const ast_probe *steps[MAX_ALIAS_DEPTH * 2 + 2];
	int n = 0;
	strbuf sb = {0};

	for (const derive_ctx *c = ctx; c; c = c->parent)
		if (c->alias)
			steps[n++] = c->alias;
	steps[n++] = user;
	print_steps(&sb, steps, n);
	return arena_steal(a, &sb);
}

/* The steps from the user's probe down to `ctx`, root first. */
static int chain_of(const derive_ctx *ctx, const derive_ctx **chain)
{
	int n = 0;

	for (const derive_ctx *c = ctx; c; c = c->parent)
		n++;
	int i = n;
	for (const derive_ctx *c = ctx; c; c = c->parent)
		chain[--i] = c;
	return n;
}

static ast_node *and_conditions(arena *a, const derive_ctx **chain, int n)
{
	ast_node *cond = NULL;

	for (int i = 0; i < n; i++) {
		if (!chain[i]->condition)
			continue;
		ast_node *c = clone_node(a, chain[i]->condition);
		if (cond) {
			ast_node *both = clone_new_node(a, EX_LOGICAL, cond->loc);
			both->op = TOK_ANDAND;
			both->lhs = cond;
			both->rhs = c;
			both->depth = (cond->depth > c->depth ? cond->depth
							      : c->depth) + 1;
			c = both;
		}
		cond = c;
	}
	return cond;
}

/* The body of the derived probe: the user's, inside each alias's
 * prologue and epilogue from the nearest alias outwards, after a guard
 * for the conditions. Each piece is a block of its own; they share the
 * probe's locals, as in stap. */
static ast_node *compose_body(arena *ar, const derive_ctx **chain, int n,
			      const ast_probe *user, ast_node *cond)
{
	ast_node *first = clone_node(ar, user->body), *last = first;

	for (int i = 1; i < n; i++) {
		const ast_probe *a = chain[i]->alias;
		if (!a)
			continue; /* a step for a condition only */
		ast_node *piece = clone_node(ar, a->body);
		if (a->alias_epilogue) {
			last->next = piece;
			last = piece;
			continue;
		}
		piece->next = first;
		first = piece;
		if (a->epilogue) {
			last->next = clone_node(ar, a->epilogue);
			last = last->next;
		}
	}
	if (cond) {
		ast_node *guard = clone_new_node(ar, ST_IF, cond->loc);
		guard->cond = clone_new_node(ar, EX_UNARY, cond->loc);
		guard->cond->op = '!';
		guard->cond->lhs = clone_node(ar, cond);
		guard->cond->depth = cond->depth + 1;
		guard->body = clone_new_node(ar, ST_NEXT, cond->loc);
		guard->next = first;
		first = guard;
	}
	ast_node *block = clone_new_node(ar, ST_BLOCK, user->body->loc);
	block->body = first;
	return block;
}

/* The derived probe for points reached through `ctx`, made on first use. */
static session_probe *group_for(deriver *d, derive_ctx *ctx)
{
	if (ctx->group)
		return ctx->group;
	const derive_ctx *chain[MAX_ALIAS_DEPTH * 2 + 2];
	int n = chain_of(ctx, chain);
	arena *a = d->s->arena;
	session_probe *sp = arena_alloc(a, sizeof *sp);
	ast_probe *p = arena_alloc(a, sizeof *p);
	*p = *d->user;
	p->locals = NULL;
	p->nlocals = 0;
	sp->arena = a;
	sp->condition = and_conditions(a, chain, n);
	p->body = compose_body(a, chain, n, d->user, sp->condition);
	sp->probe = p;
	sp->derivation = derivation_text(a, ctx, d->user);
	sp->mark = ctx->mark;
	for (int i = 0; i < n && !sp->listed_as; i++)
		if (chain[i]->alias) {
			ast_probe_point bare = *chain[i]->named;
			bare.optional = bare.sufficient = false;
			bare.condition = NULL;
			char *text = probe_point_text(&bare);
			sp->listed_as = arena_strdup(a, text);
			free(text);
		}
	ctx->group = sp;
	VEC_PUSH(d->s->probes, d->s->nprobes, sp);
	return sp;
}

/* A point with no wildcard in its names: an alias, else a family's. */
/* `pp` with `suffix` after its components: what an alias's point stands
 * for when the alias was named with more components than it has
 * (`probe sendrecv.return` for `sendrecv = tcp.sendmsg` is
 * tcp.sendmsg.return). Owned by the alias table. */
static ast_probe_point *with_suffix(deriver *d, const ast_probe_point *pp,
				    const ast_component *suffix, int nsuffix)
{
	ast_probe_point *pt = xmalloc(sizeof *pt);

	*pt = *pp;
	pt->comps = NULL;
	pt->ncomps = 0;
	for (int i = 0; i < pp->ncomps + nsuffix; i++) {
		ast_component c = i < pp->ncomps ? pp->comps[i] : suffix[i - pp->ncomps];
		c.name = xstrdup(c.name);
		VEC_PUSH(pt->comps, pt->ncomps, c);
	}
	VEC_PUSH(d->aliases.made, d->aliases.nmade, pt);
	return pt;
}

/* Each definition of the alias `pp` named, in turn. */
static int expand_aliases(deriver *d, derive_ctx *ctx, const ast_probe_point *pp,
			  alias_def *const *defs, int ndefs,
			  const ast_component *suffix, int nsuffix)
{
	int found = 0;

	if (ctx->depth >= MAX_ALIAS_DEPTH) {
		report_point(pp, "recursive loop in alias expansion");
		d->ok = false;
		return -1;
	}
	for (int i = 0; i < ndefs; i++) {
		const ast_probe *a = defs[i]->probe;
		for (const derive_ctx *c = ctx; c; c = c->parent)
			if (c->alias == a) {
				char *msg = xasprintf("recursive loop in alias expansion of %s",
						      pp->comps[0].name);
				report_point(pp, msg);
				free(msg);
				d->ok = false;
				return -1;
			}
		derive_ctx sub = {
			.parent = ctx, .alias = a, .named = pp,
			.optional = ctx->optional, .depth = ctx->depth + 1,
		};
		ast_probe_point **points = a->points;
		if (nsuffix) {
			points = xmalloc(sizeof *points * (size_t)a->npoints);
			for (int j = 0; j < a->npoints; j++)
				points[j] = with_suffix(d, a->points[j], suffix, nsuffix);
		}
		int r = resolve_points(d, &sub, points, a->npoints);
		if (nsuffix)
			free(points);
		if (r < 0)
			return -1;
		found += r;
	}
	return found;
}

/* The longest prefix of `pp` that names an alias; its definitions, and
 * where the suffix starts. */
static alias_def *const *alias_prefix(deriver *d, const ast_probe_point *pp,
				      int *ndefs, int *split)
{
	for (int k = pp->ncomps - 1; k >= 1; k--) {
		ast_probe_point prefix = *pp;
		prefix.ncomps = k;
		alias_def *const *defs = alias_lookup(&d->aliases, &prefix, ndefs);
		if (*ndefs > 0) {
			*split = k;
			return defs;
		}
	}
	*ndefs = 0;
	return NULL;
}

/* A point with no wildcard in its names: an alias, else a family's, else
 * an alias with a suffix. */
static int resolve_concrete(deriver *d, derive_ctx *ctx,
			    const ast_probe_point *pp)
{
	int nmatch = 0, split = 0;
	alias_def *const *defs = alias_lookup(&d->aliases, pp, &nmatch);

	if (nmatch > 0)
		return expand_aliases(d, ctx, pp, defs, nmatch, NULL, 0);
	session_probe *g = group_for(d, ctx);
	int before = g->npoints;
	/* as stap, what is wrong with an optional point only drops it
	 * (timer.us(3)? is out of range: no error, no point) */
	diag_quiet += ctx->optional;
	probe_match m = probe_resolve_family_point(d->s, pp, g);
	diag_quiet -= ctx->optional;
	switch (m) {
	case PROBE_NOT_MINE:
		break;
	case PROBE_MATCHED:
		return g->npoints - before;
	case PROBE_FAILED:
		if (ctx->optional) {
			g->npoints = before;
			d->s->point_miss = NULL;
			return 0;
		}
		d->ok = false;
		return -1;
	case PROBE_NO_MATCH:
		if (!ctx->optional && (d->s->point_miss || !report_mismatch(d, pp)))
			report_point(pp, d->s->point_miss ? d->s->point_miss : "no match");
		d->s->point_miss = NULL;
		return ctx->optional ? 0 : -1;
	}
	defs = alias_prefix(d, pp, &nmatch, &split);
	if (nmatch > 0)
		return expand_aliases(d, ctx, pp, defs, nmatch, pp->comps + split,
				      pp->ncomps - split);
	if (!ctx->optional && !report_mismatch(d, pp))
		report_point(pp, "probe point mismatch");
	return ctx->optional ? 0 : -1;
}

/* A point whose names hold '*': each alias and family point it matches. */
static int resolve_wildcard(deriver *d, derive_ctx *ctx,
			    const ast_probe_point *pp)
{
	int found = 0, matched = 0;
	ast_probe_point **names = NULL;
	int nnames = alias_expand_wildcard(&d->aliases, pp, &names);

	for (int i = 0; i < d->s->nfamilies; i++) {
		const probe_family *f = d->s->families[i];
		alias_expand_shapes(&d->aliases, f->shapes, pp, &names, &nnames);
		if (f->kernel_shapes)
			alias_expand_shapes(&d->aliases, f->kernel_shapes(d->s, pp),
					    pp, &names, &nnames);
	}
	/* as stap, a name the wildcard gives that matches nothing is
	 * passed over (kernel.function("f").* of a function with no inline
	 * instance); only when none matches is it "no match" */
	bool optional = ctx->optional;
	ctx->optional = true;
	for (int i = 0; i < nnames; i++) {
		int r = resolve_concrete(d, ctx, names[i]);
		if (r < 0) {
			found = -1;
			break;
		}
		found += r;
		matched += r > 0;
	}
	ctx->optional = optional;
	free(names);
	if (found >= 0 && matched == 0) {
		if (!ctx->optional && !report_mismatch(d, pp))
			report_point(pp, "no match");
		return ctx->optional ? 0 : -1;
	}
	return found;
}

static bool declared_global(const ast_script *sc, const char *name)
{
	for (int i = 0; i < sc->nglobals; i++)
		if (!strcmp(sc->globals[i]->name, name))
			return true;
	return false;
}

/* What makes a probe point's `if (COND)` wrong, as stap words it. */
static const char *condition_fault(deriver *d, const ast_node *n)
{
	switch (n->kind) {
	case EX_ASSIGN:
	case EX_PREINC:
	case EX_POSTINC:
	case EX_STATS_ADD:
		return "probe condition must not modify any variables";
	case EX_CALL:
		return "probe condition must not reference function";
	case EX_IDENT:
		if (declared_global(d->s->user, n->name))
			return NULL;
		for (int i = 0; i < d->s->ntapsets; i++)
			if (declared_global(d->s->tapsets[i], n->name))
				return NULL;
		return "probe condition must not reference undeclared global";
	default:
		return NULL;
	}
}

typedef struct cond_check {
	deriver *d;
	bool ok;
} cond_check;

static bool check_condition_node(ast_node *n, void *arg)
{
	cond_check *c = arg;
	const char *fault = condition_fault(c->d, n);

	if (fault) {
		char *what = parse_describe(n);
		diag_semantic_error(n->loc, what, "%s", fault);
		free(what);
		c->ok = false;
	}
	return c->ok;
}

static int resolve_point(deriver *d, derive_ctx *ctx, const ast_probe_point *pp)
{
	if (pp->condition) {
		cond_check c = { .d = d, .ok = true };
		walk_tree(pp->condition, check_condition_node, &c);
		if (!c.ok) {
			d->ok = false;
			return -1;
		}
	}
	derive_ctx here = {
		.parent = ctx, .condition = pp->condition,
		.optional = ctx->optional || pp->optional || pp->sufficient,
		.mark = pp->sufficient ? '!' : pp->optional ? '?' : 0,
		.depth = ctx->depth,
	};
	/* a step of its own only when it adds something: points with the
	 * same conditions and marks share one derived probe */
	derive_ctx *c = &here;
	if (!pp->condition && here.optional == ctx->optional &&
	    here.mark == ctx->mark)
		c = ctx;
	int r = alias_has_wildcard(pp) ? resolve_wildcard(d, c, pp)
				       : resolve_concrete(d, c, pp);
	if (r == 0 && !c->optional) {
		report_point(pp, "no match");
		return -1;
	}
	return r;
}

/* A list of points: each, until a sufficient ('!') one resolves. An
 * optional point that fails still lets the others count. */
static int resolve_points(deriver *d, derive_ctx *ctx, ast_probe_point **pts,
			  int n)
{
	int found = 0;
	bool failed = false;

	for (int i = 0; i < n; i++) {
		int r = resolve_point(d, ctx, pts[i]);
		if (r < 0) {
			failed = true;
			d->ok = false;
			continue;
		}
		found += r;
		if (r > 0 && pts[i]->sufficient)
			break;
	}
	return failed ? -1 : found;
}

/* The derived probes that ended with no points (optional points that
 * matched nothing) go (their memory is the session's). */
static void drop_empty_groups(session *s)
{
	int kept = 0;

	for (int i = 0; i < s->nprobes; i++)
		if (s->probes[i]->npoints > 0)
			s->probes[kept++] = s->probes[i];
	s->nprobes = kept;
}

static void add_script_aliases(deriver *d, ast_script *sc)
{
	for (int i = 0; i < sc->nprobes; i++)
		if (sc->probes[i]->is_alias &&
		    !alias_add(&d->aliases, sc->probes[i]))
			d->ok = false;
}

static void derive_script_probes(deriver *d, ast_script *sc)
{
	for (int i = 0; i < sc->nprobes; i++) {
		ast_probe *probe = sc->probes[i];
		if (probe->is_alias)
			continue;
		d->user = probe;
		derive_ctx root = {0};
		resolve_points(d, &root, probe->points, probe->npoints);
	}
}

bool elaborate_probes(session *s)
{
	deriver d = { .s = s, .ok = true };

	add_script_aliases(&d, s->user);
	for (int i = 0; i < s->ntapsets; i++)
		add_script_aliases(&d, s->tapsets[i]);
	if (!d.ok)
		return false;
	derive_script_probes(&d, s->user);
	for (int i = 0; i < s->ntapsets; i++) {
		int first = s->nprobes;
		derive_script_probes(&d, s->tapsets[i]);
		for (int j = first; j < s->nprobes; j++)
			s->probes[j]->tapset_file = s->tapsets[i]->file;
	}
	drop_empty_groups(s);
	alias_table_free(&d.aliases);
	return d.ok;
}
