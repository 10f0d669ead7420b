/* process.*: pass 3. Each point gets a function that checks its process
 * filter and runs the body (pr_I_J); four handlers, on the tracepoints
 * of exec, exit and the raw system calls, call the points of each event.
 * The paths the points name are a table the runtime resolves when the
 * session starts (runtime/process.c). */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "process_family.h"
#include "dvars.h"

static const process_point *point_of(const resolved_point *rp)
{
	return rp->data;
}

void process_emit_tables(tr_module *m)
{
	const proc_plan *plan = family_state(m->s, &probe_process_family);

	if (!plan)
		return;
	if (plan->nuprobes)
		uprobe_emit_tables(m);
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
	for (int i = 0; i < plan->nfork_nrs; i++)
		fprintf(m->out, " || (id) == %d", plan->fork_nrs[i]);
	fputs(")\n\n", m->out);
}

/* The condition on `current` that the point's process filter is. */
static void emit_filter(FILE *out, const process_point *pt)
{
	bool ends = pt->event == PROC_END || pt->event == PROC_THREAD_END;

	/* a uprobe on PATH's file is hit by whoever runs it (or maps it);
	 * a library's, where its program runs */
	if (pt->pid)
		fprintf(out, "current->tgid == %lld", (long long)pt->pid);
	else if (pt->path && !proc_on_uprobe(pt))
		fprintf(out, "%s(&tapc_upaths[%d])",
			ends ? "tapc_proc_tracked" : "tapc_proc_runs", pt->path_slot);
	else if (pt->filter)
		fprintf(out, "tapc_proc_runs(&tapc_upaths[%d]) && tapc_proc_in_target()",
			pt->path_slot);
	else
		fputs("tapc_proc_in_target()", out);
}

/* ue_I_J(pt, regs, vals): a return's @entry() values computed at its
 * call's entry (the runtime keeps them with the registers), over the
 * entry's registers; all 0 when the probe cannot run now. */
static void emit_entry_save(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const process_point *pt = point_of(&p->points[j]);

	if (j == 0)
		tr_emit_entry_body(m, index, pt->entries->exprs, pt->entries->n);
	fprintf(m->out, "static void ue_%d_%d(const struct tapc_probe_point *pt, "
		"struct pt_regs *regs, void *vals)\n{\n"
		"\tconst struct pt_regs *__entry __maybe_unused = regs;\n"
		"\tstruct tapc_context *__c;\n\n\tif (!(", index, j);
	emit_filter(m->out, pt);
	fprintf(m->out, "))\n\t\treturn;\n"
		"\t__c = probe_%d_hit_enter(&probe_%d_%d);\n"
		"\tif (!__c)\n\t\treturn;\n"
		"\t__c->regs = regs;\n\t__c->entry_vals = vals;\n", index, index, j);
	tr_target_reads(m, index, p, &p->points[j]);
	fprintf(m->out, "\tif (!__c->last_error)\n\t\tprobe_%d_entry(__c);\n"
		"\tprobe_%d_hit_exit(__c);\n}\n\n", index, index);
}

/* ub_I_J(pt, regs): past the prologue of a return's function whose
 * parameters it homes, the call's entry (found at the stack pointer it
 * had: the CFA there less 8) takes these registers, and its @entry()
 * values are computed over them. */
static void emit_body_keep(tr_module *m, int index, int j)
{
	const process_point *pt = point_of(&m->s->probes[index]->points[j]);
	char *sp = dvars_loc_c("regs", pt->body_cfa, 8, false, "tapc_uvar_read", NULL);

	fprintf(m->out, "static void ub_%d_%d(const struct tapc_probe_point *pt, "
		"struct pt_regs *regs)\n{\n"
		"\ttapc_uprobe_body(pt, regs, (unsigned long)(%s), ", index, j,
		sp ? sp : "0");
	if (pt->entries)
		fprintf(m->out, "ue_%d_%d);\n}\n\n", index, j);
	else
		fputs("NULL);\n}\n\n", m->out);
	free(sp);
}

/* pr_I_J(regs, id, ret) for the tracepoints' handlers to call; a
 * uprobe's up_I_J(pt, regs) (uprobe_emit.c), a return's that keeps its
 * entry up_I_J(pt, regs, entry, vals) */
