/* process.begin, .end, .thread.begin/.end, .syscall[.return]: pass 2
 * (process_family.h), with stap's messages for their variables. */
#include <stdlib.h>
#include <string.h>

#include "catalogs.h"
#include "probes.h"
#include "process_family.h"
#include "syscalls.h"
#include "tracepoints.h"
#include "upath.h"
#include "util.h"

/* The components after process[(...)], by event. */
static const struct {
	const char *first, *second;   /* second: NULL for one component */
} event_names[PROC_NEVENTS] = {
	[PROC_BEGIN] = { "begin", NULL },
	[PROC_END] = { "end", NULL },
	[PROC_THREAD_BEGIN] = { "thread", "begin" },
	[PROC_THREAD_END] = { "thread", "end" },
	[PROC_SYSCALL] = { "syscall", NULL },
	[PROC_SYSCALL_RETURN] = { "syscall", "return" },
};

static const process_point *point_of(const resolved_point *rp)
{
	return rp->data;
}

static int event_of(const ast_probe_point *pp)
{
	for (int e = 0; e <= PROC_SYSCALL_RETURN; e++) {
		int n = event_names[e].second ? 3 : 2;
		if (pp->ncomps == n && probe_component_is(pp, 1, event_names[e].first) &&
		    (n == 2 || probe_component_is(pp, 2, event_names[e].second)))
			return e;
	}
	return -1;
}

/* "process", "process(\"/usr/bin/ls\")", "process(1)" */
static char *process_text(const process_point *p)
{
	if (p->where.filter)
		return xasprintf("process(\"%s\")", p->where.filter);
	if (p->where.pid)
		return xasprintf("process(%lld)", (long long)p->where.pid);
	return xstrdup("process");
}

static probe_match process_resolve(session *s, const ast_probe_point *pp,
				   session_probe *out)
{
	if (!probe_component_named(pp, 0, "process"))
		return PROBE_NOT_MINE;
	int e = event_of(pp);
	if (e < 0) {
		/* another family's (process_family.h's core): a point on no
		 * program needs -c or -x first, whatever follows */
		probe_match failure;
		return proc_with_target(s, pp, &failure) ? PROBE_NOT_MINE : failure;
	}
	process_point *p = arena_alloc(s->arena, sizeof *p);
	p->event = (proc_event)e;
	p->where.path_slot = -1;
	const ast_node *arg = pp->comps[0].arg;
	if (arg && arg->kind == EX_NUMBER) {
		if (arg->num <= 0)
			return probe_point_error(pp, "cannot probe pid %lld: Invalid pid",
						 (long long)arg->num);
		p->where.pid = arg->num;
	} else if (arg) {
		/* stap keeps a PATH it cannot find as it was written: the
		 * program may be there when the probe runs */
		char *found = upath_resolve(arg->str);
		p->where.filter = arena_strdup(s->arena, found ? found : arg->str);
		free(found);
	}
	char *proc = process_text(p);
	resolved_point rp = {
		.pp = arena_asprintf(out->arena, "%s.%s%s%s", proc,
				     event_names[e].first,
				     event_names[e].second ? "." : "",
				     event_names[e].second ? event_names[e].second : ""),
		.data = p,
		.is_return = e == PROC_SYSCALL_RETURN,
	};
	free(proc);
	probe_add_point(out, rp);
	return PROBE_MATCHED;
}

/* $argN, whatever N */
static bool is_arg_name(const char *name)
{
	return !strncmp(name, "arg", 3) && name[3] &&
	       strspn(name + 3, "0123456789") == strlen(name + 3);
}

static int arg_number(const char *name)
{
	return atoi(name + 3);
}

/* stap's utrace variables: $syscall, and $arg1..$arg6 at a call or
 * $return at its return. */
static char *process_target(const resolved_point *rp, const char *name,
			    bool write, ast_type *type)
{
	proc_event e = point_of(rp)->event;

	if (e != PROC_SYSCALL && e != PROC_SYSCALL_RETURN)
		return xstrdup("only \"process(PATH_OR_PID).syscall\" and "
			       "\"process(PATH_OR_PID).syscall.return\" probes "
			       "support target symbols");
	bool is_arg = is_arg_name(name);
	if (is_arg && e == PROC_SYSCALL_RETURN)
		return xstrdup("only \"process(PATH_OR_PID).syscall\" support "
			       "$argN or $$parms.");
	if (is_arg && (arg_number(name) < 1 || arg_number(name) > 6))
		return xstrdup("invalid syscall argument number (1-6)");
	if (!strcmp(name, "return") && e == PROC_SYSCALL)
		return xstrdup("only \"process(PATH_OR_PID).syscall.return\" "
			       "support $return.");
	if (!is_arg && strcmp(name, "syscall") && strcmp(name, "return"))
		return xstrdup("invalid target symbol for utrace probe, $syscall, "
			       "$return, $argN or $$parms expected");
	if (write)
		return xasprintf("utrace '$%s' variable is read-only",
				 is_arg ? "argN" : name);
	*type = TYPE_LONG;
	return NULL;
}

