/* What kernel.function's files share (kfunc_family.h): the family's
 * state, and the rule for writes to a point's target variables, kept
 * apart so that kfunc.c and kfunc_dwarf.c each call here and never each
 * other (testsuite/floors.sh). */
#include <stdlib.h>
#include <string.h>

#include "kfunc_family.h"
#include "ktypes.h"
#include "util.h"

static void free_module_types(void *arg)
{
	kfunc_state *st = arg;
	for (int i = 0; i < st->n; i++)
		ktypes_free(st->types[i]);
}

kfunc_state *kfunc_state_of(session *s)
{
	kfunc_state *st = family_state(s, &probe_kfunc_family);
	if (!st) {
		st = arena_alloc(s->arena, sizeof *st);
		family_set_state(s, &probe_kfunc_family, st);
		arena_defer(s->arena, free_module_types, st);
	}
	return st;
}

char *kfunc_write_refused(const resolved_point *rp, const char *name)
{
	if (!((const kfunc_point *)rp->data)->s->config.guru)
		return xstrdup("write to target variable not permitted; need stap -g");
	if (rp->is_return && strcmp(name, "return"))
		return xstrdup("write to target variable not permitted in .return "
			       "probes");
	return NULL;
}
