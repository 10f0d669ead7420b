/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The hardware breakpoint kind (hwbkpt.c, on perf.c's events). Part of
 * tapc.h, included by it alone.
 */
#ifndef TAPC_HWBKPT_H
#define TAPC_HWBKPT_H

/* kernel.data(ADDR) or kernel.data("SYMBOL"): a hardware breakpoint on
 * every CPU (hwbkpt.c), an OPS point of tapc_hwbkpt_ops whose slot is
 * this; the point's `run` is the body, run after each access. */
struct tapc_hwbkpt {
	const char *symbol;		/* NULL: at `address` */
	unsigned long address;		/* the running kernel's */
	long link_offset;		/* symbol's, from sprint_symbol_no_offset */
	long length;			/* bytes, rounded up to 1, 2, 4 or 8 */
	bool rw;			/* reads too */
	struct perf_event * __percpu *bp; /* the runtime's, while registered */
};

extern const struct tapc_point_ops tapc_hwbkpt_ops;

#endif
