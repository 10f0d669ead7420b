/* timer.*: pass 3, the table entry the runtime arms a timer from
 * (runtime/timer.c's struct tapc_timer_point). The body runs as begin
 * and end bodies do. */
#include "emit.h"
#include "timer_family.h"

void timer_emit_entry(tr_module *m, int index, int j)
{
	const timer_point *t = m->s->probes[index]->points[j].data;
	FILE *out = m->out;

	fprintf(out, "\t{ .probe = &probe_%d_%d, "
		".run = probe_%d, .ops = &tapc_timer_ops, "
		".slot = &(struct tapc_timer_point){ ", index, j, index);
	if (t->profile && t->period_ns)
		fprintf(out, ".ns = %lldULL, .profile = true } },\n",
			(long long)t->period_ns);
	else if (t->profile)
		fputs(".ns = TICK_NSEC, .profile = true } },\n", out);
	else if (t->jiffies)
		fprintf(out, ".jiffies = %lldUL, .randomize = %lldULL } },\n",
			(long long)t->jiffies, (long long)t->randomize);
	else
		fprintf(out, ".ns = %lldULL, .randomize = %lldULL } },\n",
			(long long)t->period_ns, (long long)t->randomize);
}
