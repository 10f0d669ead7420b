/* The user-space families' core, pass 2 (proc_core.h): their binaries,
 * the processes their points are hit in, the table of paths. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <wordexp.h>

#include "diag.h"
#include "dtypes.h"
#include "dvars.h"
#include "proc_core.h"
#include "process_family.h"
#include "typed.h"
#include "ubin.h"
#include "upath.h"
#include "util.h"

proc_plan *proc_plan_of(session *s)
{
	proc_plan *plan = family_state(s, &probe_process_family);

	if (!plan) {
		plan = arena_alloc(s->arena, sizeof *plan);
		family_set_state(s, &probe_process_family, plan);
	}
	return plan;
}

proc_where *proc_where_of(const resolved_point *rp)
{
	const probe_family *f = rp->family;

	return f && (f == &probe_process_family ||
		     f->builds_on == &probe_process_family) ? rp->data : NULL;
}

char *proc_place_key(const resolved_point *rp)
{
	return xasprintf("pid %lld", (long long)proc_where_of(rp)->pid);
}

static const char unspecified[] = "unspecified process probe is invalid "
	"without a -c COMMAND or -x PID [man tapc-probes]";

/* The program -c CMD runs: its first word, found in $PATH as the shell
 * finds it (allocated); NULL after stap's message. */
static char *command_program(const ast_probe_point *pp, const char *cmd,
			     probe_match *failure)
{
	wordexp_t w;
	int err = wordexp(cmd, &w, WRDE_NOCMD);

	if (err) {
		*failure = probe_point_error(pp, "invalid -c command for unspecified "
					     "process probe [man tapc-probes]");
		diag_semantic_error_more("%s", err == WRDE_SYNTAX
					 ? "command contains shell syntax errors"
					 : err == WRDE_CMDSUB
					 ? "command contains command substitution"
					 : "command contains invalid characters");
		return NULL;
	}
	char *program = NULL;
	if (w.we_wordc) {
		program = upath_resolve(w.we_wordv[0]);
		if (!program)      /* said as process("PATH")'s when resolved */
			program = xstrdup(w.we_wordv[0]);
	} else {
		*failure = probe_point_error(pp, "%s", unspecified);
	}
	wordfree(&w);
	return program;
}

const ast_probe_point *proc_with_target(session *s, const ast_probe_point *pp,
					probe_match *failure)
{
	if (pp->comps[0].arg)
		return pp;
	ast_node *arg = arena_alloc(s->arena, sizeof *arg);
	arg->loc = pp->loc;
	if (s->config.target_pid) {
		char *exe = xasprintf("/proc/%d/exe", s->config.target_pid);
		char *path = realpath(exe, NULL);
		int err = errno;
		free(exe);
		if (!path) {
			*failure = probe_point_error(
				pp, "invalid -x pid for unspecified process probe "
				"[man tapc-probes]");
			diag_semantic_error_more("cannot probe pid %d: %s",
						 s->config.target_pid,
						 strerror(err == ENOENT ? ESRCH : err));
			return NULL;
		}
		free(path);
		arg->kind = EX_NUMBER;
		arg->num = s->config.target_pid;
	} else if (s->config.target_command) {
		char *program = command_program(pp, s->config.target_command, failure);
		if (!program)
			return NULL;
		arg->kind = EX_STRING;
		arg->str = arena_strdup(s->arena, program);
		arg->len = strlen(program);
		free(program);
	} else {
		*failure = probe_point_error(pp, "%s", unspecified);
		return NULL;
	}
	ast_probe_point *tp = arena_alloc(s->arena, sizeof *tp);
	*tp = *pp;
	tp->comps = arena_alloc(s->arena, sizeof *tp->comps * (size_t)pp->ncomps);
	memcpy(tp->comps, pp->comps, sizeof *tp->comps * (size_t)pp->ncomps);
	tp->comps[0].arg = arg;
	return tp;
}

static void close_bin(void *bin)
{
	ubin_free(bin);
}

const ubin *proc_open_path(session *s, const char *path, char **why)
{
	proc_plan *plan = proc_plan_of(s);

	for (int i = 0; i < plan->nbins; i++)
		if (!strcmp(plan->bins[i]->path, path))
			return plan->bins[i];
	ubin *b = ubin_open(path, why);
	if (!b)
		return NULL;
	ARENA_PUSH(s->arena, plan->bins, plan->nbins, b);
	arena_defer(s->arena, close_bin, b);
	return b;
}

