/* syscall.NAME[.return] and syscall_any[.return]: pass 2 and the
 * listing (syscall_family.h). */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "catalogs.h"
#include "probes.h"
#include "sc_points.h"
#include "syscall_family.h"
#include "util.h"

typedef struct add_ctx {
	session_probe *out;
	const sc_catalog *cat;
	const char *prefix;   /* "syscall", "tp_syscall", "nd_syscall" */
	const char *pattern;  /* the point's NAME */
	bool literal;         /* NAME has no wildcard */
	bool is_return;
	const char *kprobe_prefix;
} add_ctx;

static int by_number(const void *a, const void *b)
{
	const syscall_info *x = *(const syscall_info *const *)a,
			   *y = *(const syscall_info *const *)b;
	return (x > y) - (x < y);
}

/* The calls named `point` or stap probes under it (eventfd and
 * eventfd2 for "eventfd"; pread64 for "pread"), in the catalog's
 * order, by number; how many. Looked up, not scanned for: pass 2 of
 * `nd_syscall.*` asks for each of hundreds of points. */
static int point_candidates(const sc_catalog *cat, const char *point,
			    const syscall_info **out)
{
	const char *names[SC_MAX_FOLDED + 1];
	int nnames = sc_folded_into(point, names), n = 0;
	names[nnames++] = point;
	for (int i = 0; i < nnames; i++) {
		const syscall_info *sc = sc_catalog_find(cat, names[i]);
		if (sc)
			out[n++] = sc;
	}
	qsort(out, (size_t)n, sizeof *out, by_number);
	return n;
}

/* The calls stap probes under `point` beside one another, or NULL for
 * a point of one call. */
static const syscall_info **folded_calls(arena *a, const sc_catalog *cat,
					 const char *point, int *n)
{
	const syscall_info **calls = NULL, *cand[SC_MAX_FOLDED + 1];
	*n = 0;
	if (!sc_point_folds(point))
		return NULL;
	int ncand = point_candidates(cat, point, cand);
	for (int i = 0; i < ncand; i++)
		if (sc_probeable(cand[i]) && !strcmp(sc_point_of(cand[i]->name), point))
			ARENA_PUSH(a, calls, *n, cand[i]);
	return calls;
}

static void add_call(add_ctx *ctx, const syscall_info *sc, const char *point)
{
	arena *a = ctx->out->arena;
	syscall_point *data = arena_alloc(a, sizeof *data);
	data->sc = sc;
	if (ctx->kprobe_prefix && *sc->entry)
		data->symbol = arena_asprintf(a, "%s%s", ctx->kprobe_prefix, sc->entry);
	if (strcmp(point, sc->name) || sc_point_folds(point))
		data->folded = folded_calls(a, ctx->cat, point, &data->nfolded);
	resolved_point rp = {
		.pp = arena_asprintf(a, "%s.%s%s", ctx->prefix, point,
				     ctx->is_return ? ".return" : ""),
		.data = data,
		.is_return = ctx->is_return,
	};
	/* a number kept free has no function to put a kprobe on: stap's
	 * nd_syscall point falls back to its tp_syscall one there, and so
	 * this one is on the tracepoints */
	if (ctx->kprobe_prefix && !*sc->entry)
		rp.family = &probe_syscall_family;
	probe_add_point(ctx->out, rp);
}

/* Whether call `sc` is one the point names, and under which name. */
static void add_if_named(add_ctx *ctx, const syscall_info *sc)
{
	/* numbers the kernel keeps free have nothing to probe, but for
	 * those stap's tapsets still show */
	if (!sc_probeable(sc))
		return;
	const char *point = sc_point_of(sc->name);
	if (ctx->literal ? !strcmp(ctx->pattern, point)
			 : fnmatch(ctx->pattern, point, 0) == 0)
		add_call(ctx, sc, point);
	else if (ctx->literal && !strcmp(ctx->pattern, sc->name))
		add_call(ctx, sc, sc->name);
}

/* Each call the point names: by stap's name of its point (syscall.pread
 * is pread64; syscall.eventfd, eventfd and eventfd2), a glob matching
 * stap's names, or the kernel's own name of one call. A name without a
 * wildcard can name only the calls point_candidates finds. */
static void add_matches(add_ctx *ctx)
{
	const sc_catalog *cat = ctx->cat;
	if (ctx->literal) {
		const syscall_info *cand[SC_MAX_FOLDED + 1];
		int ncand = point_candidates(cat, ctx->pattern, cand);
		for (int i = 0; i < ncand; i++)
			add_if_named(ctx, cand[i]);
		return;
	}
	for (int i = 0; i < cat->ncalls; i++)
		add_if_named(ctx, &cat->calls[i]);
}

/* stap's point of 32-bit calls `point` (sc_points.h), which never
 * fires: its variables are those of the 64-bit call it is like, under
 * that call's name (send's are sendto's first four). */
