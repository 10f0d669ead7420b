/* process("PATH").function(...), .plt(...), .statement(...): pass 3. One
 * uprobe (a uretprobe for a return) per point, on PATH's file at the
 * point's offset; each has a slot in the module's data and calls its
 * point's up_I_J with the registers (runtime/uprobe.c registers them). */
#include <stdlib.h>
#include <string.h>

#include "dvars.h"
#include "emit.h"
#include "uprobe_family.h"

static const uprobe_point *point_of(const resolved_point *rp)
{
	return rp->data;
}

void uprobe_emit_tables(tr_module *m)
{
	const uprobe_plan *plan = family_state(m->s, &probe_uprobe_family);

	/* where the runtime keeps each uprobe's registration */
	if (plan)
		fprintf(m->out, "static struct tapc_uprobe *tapc_uprobe_slots[%d];\n\n",
			plan->nslots);
}

/* ue_I_J(pt, regs, vals): a return's @entry() values computed at its
 * call's entry (the runtime keeps them with the registers), over the
 * entry's registers; all 0 when the probe cannot run now. */
static void emit_entry_save(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const uprobe_point *pt = point_of(&p->points[j]);

	if (j == 0)
		tr_emit_entry_body(m, index, pt->entries->exprs, pt->entries->n);
	fprintf(m->out, "static void ue_%d_%d(const struct tapc_probe_point *pt, "
		"struct pt_regs *regs, void *vals)\n{\n"
		"\tconst struct pt_regs *__entry __maybe_unused = regs;\n", index, j);
	proc_emit_hit_enter(m, index, j, &pt->where, PROC_MAPS, "");
	fputs("\t__c->entry_vals = vals;\n", m->out);
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
	const uprobe_point *pt = point_of(&m->s->probes[index]->points[j]);
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

/* up_I_J(pt, regs), a return's that keeps its entry up_I_J(pt, regs,
 * entry, vals) */
void uprobe_emit_handler(tr_module *m, int index, int j)
{
	const uprobe_point *pt = point_of(&m->s->probes[index]->points[j]);

	if (pt->entries)
		emit_entry_save(m, index, j);
	if (pt->at_body && pt->keep_entry)
		emit_body_keep(m, index, j);
	if (pt->keep_entry)
		fprintf(m->out, "static void up_%d_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs, const struct pt_regs *__entry, "
			"int64_t *__vals)\n{\n", index, j);
	else
		fprintf(m->out, "static void up_%d_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs)\n{\n", index, j);
	/* a return whose entry was not kept (too many in flight) is missed */
	proc_emit_hit_enter(m, index, j, &pt->where, PROC_MAPS,
			    pt->keep_entry ? "__entry && " : "");
	if (pt->entries)
		fputs("\t__c->entry_vals = __vals;\n", m->out);
	proc_emit_hit_run(m, index, j);
}

void uprobe_emit_entries(tr_module *m)
{
	int slot = 0;

	for (family_points it = family_points_of(m->s, &probe_uprobe_family);
	     family_next_point(&it);) {
		const uprobe_point *pt = point_of(it.rp);
		proc_emit_uprobe_entry(m, it.i, it.j, "tapc_uprobe_slots", slot++,
				       pt->path, pt->offset, 0);
		fprintf(m->out, ", .%s = up_%d_%d, .ret = %s",
			pt->keep_entry ? "entry_handler" : "handler", it.i, it.j,
			pt->kind == UPROBE_RETURN ? "true" : "false");
		/* past the prologue, the body's uprobe computes them */
		bool body = pt->at_body && pt->keep_entry;
		if (pt->entries && !body)
			fprintf(m->out, ", .entry_save = ue_%d_%d", it.i, it.j);
		fputs(" } },\n", m->out);
		if (body) {
			proc_emit_uprobe_entry(m, it.i, it.j, "tapc_uprobe_slots",
					       slot++, pt->path, pt->body_offset, 0);
			fprintf(m->out, ", .handler = ub_%d_%d } },\n", it.i, it.j);
		}
	}
}
