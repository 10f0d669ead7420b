/* Pass 3, timer probes: the table entry the runtime arms a timer from
 * (runtime/timer.c). The body runs as begin and end bodies do. */
#include "emit.h"

void tr_timer_point(const resolved_point *rp, int index, FILE *out)
{
	const timer_point *t = &rp->timer;

	fprintf(out, ".run = probe_%d, ", index);
	if (t->profile)
		fputs(".timer_ns = TICK_NSEC, .timer_profile = true },\n", out);
	else if (t->jiffies)
		fprintf(out, ".timer_jiffies = %lldUL, .timer_randomize = %lldULL },\n",
			(long long)t->jiffies, (long long)t->randomize);
	else
		fprintf(out, ".timer_ns = %lldULL, .timer_randomize = %lldULL },\n",
			(long long)t->period_ns, (long long)t->randomize);
}
