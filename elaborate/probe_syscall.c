/* syscall.NAME[.return] and syscall_any[.return]: every system call of
 * the target kernel (NAME may be a glob: syscall.*, syscall.open*). All
 * of them run on the two raw_syscalls tracepoints, sys_enter and
 * sys_exit, which pass 3 dispatches on the system call's number; so
 * syscall.* costs what one tracepoint costs. Each point offers stap's
 * variables: name, each argument by its kernel name, argstr; on return
 * retval and retstr (sc_format.h). */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "probes.h"
#include "sc_format.h"
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
	point_kind kind;      /* of this point: entry or return */
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
	resolved_point rp = {
		.kind = ctx->kind,
		.pp = xasprintf("%s.%s%s", ctx->prefix, sc->name,
				ctx->is_return ? ".return" : ""),
		.syscall = { .sc = sc },
		.is_return = ctx->is_return,
	};
	if (ctx->kprobe_prefix)
		rp.syscall.symbol = xasprintf("%s%s", ctx->kprobe_prefix, sc->entry);
	probe_add_point(ctx->out, rp);
}

probe_match probe_syscall_add(session *s, const ast_probe_point *pp,
			      session_probe *out, const char *prefix,
			      point_kind entry, point_kind ret)
{
	bool is_return = pp->ncomps == 3 && probe_component_is(pp, 2, "return");
	if (pp->ncomps != 2 && !is_return)
		return PROBE_NOT_MINE;
	if (pp->comps[1].arg)
		return PROBE_NOT_MINE;
	sc_catalog *cat = probe_syscall_catalog(s);
	if (!cat)
		return PROBE_FAILED;
	add_ctx ctx = { out, is_return ? ret : entry, prefix, is_return,
			entry == POINT_KPROBE ? cat->kprobe_prefix : NULL };
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
			.kind = POINT_SYSCALL,
			.pp = xstrdup(is_return ? "syscall_any.return" : "syscall_any"),
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
	return probe_syscall_add(s, pp, out, "syscall", POINT_SYSCALL,
				 POINT_SYSCALL);
}

int probe_syscall_context(const resolved_point *rp, probe_var *vars)
{
	sc_var sv[SC_MAX_VARS];
	int n = sc_point_vars(rp->syscall.sc, rp->is_return, sv);
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

const probe_family probe_syscall_family = {
	.kernel_shapes = syscall_shapes,
	.resolve = syscall_resolve,
	.context = probe_syscall_context,
};
