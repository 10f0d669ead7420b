/* kernel.data(...): pass 3. Each point's struct tapc_hwbkpt, the
 * breakpoint runtime/hwbkpt.c registers from it, and its entry of
 * tapc_points[]; the runtime's handler runs the body. */
#include "emit.h"
#include "hwbkpt_family.h"

void hwbkpt_emit_handler(tr_module *m, int index, int j)
{
	const hwbkpt_point *pt = m->s->probes[index]->points[j].data;

	fprintf(m->out, "static struct tapc_hwbkpt hwbkpt_%d_%d = {\n", index, j);
	if (pt->symbol)
		fprintf(m->out, "\t.symbol = \"%s\",\n\t.link_offset = %lldL,\n",
			pt->symbol, (long long)pt->link_offset);
	else
		fprintf(m->out, "\t.address = 0x%llxUL,\n",
			(unsigned long long)pt->address);
	fprintf(m->out, "\t.length = %lld,\n\t.rw = %s,\n};\n\n",
		(long long)pt->length, pt->rw ? "true" : "false");
}

void hwbkpt_emit_entry(tr_module *m, int index, int j)
{
	fprintf(m->out, "\t{ .probe = &probe_%d_%d, "
		".run = probe_%d, .ops = &tapc_hwbkpt_ops, .slot = &hwbkpt_%d_%d },\n",
		index, j, index, index, j);
}
