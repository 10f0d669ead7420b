/* process.*: pass 3. Each point gets a function that checks its process
 * filter and runs the body (pr_I_J); four handlers, on the tracepoints
 * of exec, exit and the raw system calls, call the points of each event.
 * The core's tables (proc_core.h) are written here too, once: the paths
 * the points of this family and of those that build on it name, which
 * the runtime resolves when the session starts (runtime/process.c), and
 * the user symbol tables (usyms_emit.c). */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "process_family.h"

static const process_point *point_of(const resolved_point *rp)
{
	return rp->data;
}

/* The family's decisions; none when only the families that build on it
 * have points */
static const proc_life *life_of(const proc_plan *plan)
{
	static const proc_life none;

	return plan->life ? plan->life : &none;
}

void process_emit_tables(tr_module *m)
{
	const proc_plan *plan = family_state(m->s, &probe_process_family);

	if (!plan)
		return;
	if (plan->usyms)
		usyms_emit_tables(m);
	if (plan->npaths) {
		fputs("static struct tapc_upath tapc_upaths[] = {\n", m->out);
		for (int i = 0; i < plan->npaths; i++) {
			char *lit = tr_c_string(m->s->arena, plan->paths[i].path,
						strlen(plan->paths[i].path));
			fprintf(m->out, "\t{ .path = %s, .slot = %d, .tracked = %s },\n",
				lit, i, plan->paths[i].tracked ? "true" : "false");
		}
		fputs("};\n\n", m->out);
	}
	/* the calls whose child returns 0 in the child: its first return to
	 * user space is where it begins */
	fputs("#define TAPC_PROC_IS_FORK(id) (0", m->out);
	for (int i = 0; i < life_of(plan)->nfork_nrs; i++)
		fprintf(m->out, " || (id) == %d", life_of(plan)->fork_nrs[i]);
	fputs(")\n\n", m->out);
}

/* pr_I_J(regs, id, ret) for the tracepoints' handlers to call */
void process_emit_handler(tr_module *m, int index, int j)
{
	const process_point *pt = point_of(&m->s->probes[index]->points[j]);
	bool ends = pt->event == PROC_END || pt->event == PROC_THREAD_END;

	fprintf(m->out, "static void pr_%d_%d(struct pt_regs *regs, long id, "
		"long ret)\n{\n", index, j);
	proc_emit_hit_enter(m, index, j, &pt->where, ends ? PROC_TRACKED : PROC_RUNS, "");
	proc_emit_hit_run(m, index, j);
}

/* Calls every point of `event`. */
static void emit_calls(const session *s, FILE *out, proc_event event,
		       const char *indent, const char *args)
{
	for (family_points it = family_points_of(s, &probe_process_family);
	     family_next_point(&it);)
		if (point_of(it.rp)->event == event)
			fprintf(out, "%spr_%d_%d(%s);\n", indent, it.i, it.j, args);
}

/* Keeps the current process for each tracked path it runs. */
static void emit_track(const proc_plan *plan, FILE *out, const char *indent)
{
	for (int k = 0; k < plan->npaths; k++)
		if (plan->paths[k].tracked)
			fprintf(out, "%sif (tapc_proc_runs(&tapc_upaths[%d]))\n"
				"%s\ttapc_proc_track(&tapc_upaths[%d]);\n",
				indent, k, indent, k);
}

static bool wants_exec(const proc_plan *plan)
{
	return life_of(plan)->events[PROC_BEGIN] || life_of(plan)->events[PROC_END] || life_of(plan)->tracks;
}

static bool wants_exit(const proc_plan *plan)
{
	return life_of(plan)->events[PROC_END] || life_of(plan)->events[PROC_THREAD_END];
}

/* Begin points: the threads running when the session starts begin at
 * their first system call after it (runtime/process_start.c). */
static bool starts(const proc_plan *plan)
{
	return life_of(plan)->events[PROC_BEGIN] || life_of(plan)->events[PROC_THREAD_BEGIN];
}

static bool wants_sys_exit(const proc_plan *plan)
{
	return starts(plan) || life_of(plan)->tracks || life_of(plan)->events[PROC_SYSCALL_RETURN];
}

static bool wants_sys_enter(const proc_plan *plan)
{
	return starts(plan) || life_of(plan)->events[PROC_SYSCALL];
}

/* An exec ends the old image (the paths' ends where it was kept as
 * running them), as stap, and begins the new one; the -c command's own
 * exec only begins it, its image before being the runner's. A thread
 * still to begin from the session's start begins here, once. */
