/* Where a user-space family's point is made, pass 2 (proc_core.h's
 * proc_resolve), for the families that make those points
 * (uprobe_family.h, umark_family.h): the binary the point names (the -c
 * command's where it names none), or the libraries of
 * process("PATH").library("LIB").function(...), .mark(...), .plt(...),
 * .statement(...). It builds on the core (proc_core.c: the binaries
 * opened once), which never calls back here. LIB is a path, or a glob
 * over the libraries PATH names (DT_NEEDED) as the dynamic loader finds
 * them; the points are the library's, as process("LIB") would make
 * them, but hit only in the processes that run PATH. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "probes.h"
#include "proc_core.h"
#include "ubin.h"
#include "upath.h"
#include "util.h"

/* The libraries LIB names for program `prog`: a path, else each of the
 * program's libraries whose name or path matches the glob. */
static int find_libraries(const ubin *prog, const char *lib, char ***out)
{
	int n = 0;

	*out = NULL;
	if (strchr(lib, '/') && !strpbrk(lib, "*?[")) {
		char *path = realpath(lib, NULL);
		if (path)
			VEC_PUSH(*out, n, path);
		return n;
	}
	for (int i = 0; i < prog->nneeded; i++) {
		char *path = ubin_find_library(prog, prog->needed[i]);
		if (path && (!fnmatch(lib, prog->needed[i], 0) || !fnmatch(lib, path, 0)))
			VEC_PUSH(*out, n, path);
		else
			free(path);
	}
	return n;
}

/* The point with the library's path for PATH's and without .library */
static ast_probe_point *as_library_point(session *s, const ast_probe_point *pp,
					 const char *lib)
{
	ast_probe_point *lp = arena_alloc(s->arena, sizeof *lp);
	*lp = *pp;
	lp->ncomps = pp->ncomps - 1;
	lp->comps = arena_alloc(s->arena, sizeof *lp->comps * (size_t)lp->ncomps);
	lp->comps[0] = pp->comps[0];
	for (int i = 1; i < lp->ncomps; i++)
		lp->comps[i] = pp->comps[i + 1];
	ast_node *arg = arena_alloc(s->arena, sizeof *arg);
	*arg = *pp->comps[0].arg;
	arg->kind = EX_STRING;     /* process(PID).library: the library's path */
	arg->str = arena_strdup(s->arena, lib);
	arg->len = strlen(lib);
	lp->comps[0].arg = arg;
	return lp;
}

static probe_match library_resolve(session *s, const ast_probe_point *pp,
				   session_probe *out, proc_resolver resolve)
{
	if (pp->ncomps < 3 || !probe_component_named(pp, 1, "library"))
		return PROBE_NOT_MINE;
	const ast_node *larg = pp->comps[1].arg;
	if (!larg || larg->kind != EX_STRING || !*larg->str)
		return probe_point_error(pp, "process(\"PATH\").library needs the "
					 "library in a string");
	probe_match failure;
	const ubin *prog = proc_open_bin(s, pp, &failure);
	if (!prog)
		return failure;
	char **libs;
	int nlibs = find_libraries(prog, larg->str, &libs);
	probe_match result = PROBE_NO_MATCH;
	for (int i = 0; i < nlibs && result != PROBE_FAILED; i++) {
		int before = out->npoints;
		probe_match m = resolve(s, as_library_point(s, pp, libs[i]), out);
		if (m == PROBE_FAILED || m == PROBE_MATCHED)
			result = m;
		/* process("PROG").library("LIB")...: hit where PROG runs */
		for (int j = before; j < out->npoints; j++) {
			resolved_point *rp = &out->points[j];
			proc_where *w = rp->data;
			size_t prefix = strlen("process(\"\")") + strlen(libs[i]);
			rp->pp = arena_asprintf(out->arena,
						"process(\"%s\").library(\"%s\")%s",
						prog->path, libs[i], rp->pp + prefix);
			if (rp->pn)
				rp->pn = arena_asprintf(out->arena,
							"process(\"%s\").library(\"%s\")%s",
							prog->path, libs[i], rp->pn + prefix);
			w->filter = prog->path;
		}
	}
	for (int i = 0; i < nlibs; i++)
		free(libs[i]);
	free(libs);
	if (result != PROBE_NO_MATCH || pp->optional)
		return result;
	return probe_point_error(pp, "no match: %s has no library '%s'",
				 prog->path, larg->str);
}

probe_match proc_resolve(session *s, const ast_probe_point *pp,
			 session_probe *out, proc_resolver resolve)
{
	probe_match failure;

	pp = proc_with_target(s, pp, &failure);
	if (!pp)
		return failure;
	int before = out->npoints;
	probe_match m = probe_component_named(pp, 1, "library")
		? library_resolve(s, pp, out, resolve) : resolve(s, pp, out);
	/* process(PID).…: PID's program, hit in that process alone (in the
	 * kernel the module runs in, as process(PID).begin) */
	const ast_node *arg = pp->comps[0].arg;
	for (int j = before; j < out->npoints && arg->kind == EX_NUMBER; j++)
		((proc_where *)out->points[j].data)->pid = arg->num;
	return m;
}
