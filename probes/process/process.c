/* process.begin, .end, .thread.begin/.end, .syscall[.return]: pass 2
 * (process_family.h), with stap's messages for their variables. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <wordexp.h>

#include "catalogs.h"
#include "diag.h"
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

/* functions and statements: DWARF's variables */
static bool on_function(const process_point *p)
{
	return p->event == PROC_FUNCTION || p->event == PROC_FUNCTION_RETURN ||
	       p->event == PROC_STATEMENT;
}

bool proc_on_uprobe(const process_point *p)
{
	return on_function(p) || p->event == PROC_MARK || p->event == PROC_STATEMENT;
}

proc_plan *proc_plan_of(session *s)
{
	proc_plan *plan = family_state(s, &probe_process_family);

	if (!plan) {
		plan = arena_alloc(s->arena, sizeof *plan);
		family_set_state(s, &probe_process_family, plan);
	}
	return plan;
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
	if (p->path)
		return xasprintf("process(\"%s\")", p->path);
	if (p->pid)
		return xasprintf("process(%lld)", (long long)p->pid);
	return xstrdup("process");
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

/* process.function(...) and the other points on a program without
 * one: the -c command's program, or the -x process, as stap fills it
 * in; NULL after stap's message. */
static const ast_probe_point *with_target(session *s, const ast_probe_point *pp,
					  probe_match *failure)
{
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

static probe_match process_resolve(session *s, const ast_probe_point *pp,
				   session_probe *out)
{
	if (!probe_component_named(pp, 0, "process"))
		return PROBE_NOT_MINE;
	int e = event_of(pp);
	if (e < 0 && !pp->comps[0].arg) {
		probe_match failure;
		pp = with_target(s, pp, &failure);
		if (!pp)
			return failure;
	}
	if (e < 0) {
		int before = out->npoints;
		probe_match m = ulib_resolve(s, pp, out);
		if (m == PROBE_NOT_MINE)
			m = uprobe_resolve(s, pp, out);
		if (m == PROBE_NOT_MINE)
			m = umark_resolve(s, pp, out);
		if (m == PROBE_NOT_MINE)
			m = ustmt_resolve(s, pp, out);
		/* process(PID).…: PID's program, hit in that process alone (in
		 * the kernel the module runs in, as process(PID).begin) */
		const ast_node *arg = pp->comps[0].arg;
		for (int j = before; j < out->npoints && arg && arg->kind == EX_NUMBER; j++)
			((process_point *)out->points[j].data)->pid = arg->num;
		return m;
	}
	process_point *p = arena_alloc(s->arena, sizeof *p);
	p->event = (proc_event)e;
	p->path_slot = -1;
	const ast_node *arg = pp->comps[0].arg;
	if (arg && arg->kind == EX_NUMBER) {
		if (arg->num <= 0)
			return probe_point_error(pp, "cannot probe pid %lld: Invalid pid",
						 (long long)arg->num);
		p->pid = arg->num;
	} else if (arg) {
		/* stap keeps a PATH it cannot find as it was written: the
		 * program may be there when the probe runs */
		char *found = upath_resolve(arg->str);
		p->path = arena_strdup(s->arena, found ? found : arg->str);
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

	if (on_function(point_of(rp)))
		return uprobe_target(rp, name, write, type);
	if (e == PROC_MARK)
		return umark_target(rp, name, write, type);
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
	if (on_function(point_of(rp)))
		return uprobe_target_names(rp, names);
	if (e == PROC_MARK)
		return umark_target_names(rp, names);
	const char *const *from = e == PROC_SYSCALL ? call : ret;
	int n = e == PROC_SYSCALL ? 7 : e == PROC_SYSCALL_RETURN ? 2 : 0;

	*names = xcalloc((size_t)n + 1, sizeof **names);
	for (int i = 0; i < n; i++)
		(*names)[i] = from[i];
	return n;
}

static bool process_target_is_local(const resolved_point *rp, const char *name)
{
	return on_function(point_of(rp)) && uprobe_target_is_local(rp, name);
}

static bool process_target_unavailable(const resolved_point *rp, const char *name)
{
	return on_function(point_of(rp)) && uprobe_target_unavailable(rp, name);
}

static int process_target_shape(const resolved_point *rp, const char *name)
{
	return on_function(point_of(rp)) ? uprobe_target_shape(rp, name) : TARGET_SCALAR;
}

/* -L: at a function's entry its parameters, as stap lists them */
static bool process_target_listed(const resolved_point *rp, const char *name)
{
	return point_of(rp)->event != PROC_FUNCTION || !process_target_is_local(rp, name);
}

static const struct typed_source *process_target_source(const resolved_point *rp,
							const char *name,
							uint32_t *type)
{
	return on_function(point_of(rp)) ? uprobe_target_source(rp, name, type) : NULL;
}

static const char *process_target_c_type(const resolved_point *rp,
					 const char *name)
{
	return on_function(point_of(rp)) ? uprobe_target_c_type(rp, name) : NULL;
}

/* The C a handler reads a variable with: it has the system call's
 * registers, number and result (process_emit.c). */
static char *target_read(arena *a, const char *name)
{
	if (!strcmp(name, "syscall"))
		return arena_strdup(a, "id");
	if (!strcmp(name, "return"))
		return arena_strdup(a, "ret");
	return arena_asprintf(a, "tapc_proc_syscall_arg(regs, %d)",
			      arg_number(name) - 1);
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
static bool find_fork_calls(session *s, proc_plan *plan)
{
	static const char *const forks[] = { "clone", "clone3", "fork", "vfork" };

	const sc_catalog *calls = kernel_syscalls(s->kernel);
	if (!calls)
		return false;
	for (size_t i = 0; i < sizeof forks / sizeof forks[0]; i++) {
		const syscall_info *sc = sc_catalog_find(calls, forks[i]);
		if (sc && *sc->entry)
			ARENA_PUSH(s->arena, plan->fork_nrs, plan->nfork_nrs, sc->nr);
	}
	return true;
}

/* The table of paths, which events have points, what their handlers
 * are declared with, and how each point reads its variables. */
static bool process_record(session *s)
{
	proc_plan *plan = NULL;
	bool entries_ok = true;

	for (int i = 0; i < s->nprobes; i++) {
		session_probe *p = s->probes[i];
		entries_ok &= uprobe_record_entries(s, p);
		for (int j = 0; j < p->npoints; j++) {
			resolved_point *rp = &p->points[j];
			if (rp->family != &probe_process_family)
				continue;
			process_point *pt = rp->data;
			plan = proc_plan_of(s);
			plan->events[pt->event] = true;
			plan->nuprobes += proc_on_uprobe(pt) + (pt->at_body && pt->keep_entry);
			bool ends = pt->event == PROC_END ||
				    pt->event == PROC_THREAD_END;
			if (pt->path && !proc_on_uprobe(pt)) {
				pt->path_slot = path_slot(s, plan, pt->path);
				plan->paths[pt->path_slot].tracked |= ends;
				plan->tracks |= ends;
			}
			if (pt->filter)
				pt->path_slot = path_slot(s, plan, pt->filter);
			if (!p->ntargets)
				continue;
			rp->target_reads = arena_alloc(s->arena, sizeof *rp->target_reads *
						       (size_t)p->ntargets);
			for (int t = 0; t < p->ntargets; t++)
				rp->target_reads[t] = on_function(pt)
					? uprobe_target_read(s, rp, p->targets[t])
					: pt->event == PROC_MARK
					? umark_target_read(s, rp, p->targets[t])
					: target_read(s->arena, p->targets[t]);
		}
	}
	if (!entries_ok || !usyms_record(s))
		return false;
	plan = family_state(s, &probe_process_family);
	if (!plan)
		return true;
	if (plan->npaths > 64) {
		fprintf(stderr, "%s: more than 64 process paths are not supported\n",
			progname);
		return false;
	}
	bool ok = true;
	bool forks = plan->events[PROC_BEGIN] || plan->events[PROC_THREAD_BEGIN] ||
		     plan->tracks;
	if (plan->events[PROC_BEGIN] || plan->events[PROC_END] || plan->tracks)
		ok &= (plan->exec_proto = tracepoint_proto(s, "sched_process_exec")) != NULL;
	if (plan->events[PROC_END] || plan->events[PROC_THREAD_END])
		ok &= (plan->exit_proto = tracepoint_proto(s, "sched_process_exit")) != NULL;
	if (forks)
		ok &= find_fork_calls(s, plan);
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
	"process($).function($)", "process($).function($).call",
	"process($).function($).return", "process($).function($).inline",
	"process($).mark($)", "process($).statement(#)",
	"process($).statement(#).absolute",
	"process($).plt($)", "process($).plt($).return", "process($).plt",
	"process($).statement($)", "process($).library($).function($)",
	"process($).library($).function($).return",
	"process($).library($).mark($)", "process($).library($).plt($)",
	"process($).library($).statement($)",
	"process($).provider($).mark($)",
	"process(#).function($)", "process(#).function($).call",
	"process(#).function($).return", "process(#).function($).inline",
	"process(#).mark($)", "process(#).provider($).mark($)",
	"process(#).plt($)", "process(#).plt($).return", "process(#).plt",
	"process(#).statement($)", "process(#).statement(#)",
	"process(#).statement(#).absolute", "process(#).library($).function($)",
	"process(#).library($).function($).return",
	"process(#).library($).mark($)", "process(#).library($).plt($)",
	"process(#).library($).statement($)",
	NULL,
};

static char *process_place_key(const resolved_point *rp)
{
	return xasprintf("pid %lld", (long long)point_of(rp)->pid);
}

const probe_family probe_process_family = {
	.name = "process",
	.shapes = process_shapes,
	.resolve = process_resolve,
	.target = process_target,
	.target_names = process_target_names,
	.target_is_local = process_target_is_local,
	.target_unavailable = process_target_unavailable,
	.target_shape = process_target_shape,
	.target_listed = process_target_listed,
	.target_c_type = process_target_c_type,
	.target_source = process_target_source,
	.place_key = process_place_key,
	.record = process_record,
	.emit_tables = process_emit_tables,
	.emit_handler = process_emit_handler,
	.emit_handlers = process_emit_handlers,
	.emit_entries = process_emit_entries,
};
