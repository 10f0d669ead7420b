/* kernel.trace("GLOB"): the target kernel's tracepoints, matched against
 * the catalog generated from that kernel. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "probes.h"
#include "util.h"

static void add_tracepoint(const tracepoint_info *tp, void *arg)
{
	resolved_point rp = {
		.kind = POINT_TRACEPOINT,
		/* the kernel does not always ship the header naming the system */
		.pp = *tp->system
			? xasprintf("kernel.trace(\"%s:%s\")", tp->system, tp->name)
			: xasprintf("kernel.trace(\"%s\")", tp->name),
		.tp = tp,
	};
	probe_add_point(arg, rp);
}

static probe_match tracepoint_resolve(session *s, const ast_probe_point *pp,
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

static const tp_arg *find_arg(const tracepoint_info *tp, const char *name)
{
	for (int i = 0; i < tp->nargs; i++)
		if (strcmp(tp->args[i].name, name) == 0)
			return &tp->args[i];
	return NULL;
}

/* Tracepoint arguments are integers or pointers: longs. */
static char *tracepoint_target(const resolved_point *rp, const char *name,
			       bool write, ast_type *type)
{
	const tracepoint_info *tp = rp->tp;

	if (find_arg(tp, name) && write)
		return xasprintf("write to tracepoint variable '$%s' not permitted",
				 name);
	if (find_arg(tp, name)) {
		*type = TYPE_LONG;
		return NULL;
	}
	strbuf alt = {0};
	for (int i = 0; i < tp->nargs; i++)
		sb_printf(&alt, "%s$%s", i ? " " : "", tp->args[i].name);
	char *msg = xasprintf("unable to find tracepoint variable '$%s' in %s%s%s%s",
			      name, rp->pp, alt.len ? " (alternatives: " : "",
			      alt.len ? alt.buf : "", alt.len ? ")" : "");
	free(sb_steal(&alt));
	return msg;
}

static int tracepoint_target_names(const resolved_point *rp, const char ***names)
{
	*names = xcalloc((size_t)rp->tp->nargs + 1, sizeof **names);
	for (int i = 0; i < rp->tp->nargs; i++)
		(*names)[i] = rp->tp->args[i].name;
	return rp->tp->nargs;
}

static const char *const tracepoint_shapes[] = { "kernel.trace($)", NULL };

const probe_family probe_tracepoint_family = {
	.shapes = tracepoint_shapes,
	.resolve = tracepoint_resolve,
	.target = tracepoint_target,
	.target_names = tracepoint_target_names,
};
