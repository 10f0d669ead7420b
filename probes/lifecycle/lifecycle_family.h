/* begin, end, error and never: the session's own probe points, run by
 * the runtime when the module starts, ends, or fails (runtime/control.c). */
#ifndef TAPC_LIFECYCLE_FAMILY_H
#define TAPC_LIFECYCLE_FAMILY_H

#include "family.h"

/* resolved_point.data of the family's points */
typedef struct lifecycle_point {
	const char *tapc_kind;     /* the runtime's kind: begin, end or
	                            * error (TAPC_LIFECYCLE_POINT's); NULL
	                            * for never */
	int64_t priority;          /* begin(N), end(N), error(N) */
} lifecycle_point;

extern const probe_family probe_lifecycle_family;

/* pass 3 (lifecycle_emit.c) */
void lifecycle_emit_entry(struct tr_module *m, int index, int j);
#endif
