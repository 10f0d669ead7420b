/* kprobe.function and nd_syscall: pass 3. One kprobe (or kretprobe) per
 * point, with a handler per probe that hands the probe's system call
 * runner (syscall_emit.c) the call's arguments from its saved user
 * registers, or its result and the @entry() values its kretprobe
 * instance kept; a point's data is its call's number, -1 for a
 * function. The runtime registers them, those whose function's place
 * pass 2 recorded all at once (runtime/kfunc.c), the others by name
 * (runtime/kprobe.c). */
#include "emit.h"
#include "kprobe_family.h"

/* nd_syscall's point of 32-bit calls has no kprobe: it never fires */
static bool is_kprobe(const resolved_point *rp)
{
	return rp->family == &probe_kprobe_family &&
	       !((const syscall_point *)rp->data)->never;
}

static void emit_kprobe_handlers(FILE *out, int index, const session_probe *p,
				 const sc_runner *r)
{
	bool entry = false, ret = false;
	for (int j = 0; j < p->npoints; j++) {
		entry |= is_kprobe(&p->points[j]) && !p->points[j].is_return;
		ret |= is_kprobe(&p->points[j]) && p->points[j].is_return;
	}
	/* a system call's arguments are in its saved user registers; a
	 * kprobe.function point has none (its data is -1) */
	if (entry && sc_runner_reads_args(r))
		fprintf(out, "static void kp_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs)\n{\n"
			"\tunsigned long args[6] = { 0 };\n\n"
			"\tif (tapc_kprobe_of(pt)->data >= 0)\n"
			"\t\tsyscall_get_arguments(current, task_pt_regs(current), args);\n"
			"\tsc_run_%d(pt->probe, tapc_kprobe_of(pt)->data, args, 0, regs, false, NULL);\n}\n\n",
			index, index);
	else if (entry)
		fprintf(out, "static void kp_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs)\n{\n"
			"\tsc_run_%d(pt->probe, tapc_kprobe_of(pt)->data, NULL, 0, regs, false, NULL);\n}\n\n",
			index, index);
	if (ret && r->entries)
		fprintf(out, "static void kp_entry_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs,\n\t\t\t void *entry)\n{\n"
			"\tmemset(entry, 0, %d * sizeof(int64_t) + %d * MAXSTRINGLEN);\n"
			"\tsc_entry_%d(pt->probe, regs, entry);\n}\n\n"
			"static void kp_ret_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs,\n\t\t       const void *entry)\n{\n"
			"\tsc_run_%d(pt->probe, tapc_kprobe_of(pt)->data, NULL, regs_return_value(regs),\n"
			"\t\t  regs, true, entry);\n}\n\n",
			index, r->entries->n, r->entries->ntexts, index, index, index);
	else if (ret)
		fprintf(out, "static void kp_ret_%d(const struct tapc_probe_point *pt, "
			"struct pt_regs *regs)\n{\n"
			"\tsc_run_%d(pt->probe, tapc_kprobe_of(pt)->data, NULL, regs_return_value(regs),\n"
			"\t\t  regs, true, NULL);\n}\n\n",
			index, index);
}

void kprobe_emit_handlers(tr_module *m)
{
	const sc_plan *plan = sc_plan_get(m->s);
	int nkprobes = 0;

	for (family_probes it = family_probes_of(m->s, &probe_kprobe_family);
	     family_next_probe(&it);) {
		const session_probe *p = it.probe;
		/* a probe of points that never fire has no runner */
		if (!plan || !plan->runners || !plan->runners[it.i])
			continue;
		emit_kprobe_handlers(m->out, it.i, p, plan->runners[it.i]);
		for (int j = 0; j < p->npoints; j++)
			nkprobes += is_kprobe(&p->points[j]);
	}
	if (nkprobes)
		fprintf(m->out, "static struct tapc_kprobe tapc_kprobe_slots[%d];\n\n",
			nkprobes);
}

void kprobe_emit_entries(tr_module *m)
{
	const session *s = m->s;
	int slot = 0;

	for (family_points it = family_points_of(s, &probe_kprobe_family);
	     family_next_point(&it);) {
		const resolved_point *rp = it.rp;
		if (!is_kprobe(rp))
			continue;
		const syscall_point *sp = rp->data;
		fprintf(m->out, "\t{ .ops = &tapc_kprobe_ops, .probe = &probe_%d_%d, "
			".slot = &(struct tapc_kprobe_point){ %s", it.i, it.j,
			rp->is_return ? ".ret = true, " : "");
		if (sp->symbol)
			fprintf(m->out, ".symbol = \"%s\", ", sp->symbol);
		else
			fprintf(m->out, ".address = 0x%llxUL, ",
				(unsigned long long)sp->address);
		const sc_runner *r = sc_plan_get(s)->runners[it.i];
		/* a return that reads @entry() values keeps them in
		 * its kretprobe instance */
		if (r->entries)
			fprintf(m->out, ".kp_ret_handler = kp_ret_%d, "
				".entry_save = kp_entry_%d, .entry_size = "
				"%d * sizeof(int64_t) + %d * MAXSTRINGLEN, ", it.i, it.i,
				r->entries->n, r->entries->ntexts);
		else
			fprintf(m->out, ".kp_handler = kp_%s%d, ",
				rp->is_return ? "ret_" : "", it.i);
		fprintf(m->out, ".kprobe = &tapc_kprobe_slots[%d], .data = %d, ",
			slot++, sp->sc ? sp->sc->nr : -1);
		kfuncs_link_fields(&sp->link, m->out);
		if (sp->maxactive)
			fprintf(m->out, ".maxactive = %lld, ",
				(long long)sp->maxactive);
		fputs("} },\n", m->out);
	}
}