static void emit_exec(const session *s, const proc_plan *plan, FILE *out)
{
	fprintf(out, "static void tapc_proc_exec(void *__data, %s)\n{\n",
		life_of(plan)->exec_proto);
	if (life_of(plan)->events[PROC_END]) {
		fputs("\tif (!tapc_proc_execs_command()) {\n", out);
		emit_calls(s, out, PROC_END, "\t\t", "NULL, 0, 0");
		fputs("\t}\n", out);
	}
	if (life_of(plan)->tracks) {
		fputs("\ttapc_proc_untrack();\n", out);
		emit_track(plan, out, "\t");
	}
	if (starts(plan))
		fputs("\ttapc_proc_start_claim();\n", out);
	emit_calls(s, out, PROC_BEGIN, "\t", "NULL, 0, 0");
	fputs("}\n\n", out);
}

/* The last thread's exit is the process's end. */
static void emit_exit(const session *s, const proc_plan *plan, FILE *out)
{
	fprintf(out, "static void tapc_proc_exit(void *__data, %s)\n{\n"
		"\tif (tapc_proc_group_dead()) {\n", life_of(plan)->exit_proto);
	emit_calls(s, out, PROC_END, "\t\t", "NULL, 0, 0");
	if (life_of(plan)->tracks)
		fputs("\t\ttapc_proc_untrack();\n", out);
	fputs("\t} else {\n", out);
	emit_calls(s, out, PROC_THREAD_END, "\t\t", "NULL, 0, 0");
	fputs("\t}\n}\n\n", out);
}

/* The current thread begins: a process's first thread, or another. */
static void emit_begins(const session *s, const proc_plan *plan, FILE *out,
			const char *args)
{
	fputs("\t\tif (current->pid == current->tgid) {\n", out);
	emit_track(plan, out, "\t\t\t");
	emit_calls(s, out, PROC_BEGIN, "\t\t\t", args);
	fputs("\t\t} else {\n", out);
	emit_calls(s, out, PROC_THREAD_BEGIN, "\t\t\t", args);
	fputs("\t\t}\n", out);
}

/* A fork's child begins where it first returns; then the returns. */
static void emit_sys_exit(const session *s, const proc_plan *plan, FILE *out)
{
	fputs("static void tapc_proc_sys_exit(void *__data, struct pt_regs *regs, long ret)\n{\n"
	      "\tlong id = syscall_get_nr(current, regs);\n"
	      "\tbool native = id >= 0 && !in_compat_syscall();\n\n", out);
	if (starts(plan) || life_of(plan)->tracks) {
		fprintf(out, "\tif (%s(native && ret == 0 && TAPC_PROC_IS_FORK(id))) {\n",
			starts(plan) ? "tapc_proc_start_claim() || " : "");
		emit_begins(s, plan, out, "regs, id, ret");
		fputs("\t}\n", out);
	}
	if (life_of(plan)->events[PROC_SYSCALL_RETURN]) {
		fputs("\tif (!native)\n\t\treturn;\n", out);
		emit_calls(s, out, PROC_SYSCALL_RETURN, "\t", "regs, id, ret");
	}
	fputs("}\n\n", out);
}

static void emit_sys_enter(const session *s, const proc_plan *plan, FILE *out)
{
	fputs("static void tapc_proc_sys_enter(void *__data, struct pt_regs *regs, long id)\n{\n", out);
	if (starts(plan)) {
		fputs("\tif (tapc_proc_start_claim()) {\n", out);
		emit_begins(s, plan, out, "regs, id, 0");
		fputs("\t}\n", out);
	}
	if (life_of(plan)->events[PROC_SYSCALL]) {
		fputs("\tif (id < 0 || in_compat_syscall())\n\t\treturn;\n", out);
		emit_calls(s, out, PROC_SYSCALL, "\t", "regs, id, 0");
	}
	fputs("}\n\n", out);
}

/* Which threads running at the start have begin points that see them:
 * each point's filter of emit_filter, of the thread `t`. */
static void emit_task_filter(FILE *out, const process_point *pt)
{
	if (pt->where.pid)
		fprintf(out, "t->tgid == %lld", (long long)pt->where.pid);
	else if (pt->where.filter)
		fprintf(out, "tapc_task_runs(t, &tapc_upaths[%d])", pt->where.path_slot);
	else
		fputs("tapc_task_in_target(t)", out);
}

static void emit_wanted_of(const session *s, FILE *out, proc_event event,
			   const char *indent)
{
	fprintf(out, "%sreturn false", indent);
	for (family_points it = family_points_of(s, &probe_process_family);
	     family_next_point(&it);) {
		if (point_of(it.rp)->event != event)
			continue;
		fprintf(out, " ||\n%s       ", indent);
		emit_task_filter(out, point_of(it.rp));
	}
	fputs(";\n", out);
}

