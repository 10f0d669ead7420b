/* syscall.NAME[.return] and syscall_any[.return]: pass 2 and the
 * listing (syscall_family.h). */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "probes.h"
#include "syscall_family.h"
#include "util.h"

sc_catalog *probe_syscall_catalog(session *s)
{
	if (!s->syscalls)
		s->syscalls = sc_catalog_load(s->kernel->release,
					      s->kernel->build_dir, s->verbose);
	return s->syscalls;
}

typedef struct add_ctx {
	session_probe *out;
	const char *prefix;   /* "syscall", "nd_syscall" */
	bool is_return;
	const char *kprobe_prefix;
} add_ctx;

static void add_call(const syscall_info *sc, void *arg)
{
	add_ctx *ctx = arg;
	/* numbers the kernel keeps free have nothing to probe */
	if (!*sc->entry)
		return;
	arena *a = ctx->out->arena;
	syscall_point *data = arena_alloc(a, sizeof *data);
	data->sc = sc;
	if (ctx->kprobe_prefix)
		data->symbol = arena_asprintf(a, "%s%s", ctx->kprobe_prefix, sc->entry);
	resolved_point rp = {
		.pp = arena_asprintf(a, "%s.%s%s", ctx->prefix, sc->name,
				     ctx->is_return ? ".return" : ""),
		.data = data,
		.is_return = ctx->is_return,
	};
	probe_add_point(ctx->out, rp);
}

probe_match probe_syscall_add(session *s, const ast_probe_point *pp,
			      session_probe *out, const char *prefix,
			      bool kprobes)
{
	bool is_return = pp->ncomps == 3 && probe_component_is(pp, 2, "return");
	if (pp->ncomps != 2 && !is_return)
		return PROBE_NOT_MINE;
	if (pp->comps[1].arg)
		return PROBE_NOT_MINE;
	sc_catalog *cat = probe_syscall_catalog(s);
	if (!cat)
		return PROBE_FAILED;
	add_ctx ctx = { out, prefix, is_return,
			kprobes ? cat->kprobe_prefix : NULL };
	int before = out->npoints;
	sc_catalog_match(cat, pp->comps[1].name, add_call, &ctx);
	return out->npoints > before ? PROBE_MATCHED : PROBE_NO_MATCH;
}

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
		if (!probe_syscall_catalog(s))
			return PROBE_FAILED;
		probe_add_point(out, rp);
		return PROBE_MATCHED;
	}
	if (!probe_component_is(pp, 0, "syscall"))
		return PROBE_NOT_MINE;
	return probe_syscall_add(s, pp, out, "syscall", false);
}

int probe_syscall_context(const resolved_point *rp, probe_var *vars)
{
	sc_var sv[SC_MAX_VARS];
	const syscall_point *sp = rp->data;
	int n = sc_point_vars(sp->sc, rp->is_return, sv);
	for (int i = 0; i < n; i++)
		vars[i] = (probe_var){ sv[i].name, sv[i].type };
	return n;
}

/* The points for wildcard patterns: "PREFIX.NAME" and
 * "PREFIX.NAME.return" for every system call, then `extra` (ending in
 * NULL). Made once per session, and only for patterns whose first
 * component can be PREFIX or one of the extra shapes'. */
const char *const *probe_syscall_shapes(session *s, const ast_probe_point *pattern,
					const char *prefix,
					const char *const *extra, char ***cache)
{
	/* "**" may span components: "*sys**pen" is syscall.open */
	bool mine = pattern->ncomps >= 1 &&
		    (strstr(pattern->comps[0].name, "**") ||
		     fnmatch(pattern->comps[0].name, prefix, 0) == 0);
	for (int i = 0; !mine && extra[i]; i++) {
		char *first = xstrndup(extra[i], strcspn(extra[i], "."));
		mine = fnmatch(pattern->comps[0].name, first, 0) == 0;
		free(first);
	}
	if (!mine)
		return NULL;
	if (*cache)
		return (const char *const *)*cache;
	sc_catalog *cat = probe_syscall_catalog(s);
	if (!cat)
		return NULL;
	char **shapes = NULL;
	int n = 0;
	for (int i = 0; i < cat->ncalls; i++) {
		if (!*cat->calls[i].entry)
			continue;
		ARENA_PUSH(s->arena, shapes, n,
			   arena_asprintf(s->arena, "%s.%s", prefix, cat->calls[i].name));
		ARENA_PUSH(s->arena, shapes, n,
			   arena_asprintf(s->arena, "%s.%s.return", prefix, cat->calls[i].name));
	}
	for (int i = 0; extra[i]; i++)
		ARENA_PUSH(s->arena, shapes, n, arena_strdup(s->arena, extra[i]));
	ARENA_PUSH(s->arena, shapes, n, NULL);
	*cache = shapes;
	return (const char *const *)shapes;
}

static const char *const *syscall_shapes(session *s, const ast_probe_point *pattern)
{
	static const char *const any[] = { "syscall_any", "syscall_any.return", NULL };
	return probe_syscall_shapes(s, pattern, "syscall", any, &s->syscall_shapes);
}

/* Each probe's runner; the tables, for the runners and for the script's
 * functions that read them (syscall_name() and the like say so with a
 * tapc:syscalls pragma). */
static bool syscall_record(session *s)
{
	bool ok = true;

	for (int i = 0; i < s->nprobes; i++)
		for (int j = 0; j < s->probes[i]->npoints; j++)
			if (s->probes[i]->points[j].family == &probe_syscall_family)
				ok &= sc_plan_add_point(s, i, &s->probes[i]->points[j],
							true);
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
	.runs_on = syscall_runs_on,
};
