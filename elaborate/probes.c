/* Probe points to resolved points: asks each family in turn. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "elaborate_int.h"
#include "probes.h"
#include "util.h"

typedef probe_match (*probe_family)(session *s, const ast_probe_point *pp,
				    session_probe *out);

static const probe_family families[] = {
	probe_lifecycle_resolve,
	probe_tracepoint_resolve,
};

bool probe_component_is(const ast_probe_point *pp, int i, const char *name)
{
	return i < pp->ncomps && strcmp(pp->comps[i].name, name) == 0 &&
	       !pp->comps[i].arg;
}

void probe_add_point(session_probe *p, resolved_point rp)
{
	VEC_PUSH(p->points, p->npoints, rp);
}

static void report_unresolved_point(const ast_probe_point *pp, const char *why)
{
	char *what = xasprintf("identifier '%s'", pp->comps[0].name);

	diag_semantic_error(pp->loc, what, "while resolving probe point");
	free(what);
	fprintf(stderr, "semantic error: %s\n\n", why);
}

static bool resolve_point(session *s, const ast_probe_point *pp,
			  session_probe *out)
{
	for (size_t i = 0; i < sizeof families / sizeof families[0]; i++) {
		switch (families[i](s, pp, out)) {
		case PROBE_NOT_MINE:
			continue;
		case PROBE_MATCHED:
			return true;
		case PROBE_FAILED:
			return false;
		case PROBE_NO_MATCH:
			if (pp->optional)
				return true;
			report_unresolved_point(pp, "no match");
			return false;
		}
	}
	if (pp->optional)
		return true;
	report_unresolved_point(pp, "probe point mismatch");
	return false;
}

bool elaborate_probes(session *s)
{
	bool ok = true;

	for (int i = 0; i < s->user->nprobes; i++) {
		ast_probe *probe = s->user->probes[i];
		if (probe->is_alias)
			continue;
		session_probe *sp = xcalloc(1, sizeof *sp);
		sp->probe = probe;
		for (int j = 0; j < probe->npoints; j++)
			if (!resolve_point(s, probe->points[j], sp))
				ok = false;
		if (sp->npoints > 0)
			VEC_PUSH(s->probes, s->nprobes, sp);
	}
	return ok;
}
