/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The timer kind (timer.c). Part of tapc.h, included by it alone.
 */
#ifndef TAPC_TIMER_H
#define TAPC_TIMER_H

struct tapc_timer;

/* timer.*: runs the point's `run` every `ns` nanoseconds (an hrtimer),
 * or every `jiffies` jiffies when that is not 0 (a timer_list); each
 * period gets a random [-randomize, +randomize] (in the same unit)
 * added. `profile`: on every CPU, every `ns`, with the interrupted
 * registers (timer.c). */
struct tapc_timer_point {
	u64 ns;
	unsigned long jiffies;
	u64 randomize;
	bool profile;
	struct tapc_timer *timers;	/* the runtime's, from load to unload:
					 * one, or nr_cpu_ids for a profile */
};

extern const struct tapc_point_ops tapc_timer_ops;

#endif
