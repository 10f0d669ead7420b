/* process("PATH").mark("NAME"): pass 3. One uprobe per point at the
 * marker's address, its semaphore counted up while it is probed; each
 * has a slot in the module's data and calls its point's up_I_J with the
 * registers (runtime/uprobe.c registers them). */
#include "emit.h"
#include "umark_family.h"
#include "ubin.h"
#include "usdt.h"

static const umark_point *point_of(const resolved_point *rp)
{
	return rp->data;
}

void umark_emit_tables(tr_module *m)
{
	const int *nslots = family_state(m->s, &probe_umark_family);

	/* where the runtime keeps each uprobe's registration */
	if (nslots)
		fprintf(m->out, "static struct tapc_uprobe *tapc_umark_slots[%d];\n\n",
			*nslots);
}

/* up_I_J(pt, regs) */
void umark_emit_handler(tr_module *m, int index, int j)
{
	const umark_point *pt = point_of(&m->s->probes[index]->points[j]);

	fprintf(m->out, "static void up_%d_%d(const struct tapc_probe_point *pt, "
		"struct pt_regs *regs)\n{\n", index, j);
	proc_emit_hit_enter(m, index, j, &pt->where, PROC_MAPS, "");
	proc_emit_hit_run(m, index, j);
}

void umark_emit_entries(tr_module *m)
{
	int slot = 0;

	for (family_points it = family_points_of(m->s, &probe_umark_family);
	     family_next_point(&it);) {
		const umark_point *pt = point_of(it.rp);
		proc_emit_uprobe_entry(m, it.i, it.j, "tapc_umark_slots", slot++,
				       pt->bin->path, pt->mark->offset,
				       pt->mark->sem_offset);
		fprintf(m->out, ", .handler = up_%d_%d, .ret = false } },\n",
			it.i, it.j);
	}
}
