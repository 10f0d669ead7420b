/* kernel.trace: pass 3. The function the kernel calls takes the
 * tracepoint's arguments (each as the register-sized integer that holds
 * it, as pass 2 recorded, else with the prototype's own types); it copies
 * the arguments the body uses into its locals and runs the body. The runtime
 * registers it by the tracepoint's name (runtime/tracepoint.c). */
#include "emit.h"
#include "tracepoint_family.h"

void tracepoint_emit_handler(tr_module *m, int index, int j)
{
	const session_probe *p = m->s->probes[index];
	const resolved_point *rp = &p->points[j];
	const tracepoint_info *tp = ((const tracepoint_point *)rp->data)->tp;

	fprintf(m->out, "static void tp_%d_%d(void *__data%s%s)\n{\n"
		"\tstruct tapc_context *__c = tapc_probe_enter(&probe_%d_%d);\n\n"
		"\tif (!__c)\n\t\treturn;\n",
		index, j, tp->nargs ? ", " : "",
		tp->nargs ? ((const tracepoint_point *)rp->data)->params : "",
		index, j);
	tr_target_reads(m, index, p, rp);
	fprintf(m->out, "\tprobe_%d(__c);\n\ttapc_probe_exit(__c);\n}\n\n", index);
}

void tracepoint_emit_entry(tr_module *m, int index, int j)
{
	const resolved_point *rp = &m->s->probes[index]->points[j];
	const tracepoint_info *tp = ((const tracepoint_point *)rp->data)->tp;

	fprintf(m->out, "\t{ .kind = TAPC_PROBE_TRACEPOINT, .probe = &probe_%d_%d, "
		".tp_name = \"%s\", .tp_handler = (void *)tp_%d_%d },\n",
		index, j, tp->name, index, j);
}