static void add_32bit(add_ctx *ctx, const sc_point_32bit *p)
{
	arena *a = ctx->out->arena;
	syscall_info *sc = arena_alloc(a, sizeof *sc);
	const syscall_info *like = p->like ? sc_catalog_find(ctx->cat, p->like) : NULL;
	if (like && like->nargs >= 0) {
		*sc = *like;
		if (p->nargs >= 0 && p->nargs < sc->nargs)
			sc->nargs = p->nargs;
	} else {
		sc->name = (char *)p->point;
		sc->entry = (char *)"";
	}
	sc->nr = -1;
	syscall_point *data = arena_alloc(a, sizeof *data);
	data->sc = sc;
	data->never = true;
	resolved_point rp = {
		.pp = arena_asprintf(a, "%s.%s%s", ctx->prefix, p->point,
				     ctx->is_return ? ".return" : ""),
		.data = data,
		.is_return = ctx->is_return,
	};
	probe_add_point(ctx->out, rp);
}

/* syscall.NAME.return.maxactive(N): stap's syscall.NAME.return is a
 * kernel function's return, which takes the suffix through the alias;
 * tapc's is the sys_exit tracepoint's (or, for nd_syscall, the number of
 * calls in flight the kernel's default allows), so N is taken and
 * changes nothing. */
static bool has_maxactive(const ast_probe_point *pp)
{
	return pp->ncomps == 4 && probe_component_named(pp, 3, "maxactive") &&
	       pp->comps[3].arg && pp->comps[3].arg->kind == EX_NUMBER &&
	       pp->comps[3].arg->num > 0;
}

probe_match probe_syscall_add(session *s, const ast_probe_point *pp,
			      session_probe *out, const char *prefix,
			      bool kprobes)
{
	bool is_return = (pp->ncomps == 3 || has_maxactive(pp)) &&
			 probe_component_is(pp, 2, "return");
	if (pp->ncomps != 2 && !is_return)
		return PROBE_NOT_MINE;
	if (pp->comps[1].arg)
		return PROBE_NOT_MINE;
	sc_catalog *cat = kernel_syscalls(s->kernel);
	if (!cat)
		return PROBE_FAILED;
	const char *pattern = pp->comps[1].name;
	add_ctx ctx = { out, cat, prefix, pattern, !strpbrk(pattern, "*?[\\"),
			is_return, kprobes ? cat->kprobe_prefix : NULL };
	int before = out->npoints;
	add_matches(&ctx);
	if (out->npoints > before)
		return PROBE_MATCHED;
	/* stap's point of calls only 32-bit tasks make here: it is there,
	 * and never fires (tapc probes 64-bit tasks) */
	const sc_point_32bit *p32 = ctx.literal ? sc_point_32bit_of(pattern) : NULL;
	if (!p32)
		return PROBE_NO_MATCH;
	add_32bit(&ctx, p32);
	return PROBE_MATCHED;
}

/* The names of the points on the tracepoints, as stap's tapsets have
 * them. */
static const char *const tracepoint_prefixes[] = { "syscall", "tp_syscall", NULL };

static probe_match syscall_resolve(session *s, const ast_probe_point *pp,
				   session_probe *out)
{
	if (probe_component_is(pp, 0, "syscall_any")) {
		bool is_return = pp->ncomps == 2 && probe_component_is(pp, 1, "return");
		if (pp->ncomps != 1 && !is_return)
			return PROBE_NOT_MINE;
		resolved_point rp = {
			.pp = arena_strdup(s->arena, is_return ? "syscall_any.return"
								: "syscall_any"),
			.data = arena_alloc(s->arena, sizeof(syscall_point)),
			.is_return = is_return,
		};
		/* syscall_name() of its number needs the catalog */
		if (!kernel_syscalls(s->kernel))
			return PROBE_FAILED;
		probe_add_point(out, rp);
		return PROBE_MATCHED;
	}
	/* stap's tp_syscall.NAME is its syscall.NAME on the raw_syscalls
	 * tracepoints, as tapc's syscall.NAME is: the same points under
	 * another name */
	for (int i = 0; tracepoint_prefixes[i]; i++)
		if (probe_component_is(pp, 0, tracepoint_prefixes[i]))
			return probe_syscall_add(s, pp, out,
						 tracepoint_prefixes[i], false);
	return PROBE_NOT_MINE;
}

/* Variable `v` into `vars` unless it has one of that name. */
static void add_var(probe_var *vars, int *n, const sc_var *v)
{
	for (int i = 0; i < *n; i++)
		if (!strcmp(vars[i].name, v->name))
			return;
	if (*n < PROBE_MAX_VARS)
		vars[(*n)++] = (probe_var){ v->name, v->type };
}

/* A point of several calls offers the variables of each, as stap's
 * alias does (syscall.eventfd's flags are eventfd2's, 0 at eventfd),
 * argstr last. */
int probe_syscall_context(const resolved_point *rp, probe_var *vars)
{
	sc_var sv[SC_MAX_VARS];
	const syscall_point *sp = rp->data;
	int ncalls = sp->folded ? sp->nfolded : 1, n = 0;
	sc_var argstr;
	bool has_argstr = false;
	for (int c = 0; c < ncalls; c++) {
		int nv = sc_point_vars(sp->folded ? sp->folded[c] : sp->sc,
				       rp->is_return, sv);
		for (int i = 0; i < nv; i++)
			if (sv[i].kind == SC_VAR_ARGSTR) {
				argstr = sv[i];
				has_argstr = true;
			} else
				add_var(vars, &n, &sv[i]);
	}
	if (has_argstr)
		add_var(vars, &n, &argstr);
	return n;
}

