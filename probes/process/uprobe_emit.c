/* process("PATH").function(...): pass 3. One uprobe (a uretprobe for a
 * return) per point, on PATH's file at the function's offset; each has a
 * slot in the module's data and calls its point's up_I_J with the
 * registers (runtime/uprobe.c registers them). */
#include <string.h>

#include "emit.h"
#include "process_family.h"
#include "ubin.h"
#include "usdt.h"

void uprobe_emit_tables(tr_module *m)
{
	const proc_plan *plan = family_state(m->s, &probe_process_family);

	/* where the runtime keeps each uprobe's registration */
	fprintf(m->out, "static struct tapc_uprobe *tapc_uprobe_slots[%d];\n\n",
		plan->nuprobes);
}

void uprobe_emit_entries(tr_module *m)
{
	const session *s = m->s;
	int slot = 0;

	for (family_points it = family_points_of(s, &probe_process_family);
	     family_next_point(&it);) {
		const process_point *pt = it.rp->data;
		if (!proc_on_uprobe(pt))
			continue;
		char *path = tr_c_string(s->arena, pt->path, strlen(pt->path));
		/* a marker's semaphore is counted up while it is probed */
		uint64_t off = pt->offset;
		uint64_t sem = pt->mark ? pt->mark->sem_offset : 0;
		fprintf(m->out, "\t{ .probe = &probe_%d_%d, .ops = &tapc_uprobe_ops, "
			".slot = &(struct tapc_uprobe_point){ .state = &tapc_uprobe_slots[%d], "
			".path = %s, .offset = %#llx, .ref_ctr_offset = %#llx, "
			".%s = up_%d_%d, .ret = %s", it.i, it.j, slot++, path,
			(unsigned long long)off, (unsigned long long)sem,
			pt->keep_entry ? "entry_handler" : "handler", it.i, it.j,
			pt->event == PROC_FUNCTION_RETURN ? "true" : "false");
		/* past the prologue, the body's uprobe computes them */
		bool body = pt->at_body && pt->keep_entry;
		if (pt->entries && !body)
			fprintf(m->out, ", .entry_save = ue_%d_%d", it.i, it.j);
		fputs(" } },\n", m->out);
		if (body)
			fprintf(m->out, "\t{ .probe = &probe_%d_%d, .ops = &tapc_uprobe_ops, "
				".slot = &(struct tapc_uprobe_point){ "
				".state = &tapc_uprobe_slots[%d], .path = %s, "
				".offset = %#llx, .handler = ub_%d_%d } },\n",
				it.i, it.j, slot++, path,
				(unsigned long long)pt->body_offset, it.i, it.j);
	}
}
