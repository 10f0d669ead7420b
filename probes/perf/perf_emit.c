/* perf.*: pass 3. Each point's struct tapc_perf, the counter
 * runtime/perf.c makes from it, and its entry of tapc_points[]; the
 * runtime's overflow handler runs the body. */
#include "emit.h"
#include "perf_family.h"

void perf_emit_handler(tr_module *m, int index, int j)
{
	const perf_point *pt = m->s->probes[index]->points[j].data;

	fprintf(m->out, "static struct tapc_perf perf_%d_%d = {\n"
		"\t.type = %lldU,\n\t.config = %lluULL,\n\t.period = %lldULL,\n"
		"\t.freq = %s,\n\t.task = %s,\n\t.counter = %s,\n",
		index, j, (long long)pt->type, (unsigned long long)pt->config,
		(long long)pt->period, pt->freq ? "true" : "false",
		pt->task ? "true" : "false", pt->counter ? "true" : "false");
	if (pt->counter)
		fprintf(m->out, "\t.name = \"%s\",\n", pt->counter);
	fputs("};\n\n", m->out);
}

void perf_emit_entry(tr_module *m, int index, int j)
{
	fprintf(m->out, "\t{ .probe = &probe_%d_%d, "
		".run = probe_%d, .ops = &tapc_perf_ops, .slot = &perf_%d_%d },\n",
		index, j, index, index, j);
}
