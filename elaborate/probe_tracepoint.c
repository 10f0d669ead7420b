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

static const tp_arg *find_arg(const tracepoint_info *tp, const char *name)
{
	for (int i = 0; i < tp->nargs; i++)
		if (strcmp(tp->args[i].name, name) == 0)
			return &tp->args[i];
	return NULL;
}

static void list_alternatives(const tracepoint_info *tp, strbuf *sb)
{
	for (int i = 0; i < tp->nargs; i++)
		sb_printf(sb, "%s$%s", i ? " " : "", tp->args[i].name);
}

/* Every $name a probe body uses must be an argument of each tracepoint
 * it runs at; arguments are integers or pointers, so longs. */
bool probe_tracepoint_check_targets(const session *s)
{
	bool ok = true;

	for (int i = 0; i < s->nprobes; i++) {
		const session_probe *p = s->probes[i];
		for (int j = 0; j < p->npoints; j++)
			for (int k = 0; k < p->ntargets; k++) {
				const tracepoint_info *tp = p->points[j].tp;
				if (tp && find_arg(tp, p->targets[k]))
					continue;
				strbuf alt = {0};
				if (tp)
					list_alternatives(tp, &alt);
				char *what = xasprintf("identifier '$%s'", p->targets[k]);
				diag_semantic_error(p->target_uses[k]->loc, what,
						    "unable to find tracepoint variable '$%s' in %s%s%s%s",
						    p->targets[k], p->points[j].pp,
						    alt.len ? " (alternatives: " : "",
						    alt.len ? alt.buf : "", alt.len ? ")" : "");
				free(what);
				free(sb_steal(&alt));
				ok = false;
			}
	}
	return ok;
}
