/* kernel.function and module().function: pass 3. A handler per point,
 * called with the registers at the function's entry (or at its return,
 * with the argument registers its entry kept), copies the target
 * variables the body uses into its locals as pass 2 recorded and runs
 * the body. The runtime registers the points (runtime/kfunc.c). */
#include "emit.h"
#include "kfunc_family.h"

static bool is_kfunc(const resolved_point *rp)
{
	return rp->family == &probe_kfunc_family;
}

/* The handler of point `j` and of the points after it that read the
 * same (kfunc_point.handler); the point it runs for is `pt`. */
void kfunc_emit_handler(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const resolved_point *rp = &p->points[j];
	const kfunc_point *kp = rp->data;

	if (kp->handler != j)
		return;
	fprintf(m->out, "static void kf_%d_%d(const struct tapc_probe_point *pt,\n"
		"\t\t\tstruct pt_regs *regs%s)\n{\n"
		"\tstruct tapc_context *__c = tapc_probe_enter(pt->probe);\n",
		index, j, rp->is_return ? ", const void *entry" : "");
	if (rp->is_return)
		fputs("\tconst unsigned long *__entry __maybe_unused = entry;\n", m->out);
	fputs("\n\tif (!__c)\n\t\treturn;\n\t__c->regs = regs;\n", m->out);
	tr_target_reads(m, index, p, rp);
	fprintf(m->out, "\tprobe_%d(__c);\n\ttapc_probe_exit(__c);\n}\n\n", index);
}

void kfunc_emit_handlers(tr_module *m)
{
	int n = 0;
	for (int i = 0; i < m->s->nprobes; i++)
		for (int j = 0; j < m->s->probes[i]->npoints; j++)
			n += is_kfunc(&m->s->probes[i]->points[j]);
	if (n)
		fprintf(m->out, "static struct tapc_kprobe tapc_kfunc_slots[%d];\n\n", n);
}

static void emit_entry(tr_module *m, int i, int j, int slot)
{
	const resolved_point *rp = &m->s->probes[i]->points[j];
	const kfunc_point *kp = rp->data;

	fprintf(m->out, "\t{ .kind = %s, .probe = &probe_%d_%d, .symbol = \"%s%s%s\", "
		".kprobe = &tapc_kfunc_slots[%d], .optional = %s, ",
		rp->is_return ? "TAPC_PROBE_KRETPROBE" : "TAPC_PROBE_KPROBE", i, j,
		kp->module ? kp->module : "", kp->module ? ":" : "", kp->function,
		slot, kp->optional ? "true" : "false");
	kfuncs_link_fields(&kp->link, m->out);
	if (kp->module)
		fprintf(m->out, ".module = \"%s\", ", kp->module);
	if (rp->is_return)
		fprintf(m->out, ".kp_ret_handler = kf_%d_%d, .maxactive = %lld, "
			".entry_save = tapc_kfunc_save_args, "
			".entry_size = TAPC_KFUNC_ARGS_SIZE },\n",
			i, kp->handler, (long long)kp->maxactive);
	else
		fprintf(m->out, ".kp_handler = kf_%d_%d },\n", i, kp->handler);
}

void kfunc_emit_entries(tr_module *m)
{
	int slot = 0;
	for (int i = 0; i < m->s->nprobes; i++)
		for (int j = 0; j < m->s->probes[i]->npoints; j++)
			if (is_kfunc(&m->s->probes[i]->points[j]))
				emit_entry(m, i, j, slot++);
}
