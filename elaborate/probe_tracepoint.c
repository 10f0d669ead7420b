/* kernel.trace("GLOB"): the target kernel's tracepoints, matched against
 * the catalog generated from that kernel. */
#include <string.h>

#include "diag.h"
#include "probes.h"
#include "util.h"

static void add_tracepoint(const tracepoint_info *tp, void *arg)
{
	resolved_point rp = {
		.kind = POINT_TRACEPOINT,
		.pp = xasprintf("kernel.trace(\"%s:%s\")", tp->system, tp->name),
		.tp = tp,
	};
	probe_add_point(arg, rp);
}

probe_match probe_tracepoint_resolve(session *s, const ast_probe_point *pp,
				     session_probe *out)
{
	if (pp->ncomps != 2 || !probe_component_is(pp, 0, "kernel") ||
	    strcmp(pp->comps[1].name, "trace") != 0)
		return PROBE_NOT_MINE;
	const ast_node *arg = pp->comps[1].arg;
	if (!arg || arg->kind != EX_STRING) {
		diag_semantic_error(pp->loc, NULL,
				    "kernel.trace needs a tracepoint name in a string");
		return PROBE_FAILED;
	}
	if (!s->tracepoints) {
		s->tracepoints = tp_catalog_load(s->kernel->release,
						 s->kernel->build_dir,
						 s->verbose);
		if (!s->tracepoints)
			return PROBE_FAILED;
	}
	if (tp_catalog_match(s->tracepoints, arg->str, add_tracepoint, out) == 0)
		return PROBE_NO_MATCH;
	return PROBE_MATCHED;
}
