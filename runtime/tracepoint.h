/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The tracepoint kind (tracepoint.c). Part of tapc.h, included by it alone.
 */
#ifndef TAPC_TRACEPOINT_H
#define TAPC_TRACEPOINT_H

/* kernel.trace(...), and the tracepoints other families' handlers
 * run on (sys_enter, sched_process_exec, ...): a built-in tracepoint by
 * the name the kernel knows, and the generated handler of its exact
 * prototype (tracepoint.c). */
struct tapc_tracepoint {
	const char *name;
	void *handler;
};

extern const struct tapc_point_ops tapc_tracepoint_ops;

/* The entry of tapc_points[] of probe `pr` on tracepoint `tp`, run by
 * `fn`: as generated modules and the runtime's tests write it. */
#define TAPC_TRACEPOINT_POINT(pr, tp, fn)				\
	{ .ops = &tapc_tracepoint_ops, .probe = (pr),			\
	  .slot = &(struct tapc_tracepoint){ .name = (tp),		\
					     .handler = (void *)(fn) } }

#endif