const typed_source *proc_types_of(session *s, const ubin *bin)
{
	typed_source *ts = arena_alloc(s->arena, sizeof *ts);

	*ts = (typed_source){ dtypes_info, dtypes_member, dtypes_members,
			      dtypes_spell, &bin->dwarf, true, NULL };
	return ts;
}

void proc_warn_no_dwarf(session *s, const ubin *bin)
{
	proc_plan *plan = proc_plan_of(s);

	if (bin->has_dwarf)
		return;
	for (int i = 0; i < plan->nwarned; i++)
		if (plan->warned[i] == bin)
			return;
	ARENA_PUSH(s->arena, plan->warned, plan->nwarned, bin);
	diag_plain("WARNING", "cannot find module %s debuginfo: No DWARF "
		   "information found [man warning::debuginfo]", bin->path);
}

/* process(PID): the program PID runs, read where tapc runs as stap reads
 * it at pass 2 (canonical, allocated); NULL after stap's message. */
static char *pid_program(const ast_probe_point *pp, int64_t pid,
			 probe_match *failure)
{
	if (pid <= 0) {
		*failure = probe_point_error(pp, "cannot probe pid %lld: Invalid pid",
					     (long long)pid);
		return NULL;
	}
	char *link = xasprintf("/proc/%lld/exe", (long long)pid);
	char *path = realpath(link, NULL);
	int err = errno;
	free(link);
	if (!path)
		*failure = probe_point_error(pp, "cannot probe pid %lld: %s", (long long)pid,
					     err == ENOENT ? strerror(ESRCH) : strerror(err));
	return path;
}

const ubin *proc_open_bin(session *s, const ast_probe_point *pp,
			 probe_match *failure)
{
	const ast_node *parg = pp->comps[0].arg;

	if (parg && parg->kind == EX_NUMBER) {
		char *path = pid_program(pp, parg->num, failure);
		if (!path)
			return NULL;
		char *why = NULL;
		const ubin *bin = proc_open_path(s, path, &why);
		if (!bin)
			*failure = probe_point_error(pp, "cannot probe pid %lld: '%s': %s",
						     (long long)parg->num, path, why);
		free(why);
		free(path);
		return bin;
	}
	/* process.…: proc_with_target made it the -c command's program */
	char *named = upath_resolve(parg->str);
	if (!named) {
		*failure = probe_point_miss(s, "no match: cannot find executable '%s'",
					    parg->str);
		return NULL;
	}
	char *path = upath_executed(named);
	free(named);
	char *why = NULL;
	const ubin *bin = proc_open_path(s, path, &why);
	if (!bin)
		*failure = probe_point_miss(s, "no match: '%s': %s", path, why);
	free(why);
	free(path);
	return bin;
}

char *proc_loc_read(session *s, const char *regs, const dvar_loc *loc, int size,
		    bool is_signed)
{
	char *c = dvars_loc_c(regs, loc, size, is_signed, "tapc_uvar_read", NULL);
	char *read = c ? arena_strdup(s->arena, c) : NULL;

	free(c);
	return read;
}

/* The path's place in the plan's table, added the first time. */
static int path_slot(session *s, proc_plan *plan, const char *path)
{
	for (int i = 0; i < plan->npaths; i++)
		if (!strcmp(plan->paths[i].path, path))
			return i;
	proc_path pp = { .path = path };
	ARENA_PUSH(s->arena, plan->paths, plan->npaths, pp);
	return plan->npaths - 1;
}

bool proc_record_paths(session *s, bool (*tracked)(const resolved_point *rp))
{
	for (family_points it = family_points_of(s, NULL); family_next_point(&it);) {
		proc_where *w = proc_where_of(it.rp);
		if (!w || !w->filter)
			continue;
		proc_plan *plan = proc_plan_of(s);
		w->path_slot = path_slot(s, plan, w->filter);
		plan->paths[w->path_slot].tracked |= tracked(it.rp);
	}
	const proc_plan *plan = family_state(s, &probe_process_family);
	if (plan && plan->npaths > 64) {
		fprintf(stderr, "%s: more than 64 process paths are not supported\n",
			progname);
		return false;
	}
	return true;
}
