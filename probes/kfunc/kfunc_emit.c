/* kernel.function and module().function: pass 3. A handler per point,
 * called with the registers at the function's entry (or at its return,
 * with the argument registers its entry kept), copies the target
 * variables the body uses into its locals as pass 2 recorded and runs
 * the body. A return whose body has @entry(EXPR)s has an entry handler
 * too, which keeps the argument registers and computes each EXPR into
 * the call's storage (kfunc_entries). The runtime registers the points
 * (runtime/kfunc.c); a script's few entries get trampolines of their own
 * (runtime/kfunc_direct.c). */
#include <stdlib.h>

#include "emit.h"
#include "kfunc_family.h"

/* The return's entry handler: the argument registers, then the
 * @entry() values, 0 when the probe cannot run now. */
static void emit_entry_handler(tr_module *m, int index, int j,
			       const kfunc_entries *e)
{
	const session_probe *p = m->s->probes[index];

	fprintf(m->out, "static void kfe_%d_%d(const struct tapc_probe_point *pt,\n"
		"\t\t\tstruct pt_regs *regs, void *entry)\n{\n"
		"\tconst unsigned long *__entry __maybe_unused = entry;\n"
		"\tint64_t *vals = (int64_t *)((unsigned long *)entry + "
		"TAPC_KFUNC_NARGS);\n\tstruct tapc_context *__c;\n\n"
		"\ttapc_kfunc_save_args(pt, regs, entry);\n"
		"\tmemset(vals, 0, %d * sizeof(*vals) + %d * MAXSTRINGLEN);\n"
		"\t__c = probe_%d_hit_enter(pt->probe);\n"
		"\tif (!__c)\n\t\treturn;\n"
		"\t__c->regs = regs;\n\t__c->entry_vals = vals;\n", index, j, e->n,
		e->ntexts, index);
	tr_target_reads(m, index, p, &p->points[j]);
	fprintf(m->out, "\tif (!__c->last_error)\n\t\tprobe_%d_entry(__c);\n"
		"\tprobe_%d_hit_exit(__c);\n}\n\n", index, index);
}

/* A guru's $return = EXPR and $param = EXPR, stored back where the
 * function sees them unless the body ended in an error. */
static void emit_writes(tr_module *m, int index, const session_probe *p,
			const kfunc_point *kp)
{
	if (!kp->writes)
		return;
	fprintf(m->out, "\tif (!__c->last_error) {\n"
		"\t\tstruct probe_%d_locals *__l = (void *)__c->locals;\n\n", index);
	for (int t = 0; t < p->ntargets; t++)
		if (kp->writes[t])
			fprintf(m->out, "\t\t%s\n", kp->writes[t]);
	fputs("\t}\n", m->out);
}

/* The handler of point `j` and of the points after it that read the
 * same (kfunc_point.handler); the point it runs for is `pt`. */
void kfunc_emit_handler(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const resolved_point *rp = &p->points[j];
	const kfunc_point *kp = rp->data;

	if (kp->entries && j == 0)
		tr_emit_entry_body(m, index, kp->entries->exprs, kp->entries->n);
	if (kp->handler != j)
		return;
	if (kp->entries)
		emit_entry_handler(m, index, j, kp->entries);
	fprintf(m->out, "static void kf_%d_%d(const struct tapc_probe_point *pt,\n"
		"\t\t\tstruct pt_regs *regs%s)\n{\n"
		"\tstruct tapc_context *__c = probe_%d_hit_enter(pt->probe);\n",
		index, j, rp->is_return ? ", const void *entry" : "", index);
	if (rp->is_return)
		fputs("\tconst unsigned long *__entry __maybe_unused = entry;\n", m->out);
	fputs("\n\tif (!__c)\n\t\treturn;\n\t__c->regs = regs;\n", m->out);
	if (kp->entries)
		fputs("\t__c->entry_vals = (int64_t *)((unsigned long *)entry + "
		      "TAPC_KFUNC_NARGS);\n", m->out);
	tr_target_reads(m, index, p, rp);
	/* a DWARF variable's read that faulted has said so */
	fprintf(m->out, "\tif (!__c->last_error)\n\t\tprobe_%d(__c);\n", index);
	emit_writes(m, index, p, kp);
	fprintf(m->out, "\tprobe_%d_hit_exit(__c);\n}\n\n", index);
}

/* A script with at most this many entries of the kernel's functions
 * through ftrace gives each a trampoline of its own, which costs a hit
 * half as much; each is registered and unregistered alone, and
 * unregistering waits for the tasks on it (runtime/kfunc_direct.c). */