static int process_target_names(const resolved_point *rp, const char ***names)
{
	static const char *const call[] = {
		"syscall", "arg1", "arg2", "arg3", "arg4", "arg5", "arg6",
	};
	static const char *const ret[] = { "syscall", "return" };
	proc_event e = point_of(rp)->event;
	const char *const *from = e == PROC_SYSCALL ? call : ret;
	int n = e == PROC_SYSCALL ? 7 : e == PROC_SYSCALL_RETURN ? 2 : 0;

	*names = xcalloc((size_t)n + 1, sizeof **names);
	for (int i = 0; i < n; i++)
		(*names)[i] = from[i];
	return n;
}

/* The C a handler reads a variable with: it has the system call's
 * registers, number and result (process_emit.c). */
static char *target_read(session *s, resolved_point *rp, const char *name)
{
	(void)rp;
	if (!strcmp(name, "syscall"))
		return arena_strdup(s->arena, "id");
	if (!strcmp(name, "return"))
		return arena_strdup(s->arena, "ret");
	return arena_asprintf(s->arena, "tapc_proc_syscall_arg(regs, %d)",
			      arg_number(name) - 1);
}

static const char *tracepoint_proto(session *s, const char *name)
{
	const tp_catalog *tps = kernel_tracepoint_named(s->kernel, name);
	if (!tps)
		return NULL;
	for (int i = 0; i < tps->ntps; i++)
		if (!strcmp(tps->tps[i].name, name))
			return tps->tps[i].proto;
	fprintf(stderr, "%s: the target kernel has no tracepoint %s\n",
		progname, name);
	return NULL;
}

/* The system calls whose child starts with their return (0 in it). */
static bool find_fork_calls(session *s, proc_life *life)
{
	static const char *const forks[] = { "clone", "clone3", "fork", "vfork" };

	const sc_catalog *calls = kernel_syscalls(s->kernel);
	if (!calls)
		return false;
	for (size_t i = 0; i < sizeof forks / sizeof forks[0]; i++) {
		const syscall_info *sc = sc_catalog_find(calls, forks[i]);
		if (sc && *sc->entry)
			ARENA_PUSH(s->arena, life->fork_nrs, life->nfork_nrs, sc->nr);
	}
	return true;
}

/* A process's end, or a thread's: the processes running its path are
 * kept until they end. */
static bool ends(const resolved_point *rp)
{
	proc_event e = rp->family == &probe_process_family ? point_of(rp)->event
							    : PROC_NEVENTS;

	return e == PROC_END || e == PROC_THREAD_END;
}

/* The table of paths (the points of the families that build on this one
 * too), which events have points, what their handlers are declared
 * with, and how each point reads its variables; the user symbol
 * tables. */
static bool process_record(session *s)
{
	proc_life *life = NULL;

	for (family_points it = family_points_of(s, &probe_process_family);
	     family_next_point(&it);) {
		proc_plan *plan = proc_plan_of(s);
		if (!plan->life)
			plan->life = arena_alloc(s->arena, sizeof *plan->life);
		life = plan->life;
		life->events[point_of(it.rp)->event] = true;
	}
	family_record_target_reads(s, &probe_process_family, target_read);
	if (!proc_record_paths(s, ends) || !usyms_record(s))
		return false;
	if (!life)
		return true;
	const proc_plan *plan = proc_plan_of(s);
	for (int k = 0; k < plan->npaths; k++)
		life->tracks |= plan->paths[k].tracked;
	bool ok = true;
	bool forks = life->events[PROC_BEGIN] || life->events[PROC_THREAD_BEGIN] ||
		     life->tracks;
	if (life->events[PROC_BEGIN] || life->events[PROC_END] || life->tracks)
		ok &= (life->exec_proto = tracepoint_proto(s, "sched_process_exec")) != NULL;
	if (life->events[PROC_END] || life->events[PROC_THREAD_END])
		ok &= (life->exit_proto = tracepoint_proto(s, "sched_process_exit")) != NULL;
	if (forks)
		ok &= find_fork_calls(s, life);
	return ok;
}

static const char *const process_shapes[] = {
	"process.begin", "process.end", "process.thread.begin",
	"process.thread.end", "process.syscall", "process.syscall.return",
	"process($).begin", "process($).end", "process($).thread.begin",
	"process($).thread.end", "process($).syscall",
	"process($).syscall.return",
	"process(#).begin", "process(#).end", "process(#).thread.begin",
	"process(#).thread.end", "process(#).syscall",
	"process(#).syscall.return",
	NULL,
};

const probe_family probe_process_family = {
	.name = "process",
	.shapes = process_shapes,
	.resolve = process_resolve,
	.target = process_target,
	.target_names = process_target_names,
	.place_key = proc_place_key,
	.record = process_record,
	.emit_tables = process_emit_tables,
	.emit_handler = process_emit_handler,
	.emit_handlers = process_emit_handlers,
	.emit_entries = process_emit_entries,
};