void process_emit_handler(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const resolved_point *rp = &p->points[j];
	const process_point *pt = point_of(rp);

	if (pt->entries)
		emit_entry_save(m, index, j);
	if (pt->at_body && pt->keep_entry)
		emit_body_keep(m, index, j);
	if (pt->keep_entry)
		fprintf(m->out, "static void up_%d_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs, const struct pt_regs *__entry, "
			"int64_t *__vals)\n{\n", index, j);
	else if (proc_on_uprobe(pt))
		fprintf(m->out, "static void up_%d_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs)\n{\n", index, j);
	else
		fprintf(m->out, "static void pr_%d_%d(struct pt_regs *regs, long id, "
			"long ret)\n{\n", index, j);
	/* a return whose entry was not kept (too many in flight) is missed */
	fprintf(m->out, "\tstruct tapc_context *__c;\n\n\tif (!(%s", pt->keep_entry
		? "__entry && " : "");
	emit_filter(m->out, pt);
	fprintf(m->out, "))\n\t\treturn;\n"
		"\t__c = probe_%d_hit_enter(&probe_%d_%d);\n"
		"\tif (!__c)\n\t\treturn;\n"
		"\t__c->regs = regs;\n", index, index, j);
	if (pt->entries)
		fputs("\t__c->entry_vals = __vals;\n", m->out);
	tr_target_reads(m, index, p, rp);
	fprintf(m->out, "\tprobe_%d(__c);\n\tprobe_%d_hit_exit(__c);\n}\n\n", index,
		index);
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
	return plan->events[PROC_BEGIN] || plan->events[PROC_END] || plan->tracks;
}

static bool wants_exit(const proc_plan *plan)
{
	return plan->events[PROC_END] || plan->events[PROC_THREAD_END];
}

/* Begin points: the threads running when the session starts begin at
 * their first system call after it (runtime/process_start.c). */
static bool starts(const proc_plan *plan)
{
	return plan->events[PROC_BEGIN] || plan->events[PROC_THREAD_BEGIN];
}

static bool wants_sys_exit(const proc_plan *plan)
{
	return starts(plan) || plan->tracks || plan->events[PROC_SYSCALL_RETURN];
}

static bool wants_sys_enter(const proc_plan *plan)
{
	return starts(plan) || plan->events[PROC_SYSCALL];
}

/* An exec ends the old image (the paths' ends where it was kept as
 * running them), as stap, and begins the new one; the -c command's own
 * exec only begins it, its image before being the runner's. A thread
 * still to begin from the session's start begins here, once. */
static void emit_exec(const session *s, const proc_plan *plan, FILE *out)
{
	fprintf(out, "static void tapc_proc_exec(void *__data, %s)\n{\n",
		plan->exec_proto);
	if (plan->events[PROC_END]) {
		fputs("\tif (!tapc_proc_execs_command()) {\n", out);
		emit_calls(s, out, PROC_END, "\t\t", "NULL, 0, 0");
		fputs("\t}\n", out);
	}
	if (plan->tracks) {
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
		"\tif (tapc_proc_group_dead()) {\n", plan->exit_proto);
	emit_calls(s, out, PROC_END, "\t\t", "NULL, 0, 0");
	if (plan->tracks)
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
	if (starts(plan) || plan->tracks) {
		fprintf(out, "\tif (%s(native && ret == 0 && TAPC_PROC_IS_FORK(id))) {\n",
			starts(plan) ? "tapc_proc_start_claim() || " : "");
		emit_begins(s, plan, out, "regs, id, ret");
		fputs("\t}\n", out);
	}
	if (plan->events[PROC_SYSCALL_RETURN]) {
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
	if (plan->events[PROC_SYSCALL]) {
		fputs("\tif (id < 0 || in_compat_syscall())\n\t\treturn;\n", out);
		emit_calls(s, out, PROC_SYSCALL, "\t", "regs, id, 0");
	}
	fputs("}\n\n", out);
}

/* Which threads running at the start have begin points that see them:
 * each point's filter of emit_filter, of the thread `t`. */
static void emit_task_filter(FILE *out, const process_point *pt)
{
	if (pt->pid)
		fprintf(out, "t->tgid == %lld", (long long)pt->pid);
	else if (pt->path)
		fprintf(out, "tapc_task_runs(t, &tapc_upaths[%d])", pt->path_slot);
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
	if (plan->nuprobes)
		uprobe_emit_entries(m);
	/* each path's entry names the first point of it */
	for (int k = 0; k < plan->npaths; k++)
		for (family_points it = family_points_of(s, &probe_process_family);
		     family_next_point(&it);)
			if (point_of(it.rp)->path_slot == k) {
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
		if (!proc_on_uprobe(point_of(it.rp)))
			fprintf(m->out, "\tTAPC_DISPATCHED_POINT(&probe_%d_%d),\n",
				it.i, it.j);
	fputs("#endif\n", m->out);
}