#define KFUNC_DIRECT_MAX 8

/* Whether the family's point is an entry of the kernel's function,
 * through ftrace (its call site). */
static bool direct_candidate(const resolved_point *rp)
{
	const kfunc_point *kp = rp->data;

	return !rp->is_return && !kp->module && !kp->offset &&
	       kp->link.linked && kp->link.call_site >= 0;
}

/* Whether the script's candidates get trampolines. */
static bool uses_direct(const session *s)
{
	int n = 0;
	for (family_points it = family_points_of(s, &probe_kfunc_family);
	     family_next_point(&it);)
		if (direct_candidate(it.rp) && ++n > KFUNC_DIRECT_MAX)
			return false;
	return n > 0;
}

/* Point j of probe i's trampoline, its slot `slot`: the handler it
 * calls finds the point in the slot (set before ftrace may call it).
 * RCU may not watch in a function ftrace traces: the probe is not run
 * there, as tapc_kfunc_hit does not. */
static void emit_trampoline(tr_module *m, int i, int j, int slot)
{
	const kfunc_point *kp = m->s->probes[i]->points[j].data;

	fprintf(m->out, "static notrace __used void kfd_%d(struct pt_regs *regs)\n{\n"
		"\tif (likely(rcu_is_watching()))\n"
		"\t\tkf_%d_%d(tapc_kfunc_slots[%d].point, regs);\n}\n"
		"TAPC_KFUNC_TRAMPOLINE(tapc_kfd_%d, kfd_%d);\n\n",
		slot, i, kp->handler, slot, slot, slot);
}

void kfunc_emit_handlers(tr_module *m)
{
	int n = 0;
	for (family_points it = family_points_of(m->s, &probe_kfunc_family);
	     family_next_point(&it);)
		n++;
	if (!n)
		return;
	fprintf(m->out, "static struct tapc_kprobe tapc_kfunc_slots[%d];\n\n", n);
	if (!uses_direct(m->s))
		return;
	int slot = 0;
	for (family_points it = family_points_of(m->s, &probe_kfunc_family);
	     family_next_point(&it);) {
		if (direct_candidate(it.rp))
			emit_trampoline(m, it.i, it.j, slot);
		slot++;
	}
}

static void emit_entry(tr_module *m, int i, int j, int slot, bool direct)
{
	const resolved_point *rp = &m->s->probes[i]->points[j];
	const kfunc_point *kp = rp->data;

	fprintf(m->out, "\t{ .ops = &tapc_kprobe_ops, .probe = &probe_%d_%d, "
		".slot = &(struct tapc_kprobe_point){ %s.symbol = \"%s%s%s\", "
		".kprobe = &tapc_kfunc_slots[%d], ", i, j,
		rp->is_return ? ".ret = true, " : "",
		kp->module ? kp->module : "", kp->module ? ":" : "", kp->function,
		slot);
	kfuncs_link_fields(&kp->link, m->out);
	if (kp->offset)
		fprintf(m->out, ".sym_offset = %#llx, ", (unsigned long long)kp->offset);
	if (kp->module)
		fprintf(m->out, ".module = \"%s\", ", kp->module);
	if (rp->is_return && kp->entries)
		fprintf(m->out, ".kp_ret_handler = kf_%d_%d, .maxactive = %lld, "
			".entry_save = kfe_%d_%d, .entry_size = "
			"TAPC_KFUNC_ARGS_SIZE + %d * sizeof(int64_t) + %d * MAXSTRINGLEN } },\n",
			i, kp->handler, (long long)kp->maxactive, i, kp->handler,
			kp->entries->n, kp->entries->ntexts);
	else if (rp->is_return)
		fprintf(m->out, ".kp_ret_handler = kf_%d_%d, .maxactive = %lld, "
			".entry_save = tapc_kfunc_save_args, "
			".entry_size = TAPC_KFUNC_ARGS_SIZE } },\n",
			i, kp->handler, (long long)kp->maxactive);
	else if (direct && direct_candidate(rp))
		fprintf(m->out, ".kp_handler = kf_%d_%d, "
			".kf_direct = TAPC_KFUNC_DIRECT(tapc_kfd_%d) } },\n",
			i, kp->handler, slot);
	else
		fprintf(m->out, ".kp_handler = kf_%d_%d } },\n", i, kp->handler);
}

void kfunc_emit_entries(tr_module *m)
{
	bool direct = uses_direct(m->s);
	int slot = 0;
	for (family_points it = family_points_of(m->s, &probe_kfunc_family);
	     family_next_point(&it);)
		emit_entry(m, it.i, it.j, slot++, direct);
}
