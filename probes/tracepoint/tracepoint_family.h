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

/* $$name and $$system at a tracepoint (kernel.trace and
 * kernel.tracepoint): strings, the point's names. Whether `name` is one
 * of them; then *msg is NULL, or stap's refusal of a write. */
bool tracepoint_context_target(const char *name, bool write, ast_type *type,
			       char **msg);
/* How a handler reads $$name or $$system: the address of the text. */
char *tracepoint_context_read(session *s, const char *name,
			      const char *system, const char *tracepoint);

/* pass 3 (tracepoint_emit.c) */
void tracepoint_emit_handler(struct tr_module *m, int index, int j);
void tracepoint_emit_entry(struct tr_module *m, int index, int j);
#endif
