/* Probe families: each turns the probe points it knows into resolved
 * points. One file per family. */
#ifndef TAPC_PROBES_H
#define TAPC_PROBES_H

#include "session.h"

typedef enum probe_match {
	PROBE_NOT_MINE,   /* another family's point */
	PROBE_MATCHED,    /* points added to the probe */
	PROBE_FAILED,     /* mine, but wrong: a message was printed */
	PROBE_NO_MATCH,   /* mine, and nothing matches */
} probe_match;

probe_match probe_lifecycle_resolve(session *s, const ast_probe_point *pp,
				    session_probe *out);
probe_match probe_tracepoint_resolve(session *s, const ast_probe_point *pp,
				     session_probe *out);

/* After names are bound: each $name exists at every point of its probe. */
bool probe_tracepoint_check_targets(const session *s);

/* Shared by families: does component `i` have this name, and its literal. */
bool probe_component_is(const ast_probe_point *pp, int i, const char *name);
void probe_add_point(session_probe *p, resolved_point rp);
#endif
