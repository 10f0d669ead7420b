/* Pass 2: its steps, in order. */
#include "elaborate_int.h"
#include "enum_ops.h"
#include "family.h"
#include "typed.h"
#include "usage.h"

/* Each family's decisions for pass 3, once everything else is known. */
static bool elaborate_record(session *s)
{
	bool ok = true;

	for (int i = 0; i < s->nfamilies; i++)
		if (s->families[i]->record)
			ok &= s->families[i]->record(s);
	return ok;
}

bool elaborate(session *s)
{
	if (!s->arena)
		s->arena = arena_new();
	/* --semantic-keep-going: the points that resolved are elaborated
	 * on, for their errors too; after a name that did not resolve, only
	 * the types are checked */
	bool ok = elaborate_probes(s);
	if (!ok && !s->config.keep_going)
		return false;
	merge_split_points(s);
	targets_settle(s);
	if (!typed_expand_pretty(s))
		return false;
	if (!elaborate_resolve(s)) {
		if (s->config.keep_going)
			elaborate_types(s);
		return false;
	}
	if (!targets_settle_late(s) || !typed_expand_pretty_late(s))
		return false;
	if (!elaborate_check_foreach(s))
		return false;
	if (!elaborate_optimize(s))
		return false;
	usage_compute(s);
	if (!targets_check(s))
		return false;
	if (!typed_resolve(s) || !enum_ops_resolve(s))
		return false;
	merge_handlers(s);
	if (!elaborate_types(s) || !ok)
		return false;
	elaborate_autoprint(s);
	usage_mark_unlocked(s);
	return elaborate_record(s);
}
