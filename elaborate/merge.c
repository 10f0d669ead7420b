/* The handlers on one point merged into one, as stap's optimizer merges
 * them: the probes that share a point (its text and mark, as -p2 prints
 * it) and have no condition become one probe on that point, whose body
 * runs each of theirs in script order, each in a try of its own
 * (TRY_HANDLER), so that one body's error or `next` leaves the bodies
 * after it running; the last error is raised once all have run. The
 * point is registered once, and each hit pays for one handler.
 *
 * As in stap, the bodies are merged once their names are bound and
 * their target variables checked (so each one's errors come in script
 * order) and before their types are inferred. Before that, each point
 * to be merged is given a probe of its own. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clone.h"
#include "elaborate_int.h"
#include "probes.h"
#include "usage.h"
#include "util.h"
#include "walk.h"

/* stap merges at most this many handlers into one, then starts another */
enum { MERGE_MAX = 32 };

typedef struct handler_ref {
	session_probe *probe;
	int point;
} handler_ref;

/* The handlers on one point, in script order. */
typedef struct point_group {
	handler_ref *refs;
	int nrefs;
} point_group;

typedef struct groups {
	point_group *of;
	int n;
} groups;

/* A probe whose condition decides per hit, or a tapset file's own probe
 * (kept only if its file is used), runs on its own. */
static bool mergeable(const session_probe *p)
{
	return !p->condition && !p->tapset_file;
}

/* The point's mark, which of its probe's alike points it is, its pp()
 * and what its family adds to tell one place from another. */
static char *merge_key(const session_probe *p, int j, long nth)
{
	const resolved_point *rp = &p->points[j];
	char *place = rp->family && rp->family->place_key ?
		      rp->family->place_key(rp) : NULL;
	char *key = xasprintf("%c%ld %s %s %s", p->mark ? p->mark : ' ', nth,
			      rp->family ? rp->family->name : "", rp->pp,
			      place ? place : "");
	free(place);
	return key;
}

static groups collect_groups(const session *s)
{
	symtab by_point = {0};
	char **keys = NULL;
	int nkeys = 0;
	groups g = {0};

	for (int i = 0; i < s->nprobes; i++) {
		session_probe *p = s->probes[i];
		if (!mergeable(p))
			continue;
		/* one probe's points that print alike are different places
		 * (a function's inlined copies): the Nth of them is merged
		 * with the Nth of another probe's */
		symtab seen = {0};
		for (int j = 0; j < p->npoints; j++) {
			intptr_t nth = (intptr_t)symtab_get(&seen, p->points[j].pp);
			symtab_put(&seen, p->points[j].pp, (void *)(nth + 1));
			char *key = merge_key(p, j, nth);
			intptr_t at = (intptr_t)symtab_get(&by_point, key);
			if (!at) {
				point_group empty = {0};
				VEC_PUSH(g.of, g.n, empty);
				at = g.n;
				symtab_put(&by_point, key, (void *)at);
				VEC_PUSH(keys, nkeys, key);
			} else {
				free(key);
			}
			handler_ref ref = { p, j };
			point_group *grp = &g.of[at - 1];
			VEC_PUSH(grp->refs, grp->nrefs, ref);
		}
		symtab_free(&seen);
	}
	symtab_free(&by_point);
	for (int i = 0; i < nkeys; i++)
		free(keys[i]);
	free(keys);
	return g;
}

static void groups_free(groups *g)
{
	for (int i = 0; i < g->n; i++)
		free(g->of[i].refs);
	free(g->of);
}

/* ---- before names are bound: a probe of its own for each point ---- */

/* The point `j` of `p` as a probe of its own, with a copy of the body. */
static session_probe *split_point(arena *a, session_probe *p, int j)
{
	session_probe *q = arena_alloc(a, sizeof *q);

	*q = *p;
	q->probe = arena_alloc(a, sizeof *q->probe);
	*q->probe = *p->probe;
	q->probe->body = clone_node(a, p->probe->body);
	q->points = NULL;
	q->npoints = 0;
	probe_add_point(q, p->points[j]);
	return q;
}

/* Whether point `j` of `p` is one of those to be merged, in a probe
 * with other points. */
static bool to_split(symtab *marked, const session_probe *p, int j)
{
	char key[64];

	snprintf(key, sizeof key, "%p", (const void *)&p->points[j]);
	return symtab_get(marked, key) != NULL;
}

void merge_split_points(session *s)
{
	if (s->config.unoptimized)
		return;
	groups g = collect_groups(s);
	symtab marked = {0};
	char **keys = NULL;
	int nkeys = 0;

	for (int i = 0; i < g.n; i++)
		for (int k = 0; g.of[i].nrefs > 1 && k < g.of[i].nrefs; k++) {
			handler_ref *r = &g.of[i].refs[k];
			if (r->probe->npoints == 1)
				continue;
			char *key = xasprintf("%p", (void *)&r->probe->points[r->point]);
			symtab_put(&marked, key, r->probe);
			VEC_PUSH(keys, nkeys, key);
		}
	groups_free(&g);
	if (!nkeys)
		return;
	session_probe **probes = NULL;
	int nprobes = 0;
	for (int i = 0; i < s->nprobes; i++) {
		session_probe *p = s->probes[i];
		session_probe **own = NULL;
		int nown = 0, kept = 0;
		for (int j = 0; j < p->npoints; j++) {
			if (to_split(&marked, p, j))
				VEC_PUSH(own, nown, split_point(s->arena, p, j));
			else
				p->points[kept++] = p->points[j];
		}
		p->npoints = kept;
		if (kept)
			VEC_PUSH(probes, nprobes, p);
		for (int k = 0; k < nown; k++)
			VEC_PUSH(probes, nprobes, own[k]);
		free(own);
	}
	symtab_free(&marked);
	for (int i = 0; i < nkeys; i++)
		free(keys[i]);
	free(keys);
	free(s->probes);
	s->probes = probes;
	s->nprobes = nprobes;
}

