/* Tree construction with a record of every allocation: see build.h. */
#include "build.h"

#include <stdlib.h>

#include "parse.h"
#include "util.h"

typedef void free_fn(void *);

typedef struct tracked {
	void *p;
	free_fn *free;
	bool temp;
} tracked;

static tracked *objs;
static int nobjs, capobjs;

static void *track(void *p, free_fn *fn, bool temp)
{
	if (nobjs == capobjs) {
		capobjs = capobjs ? capobjs * 2 : 1024;
		objs = xrealloc(objs, sizeof(*objs) * (size_t)capobjs);
	}
	objs[nobjs++] = (tracked){ p, fn, temp };
	return p;
}

/* Each free_* frees one object and what only it points to (strings and
 * arrays), never another tracked object. */
static void free_node(void *p)
{
	ast_node *n = p;
	free(n->name);
	free(n->str);
	free(n->args);
	if (n->foreach) {
		free(n->foreach->keys);
		free(n->foreach->slice);
		free(n->foreach->sort_aggr);
		free(n->foreach);
	}
	free(n);
}

static void free_probe(void *p)
{
	ast_probe *pr = p;
	free(pr->points);
	free(pr->alias_names);
	free(pr->locals);
	free(pr);
}

static void free_point(void *p)
{
	ast_probe_point *pp = p;
	for (int i = 0; i < pp->ncomps; i++)
		free(pp->comps[i].name);
	free(pp->comps);
	free(pp);
}

static void free_function(void *p)
{
	ast_function *f = p;
	for (int i = 0; i < f->nparams; i++)
		free(f->params[i].name);
	free(f->params);
	free(f->name);
	free(f->embedded_c);
	free(f->locals);
	free(f);
}

static void free_global(void *p)
{
	ast_global *g = p;
	free(g->name);
	free(g);
}

static void free_embed(void *p)
{
	ast_embed *e = p;
	free(e->code);
	free(e);
}

static void free_script(void *p)
{
	ast_script *s = p;
	free(s->probes);
	free(s->functions);
	free(s->globals);
	free(s->embeds);
	free(s);
}

static void free_list(void *p)
{
	plist *l = p;
	free(l->items);
	free(l->aux);
	free(l);
}

void build_begin(void)
{
	nobjs = 0;
}

static void finish(bool keep_tree)
{
	for (int i = 0; i < nobjs; i++)
		if (objs[i].temp || !keep_tree)
			objs[i].free(objs[i].p);
	free(objs);
	objs = NULL;
	nobjs = capobjs = 0;
}

void build_commit(void)
{
	finish(true);
}

void build_abort(void)
{
	finish(false);
}

ast_node *build_node(ast_kind kind, src_loc loc)
{
	ast_node *n = xcalloc(1, sizeof(*n));
	n->kind = kind;
	n->loc = loc;
	return track(n, free_node, false);
}

ast_probe *build_probe(src_loc loc)
{
	ast_probe *p = xcalloc(1, sizeof(*p));
	p->loc = loc;
	return track(p, free_probe, false);
}

ast_probe_point *build_point(src_loc loc)
{
	ast_probe_point *p = xcalloc(1, sizeof(*p));
	p->loc = loc;
	return track(p, free_point, false);
}

ast_function *build_function(src_loc loc)
{
	ast_function *f = xcalloc(1, sizeof(*f));
	f->loc = loc;
	return track(f, free_function, false);
}

ast_global *build_global(src_loc loc)
{
	ast_global *g = xcalloc(1, sizeof(*g));
	g->loc = loc;
	return track(g, free_global, false);
}

ast_embed *build_embed(src_loc loc, const char *code)
{
	ast_embed *e = xcalloc(1, sizeof(*e));
	e->loc = loc;
	e->code = xstrdup(code);
	return track(e, free_embed, false);
}

ast_script *build_script(src_file *file)
{
	ast_script *s = xcalloc(1, sizeof(*s));
	s->file = file;
	return track(s, free_script, false);
}

/* A copy's nodes are tracked as build_node's are; what they own is freed
 * with them (free_node). */
static ast_node *tracked_node(void *ctx, ast_kind kind, src_loc loc)
{
	(void)ctx;
	return build_node(kind, loc);
}

static void *owned_bytes(void *ctx, size_t size)
{
	(void)ctx;
	return xmalloc(size);
}

const ast_allocator build_allocator = { tracked_node, owned_bytes, NULL };

void build_forget(void *p)
{
	for (int i = nobjs - 1; i >= 0; i--) {
		if (objs[i].p == p) {
			objs[i].temp = true;
			return;
		}
	}
}

plist *build_list(void *first)
{
	plist *l = track(xcalloc(1, sizeof(plist)), free_list, true);
	if (first)
		VEC_PUSH(l->items, l->n, first);
	return l;
}

plist *build_push(plist *l, void *item)
{
	VEC_PUSH(l->items, l->n, item);
	return l;
}

plist *build_push_aux(plist *l, void *item, void *aux)
{
	int n = l->n;
	VEC_PUSH(l->aux, n, aux);
	return build_push(l, item);
}

void *build_temp(size_t size)
{
	return track(xcalloc(1, size), free, true);
}

char *build_temp_str(const char *s)
{
	return track(xstrdup(s), free, true);
}
