/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The perf event kind (perf.c). Part of tapc.h, included by it alone.
 */
#ifndef TAPC_PERF_H
#define TAPC_PERF_H

/* perf.type(T).config(C): a perf event counter (perf.c), an OPS point
 * of tapc_perf_ops whose slot is this; the point's `run` is the body,
 * run at each overflow. */
struct tapc_perf {
	u32 type;
	u64 config;
	u64 period;			/* events between runs, or with `freq`
					 * runs a second */
	bool freq;
	bool task;			/* the target's, inherited, not each CPU's */
	bool counter;			/* .counter("NAME"): counts, never runs */
	const char *name;		/* the counter's NAME */
	struct perf_event **events;	/* the runtime's, while registered */
	int nevents;
};

extern const struct tapc_point_ops tapc_perf_ops;
/* @perf("NAME"): the count of the .counter("NAME") point's counter. */
int64_t tapc_perf_counter(struct tapc_context *c, const char *name);

/* An event's overflow, its context the point: runs the point's body
 * (perf.c's, and hwbkpt.c's breakpoints). */
struct perf_event;
struct perf_sample_data;
void tapc_perf_event_hit(struct perf_event *event,
			 struct perf_sample_data *data, struct pt_regs *regs);

#endif
