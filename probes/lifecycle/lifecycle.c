/* begin, end, error and never: pass 2 (lifecycle_family.h). */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "lifecycle_family.h"
#include "probes.h"
#include "util.h"

static const struct {
	const char *name;
	const char *tapc_kind;
} lifecycle_points[] = {
	{ "begin", "begin" },
	{ "end", "end" },
	{ "error", "error" },
	{ "never", NULL },
};

static probe_match lifecycle_resolve(session *s, const ast_probe_point *pp,
				     session_probe *out)
{
	if (pp->ncomps != 1)
		return PROBE_NOT_MINE;
	const ast_component *c = &pp->comps[0];
	for (size_t i = 0; i < sizeof lifecycle_points / sizeof lifecycle_points[0]; i++) {
		if (strcmp(c->name, lifecycle_points[i].name) != 0)
			continue;
		lifecycle_point *lp = arena_alloc(s->arena, sizeof *lp);
		lp->tapc_kind = lifecycle_points[i].tapc_kind;
		resolved_point rp = { .data = lp };
		if (c->arg) {
			if (c->arg->kind != EX_NUMBER || !lp->tapc_kind) {
				diag_semantic_error(c->arg->loc, NULL,
						    "probe point %s takes %s",
						    c->name, !lp->tapc_kind
						    ? "no argument" : "a number");
				return PROBE_FAILED;
			}
			lp->priority = c->arg->num;
			rp.pp = arena_asprintf(s->arena, "%s(%lld)", c->name,
					       (long long)lp->priority);
		} else {
			rp.pp = arena_strdup(s->arena, c->name);
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
	.name = "begin/end/error/never",
	.serial = true,
	.shapes = lifecycle_shapes,
	.resolve = lifecycle_resolve,
	.emit_entry = lifecycle_emit_entry,
};
