/* begin, end, error and never: the session's own probe points. */
#include <string.h>

#include "diag.h"
#include "probes.h"
#include "util.h"

static const struct {
	const char *name;
	point_kind kind;
} lifecycle_points[] = {
	{ "begin", POINT_BEGIN },
	{ "end", POINT_END },
	{ "error", POINT_ERROR },
	{ "never", POINT_NEVER },
};

static probe_match lifecycle_resolve(session *s, const ast_probe_point *pp,
				     session_probe *out)
{
	(void)s;
	if (pp->ncomps != 1)
		return PROBE_NOT_MINE;
	const ast_component *c = &pp->comps[0];
	for (size_t i = 0; i < sizeof lifecycle_points / sizeof lifecycle_points[0]; i++) {
		if (strcmp(c->name, lifecycle_points[i].name) != 0)
			continue;
		resolved_point rp = { .kind = lifecycle_points[i].kind };
		if (c->arg) {
			if (c->arg->kind != EX_NUMBER ||
			    rp.kind == POINT_NEVER) {
				diag_semantic_error(c->arg->loc, NULL,
						    "probe point %s takes %s",
						    c->name, rp.kind == POINT_NEVER
						    ? "no argument" : "a number");
				return PROBE_FAILED;
			}
			rp.priority = c->arg->num;
			rp.pp = xasprintf("%s(%lld)", c->name,
					  (long long)rp.priority);
		} else {
			rp.pp = xstrdup(c->name);
		}
		probe_add_point(out, rp);
		return PROBE_MATCHED;
	}
	return PROBE_NOT_MINE;
}

static const char *const lifecycle_shapes[] = {
	"begin", "begin(#)", "end", "end(#)", "error", "error(#)", "never",
	NULL,
};

const probe_family probe_lifecycle_family = {
	.shapes = lifecycle_shapes,
	.resolve = lifecycle_resolve,
};