/* ---- once names are bound and targets checked: one body ---- */

typedef struct renaming {
	ast_symbol **from;
	ast_symbol **to;
	int n;
} renaming;

static bool rebind(ast_node *n, void *arg)
{
	const renaming *r = arg;

	for (int i = 0; n->sym && i < r->n; i++)
		if (n->sym == r->from[i])
			n->sym = r->to[i];
	return true;
}

static ast_symbol *string_local(arena *a, const char *name, src_loc loc)
{
	ast_symbol *sym = arena_alloc(a, sizeof *sym);

	sym->kind = SYM_LOCAL;
	sym->name = arena_strdup(a, name);
	sym->loc = loc;
	sym->type = TYPE_STRING;
	sym->used = sym->written = true;
	return sym;
}

static ast_node *ident(arena *a, ast_symbol *sym, src_loc loc)
{
	ast_node *n = clone_new_node(a, EX_IDENT, loc);

	n->name = sym->name;
	n->sym = sym;
	n->type = TYPE_STRING;
	n->depth = 1;
	return n;
}

typedef struct merging {
	session *s;
	ast_symbol **locals;
	int nlocals;
	ast_symbol *merged_error;
} merging;

static ast_symbol *context_local(const merging *m, const char *name)
{
	for (int i = 0; i < m->nlocals; i++)
		if (m->locals[i]->kind == SYM_CONTEXT &&
		    !strcmp(m->locals[i]->name, name))
			return m->locals[i];
	return NULL;
}

/* Handler `k`: the locals of its probe join the merged probe's (the
 * point's context is one for all; the others are its own, named NAME_K
 * after the first, as stap names them), its body goes in a try. */
static ast_node *take_handler(merging *m, session_probe *p, int k)
{
	arena *a = m->s->arena;
	ast_probe *probe = p->probe;
	renaming r = {0};

	for (int i = 0; i < probe->nlocals; i++) {
		ast_symbol *sym = probe->locals[i];
		ast_symbol *same = k ? context_local(m, sym->name) : NULL;
		if (sym->kind == SYM_CONTEXT && same) {
			int count = r.n;
			VEC_PUSH(r.to, count, same);
			VEC_PUSH(r.from, r.n, sym);
			continue;
		}
		if (k && sym->kind != SYM_CONTEXT)
			sym->name = arena_asprintf(a, "%s_%d", sym->name, k);
		VEC_PUSH(m->locals, m->nlocals, sym);
	}
	if (r.n)
		walk_tree(probe->body, rebind, &r);
	free(r.from);
	free(r.to);
	if (k == 0) {
		m->merged_error = string_local(a, "__combined_probe_error__", probe->loc);
		VEC_PUSH(m->locals, m->nlocals, m->merged_error);
	}
	char *name = arena_asprintf(a, "__error_%d__", k);
	ast_symbol *error = string_local(a, name, probe->loc);
	VEC_PUSH(m->locals, m->nlocals, error);

	ast_node *t = clone_new_node(a, ST_TRY, probe->loc);
	t->op = TRY_HANDLER;
	t->num = k;
	t->body = probe->body;
	t->lhs = ident(a, error, probe->loc);
	t->rhs = ident(a, m->merged_error, probe->loc);
	t->els = clone_new_node(a, ST_BLOCK, probe->loc);
	return t;
}

static void merge_batch(session *s, handler_ref *refs, int n)
{
	session_probe *first = refs[0].probe;
	ast_node *block = clone_new_node(s->arena, ST_BLOCK, first->probe->body->loc);
	ast_node **tail = &block->body;
	merging m = { .s = s };

	for (int k = 0; k < n; k++) {
		*tail = take_handler(&m, refs[k].probe, k);
		tail = &(*tail)->next;
		if (k)
			refs[k].probe->npoints = 0;	/* taken */
	}
	ast_probe *probe = first->probe;
	probe->body = block;
	probe->locals = arena_alloc(s->arena, sizeof *probe->locals * (size_t)m.nlocals);
	for (int i = 0; i < m.nlocals; i++) {
		m.locals[i]->index = i;
		probe->locals[i] = m.locals[i];
	}
	probe->nlocals = m.nlocals;
	free(m.locals);
	first->merged = true;
	targets_reslot(first);
	usage_of_probe(s, first);
	if (s->config.verbose > 1)
		fprintf(stderr, "Combining %d probe handlers for probe point: %s\n",
			n, first->points[0].pp);
}

void merge_handlers(session *s)
{
	if (s->config.unoptimized)
		return;
	groups g = collect_groups(s);
	bool merged = false;

	for (int i = 0; i < g.n; i++) {
		point_group *grp = &g.of[i];
		for (int b = 0; b + 1 < grp->nrefs; b += MERGE_MAX) {
			int n = grp->nrefs - b < MERGE_MAX ? grp->nrefs - b : MERGE_MAX;
			if (n < 2)
				break;
			merge_batch(s, grp->refs + b, n);
			merged = true;
		}
	}
	groups_free(&g);
	if (!merged)
		return;
	int kept = 0;
	for (int i = 0; i < s->nprobes; i++)
		if (s->probes[i]->npoints)
			s->probes[kept++] = s->probes[i];
	s->nprobes = kept;
}
