/* The user-space families' core, pass 3 (proc_core.h): what their
 * handlers and uprobes' entries have in common. */
#include <string.h>

#include "emit.h"
#include "proc_core.h"

void proc_emit_filter(FILE *out, const proc_where *w, proc_filter_kind kind)
{
	/* a uprobe on PATH's file is hit by whoever runs it (or maps it);
	 * a library's, where its program runs */
	if (w->pid)
		fprintf(out, "current->tgid == %lld", (long long)w->pid);
	else if (w->filter && kind == PROC_MAPS)
		fprintf(out, "tapc_proc_runs(&tapc_upaths[%d]) && tapc_proc_in_target()",
			w->path_slot);
	else if (w->filter)
		fprintf(out, "%s(&tapc_upaths[%d])", kind == PROC_TRACKED
			? "tapc_proc_tracked" : "tapc_proc_runs", w->path_slot);
	else
		fputs("tapc_proc_in_target()", out);
}

void proc_emit_hit_enter(tr_module *m, int index, int j, const proc_where *w,
			 proc_filter_kind kind, const char *guard)
{
	fprintf(m->out, "\tstruct tapc_context *__c;\n\n\tif (!(%s", guard);
	proc_emit_filter(m->out, w, kind);
	fprintf(m->out, "))\n\t\treturn;\n"
		"\t__c = probe_%d_hit_enter(&probe_%d_%d);\n"
		"\tif (!__c)\n\t\treturn;\n"
		"\t__c->regs = regs;\n", index, index, j);
}

void proc_emit_hit_run(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];

	tr_target_reads(m, index, p, &p->points[j]);
	fprintf(m->out, "\tprobe_%d(__c);\n\tprobe_%d_hit_exit(__c);\n}\n\n", index,
		index);
}

void proc_emit_uprobe_entry(tr_module *m, int index, int j, const char *slots,
			    int slot, const char *path, uint64_t offset, uint64_t sem)
{
	fprintf(m->out, "\t{ .probe = &probe_%d_%d, .ops = &tapc_uprobe_ops, "
		".slot = &(struct tapc_uprobe_point){ .state = &%s[%d], "
		".path = %s, .offset = %#llx, .ref_ctr_offset = %#llx", index, j,
		slots, slot, tr_c_string(m->s->arena, path, strlen(path)),
		(unsigned long long)offset, (unsigned long long)sem);
}
