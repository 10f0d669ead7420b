/* timer.UNIT(N)[.randomize(M)], timer.hz(N), timer.jiffies(N)[.randomize(M)],
 * timer.profile[.tick] and timer.profile.freq.hz(N): probes that fire on
 * their own, armed by the runtime from their entry of the module's table
 * (runtime/timer.c); the body runs as begin and end bodies do. */
#ifndef TAPC_TIMER_FAMILY_H
#define TAPC_TIMER_FAMILY_H

#include "family.h"

/* resolved_point.data of the family's points */
typedef struct timer_point {
	int64_t period_ns;         /* 0 for timer.profile[.tick] */
	int64_t randomize;         /* up to this much more is added at random
	                            * to each period, in ns (in jiffies for a
	                            * jiffies timer), or 0 */
	int64_t jiffies;           /* timer.jiffies(N) / timer.hz: period
	                            * in jiffies, or 0 when given in time */
	int64_t hz;                /* timer.hz(N): N per second, or 0 */
	bool profile;              /* timer.profile[.tick]: every tick, each
	                            * CPU; .freq.hz(N): every period_ns */
} timer_point;

extern const probe_family probe_timer_family;

/* pass 3 (timer_emit.c) */
void timer_emit_entry(struct tr_module *m, int index, int j);
#endif
