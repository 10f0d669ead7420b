/* perf.type(T).config(C)[.sample(N) | .hz(N)], with .process or
 * .counter("NAME"), and perf.hw.NAME and perf.sw.NAME, whose names and
 * numbers are the target kernel's enum perf_hw_id and perf_sw_ids (its
 * BTF): a perf event counter per point (runtime/perf.c), whose overflow
 * runs the body. */
#ifndef TAPC_PERF_FAMILY_H
#define TAPC_PERF_FAMILY_H

#include "family.h"

/* stap's sample period when the point gives none */
#define PERF_DEFAULT_PERIOD 1000000

/* resolved_point.data of the family's points */
typedef struct perf_point {
	int64_t type, config;      /* perf_event_attr's */
	int64_t period;            /* events between two runs of the body,
	                            * or runs a second with `freq`; 0 for a
	                            * counter */
	bool freq;                 /* .hz(N) */
	bool task;                 /* .process: the target's alone */
	const char *counter;       /* .counter("NAME"), or NULL */
} perf_point;

extern const probe_family probe_perf_family;

/* pass 3 (perf_emit.c) */
void perf_emit_handler(struct tr_module *m, int index, int j);
void perf_emit_entry(struct tr_module *m, int index, int j);
#endif
