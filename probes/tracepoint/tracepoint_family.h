/* kernel.trace("GLOB"): the target kernel's tracepoints, matched against
 * the catalog generated from that kernel (kernel/tracepoints.h). Each
 * point gets a handler of the tracepoint's prototype, in types that need
 * no kernel header, that copies the arguments its body reads ($prev,
 * $next) into the probe's locals.
 *
 * This is the worked example of a family in docs/architecture.md. */
#ifndef TAPC_TRACEPOINT_FAMILY_H
#define TAPC_TRACEPOINT_FAMILY_H

#include "family.h"
#include "tracepoints.h"

/* resolved_point.data of the family's points: the tracepoint itself */
typedef struct tracepoint_point {
	const tracepoint_info *tp;
} tracepoint_point;

extern const probe_family probe_tracepoint_family;

/* pass 3 (tracepoint_emit.c) */
void tracepoint_emit_handler(struct tr_module *m, int index, int j);
void tracepoint_emit_entry(struct tr_module *m, int index, int j);
#endif