static void emit_start(const session *s, FILE *out)
{
	fputs("static bool tapc_proc_start_wanted(struct task_struct *t)\n{\n"
	      "\tif (t->pid == t->tgid)\n", out);
	emit_wanted_of(s, out, PROC_BEGIN, "\t\t");
	emit_wanted_of(s, out, PROC_THREAD_BEGIN, "\t");
	fputs("}\n\nstatic struct tapc_proc_start tapc_proc_start = {\n"
	      "\t.wanted = tapc_proc_start_wanted,\n};\n\n", out);
}

void process_emit_handlers(tr_module *m)
{
	const proc_plan *plan = family_state(m->s, &probe_process_family);

	if (!plan)
		return;
	fputs("#include <linux/compat.h>\n#include <asm/syscall.h>\n\n", m->out);
	if (wants_exec(plan))
		emit_exec(m->s, plan, m->out);
	if (wants_exit(plan))
		emit_exit(m->s, plan, m->out);
	if (wants_sys_exit(plan))
		emit_sys_exit(m->s, plan, m->out);
	if (wants_sys_enter(plan))
		emit_sys_enter(m->s, plan, m->out);
	if (starts(plan))
		emit_start(m->s, m->out);
}

/* The first point that a handler serves: its probe names the
 * registration in messages. */
static bool first_point(const session *s, bool (*serves)(const process_point *),
			int *pi, int *pj)
{
	for (family_points it = family_points_of(s, &probe_process_family);
	     family_next_point(&it);)
		if (serves(point_of(it.rp))) {
			*pi = it.i;
			*pj = it.j;
			return true;
		}
	return false;
}

static bool any(const process_point *pt)
{
	(void)pt;
	return true;
}

static bool at_sys_enter(const process_point *pt)
{
	return pt->event == PROC_SYSCALL || pt->event == PROC_BEGIN ||
	       pt->event == PROC_THREAD_BEGIN;
}

static bool at_begin(const process_point *pt)
{
	return pt->event == PROC_BEGIN || pt->event == PROC_THREAD_BEGIN;
}

static void emit_tracepoint(const session *s, FILE *out, const char *tp,
			    const char *handler, bool (*serves)(const process_point *))
{
	int i, j;

	if (first_point(s, serves, &i, &j))
		fprintf(out, "\tTAPC_TRACEPOINT_POINT(&probe_%d_%d, \"%s\", %s),\n",
			i, j, tp, handler);
}

/* The paths first, so that the filters know them from the first hit;
 * then the tracepoints; each point for -t's report. */
void process_emit_entries(tr_module *m)
{
	const session *s = m->s;
	const proc_plan *plan = family_state(s, &probe_process_family);
	int i, j;

	if (!plan)
		return;
	if (plan->usyms)
		usyms_emit_entries(m);
	/* each path's entry names the first point of it, of this family
	 * or of one that builds on it */
	for (int k = 0; k < plan->npaths; k++)
		for (family_points it = family_points_of(s, NULL);
		     family_next_point(&it);)
			if (proc_where_of(it.rp) && proc_where_of(it.rp)->path_slot == k) {
				fprintf(m->out, "\t{ .ops = &tapc_upath_ops, "
					".probe = &probe_%d_%d, .slot = &tapc_upaths[%d] },\n",
					it.i, it.j, k);
				break;
			}
	if (wants_exec(plan))
		emit_tracepoint(s, m->out, "sched_process_exec", "tapc_proc_exec", any);
	if (wants_exit(plan))
		emit_tracepoint(s, m->out, "sched_process_exit", "tapc_proc_exit", any);
	if (wants_sys_exit(plan))
		emit_tracepoint(s, m->out, "sys_exit", "tapc_proc_sys_exit", any);
	if (wants_sys_enter(plan))
		emit_tracepoint(s, m->out, "sys_enter", "tapc_proc_sys_enter", at_sys_enter);
	/* after the tracepoints, which see the threads it keeps begin */
	if (starts(plan) && first_point(s, at_begin, &i, &j))
		fprintf(m->out, "\t{ .probe = &probe_%d_%d, "
			".ops = &tapc_proc_start_ops, .slot = &tapc_proc_start },\n",
			i, j);
	fputs("#ifdef TAPC_TIMING\n", m->out);
	for (family_points it = family_points_of(s, &probe_process_family);
	     family_next_point(&it);)
		fprintf(m->out, "\tTAPC_DISPATCHED_POINT(&probe_%d_%d),\n",
			it.i, it.j);
	fputs("#endif\n", m->out);
}