/* Whether a wildcard pattern's first component can be `first`. */
static bool first_matches(const ast_probe_point *pattern, const char *first)
{
	return fnmatch(pattern->comps[0].name, first, 0) == 0;
}

/* "PREFIX.NAME" and "PREFIX.NAME.return" of one point, for each prefix. */
static void push_point(session *s, char ***shapes, int *n,
		       const char *const *prefixes, const char *point)
{
	for (int p = 0; prefixes[p]; p++) {
		ARENA_PUSH(s->arena, *shapes, *n,
			   arena_asprintf(s->arena, "%s.%s", prefixes[p], point));
		ARENA_PUSH(s->arena, *shapes, *n,
			   arena_asprintf(s->arena, "%s.%s.return", prefixes[p], point));
		ARENA_PUSH(s->arena, *shapes, *n,
			   arena_asprintf(s->arena, "%s.%s.return.maxactive(#)",
					  prefixes[p], point));
	}
}

bool probe_syscall_shapes_wanted(const ast_probe_point *pattern,
				  const char *const *prefixes,
				  const char *const *extra)
{
	/* "**" may span components: "*sys**pen" is syscall.open */
	bool mine = pattern->ncomps >= 1 && strstr(pattern->comps[0].name, "**");
	for (int i = 0; !mine && pattern->ncomps >= 1 && prefixes[i]; i++)
		mine = first_matches(pattern, prefixes[i]);
	for (int i = 0; !mine && extra[i]; i++) {
		char *first = xstrndup(extra[i], strcspn(extra[i], "."));
		mine = first_matches(pattern, first);
		free(first);
	}
	return mine;
}

char **probe_syscall_shapes(session *s, const char *const *prefixes,
			    const char *const *extra)
{
	sc_catalog *cat = kernel_syscalls(s->kernel);
	if (!cat)
		return NULL;
	char **shapes = NULL;
	int n = 0;
	for (int i = 0; i < cat->ncalls; i++) {
		const syscall_info *sc = &cat->calls[i];
		const char *point = sc_point_of(sc->name);
		if (!sc_probeable(sc))
			continue;
		/* a point of several calls once, under the call of its name */
		const syscall_info *own = point == sc->name ? sc
			: sc_catalog_find(cat, point);
		if (own && own != sc && sc_probeable(own))
			continue;
		push_point(s, &shapes, &n, prefixes, point);
	}
	int n32;
	const sc_point_32bit *p32 = sc_points_32bit(&n32);
	for (int i = 0; i < n32; i++) {
		const syscall_info *own = sc_catalog_find(cat, p32[i].point);
		if (own && sc_probeable(own))
			continue;
		push_point(s, &shapes, &n, prefixes, p32[i].point);
	}
	for (int i = 0; extra[i]; i++)
		ARENA_PUSH(s->arena, shapes, n, arena_strdup(s->arena, extra[i]));
	ARENA_PUSH(s->arena, shapes, n, NULL);
	return shapes;
}

/* Made once per session, in the family's state. */
static const char *const *syscall_shapes(session *s, const ast_probe_point *pattern)
{
	static const char *const any[] = { "syscall_any", "syscall_any.return", NULL };
	if (!probe_syscall_shapes_wanted(pattern, tracepoint_prefixes, any))
		return NULL;
	sc_plan *plan = sc_plan_of(s);
	if (!plan->shapes)
		plan->shapes = probe_syscall_shapes(s, tracepoint_prefixes, any);
	return (const char *const *)plan->shapes;
}

/* Each probe's runner; the tables, for the runners and for the script's
 * functions that read them (syscall_name() and the like say so with a
 * tapc:syscalls pragma). */
static bool syscall_record(session *s)
{
	bool ok = true;

	for (family_points it = family_points_of(s, &probe_syscall_family);
	     family_next_point(&it);)
		ok &= sc_plan_add_point(s, it.i, it.rp, true);
	for (int i = 0; i < s->nfunctions; i++)
		if (s->functions[i]->embedded_c &&
		    strstr(s->functions[i]->embedded_c, "tapc:syscalls")) {
			ok &= sc_plan_need_tables(s);
			break;
		}
	return ok;
}

/* What a system call point runs on, for --dump-probe-aliases. */
static char *syscall_runs_on(const resolved_point *rp)
{
	return xasprintf("kernel.trace(\"raw_syscalls:%s\")",
			 rp->is_return ? "sys_exit" : "sys_enter");
}

const probe_family probe_syscall_family = {
	.name = "syscall",
	.kernel_shapes = syscall_shapes,
	.resolve = syscall_resolve,
	.context = probe_syscall_context,
	.record = syscall_record,
	.emit_tables = syscall_emit_tables,
	.emit_handlers = syscall_emit_handlers,
	.emit_entries = syscall_emit_entries,
	.emit_runtime = syscall_emit_runtime,
	.runs_on = syscall_runs_on,
};
