/* begin, end, error and never: pass 3. The runtime calls the probe's
 * body itself, in priority order; never has no entry at all. */
#include <stdint.h>

#include "emit.h"
#include "lifecycle_family.h"

void lifecycle_emit_entry(tr_module *m, int index, int j)
{
	const lifecycle_point *lp = m->s->probes[index]->points[j].data;

	if (!lp->tapc_kind)
		return;
	/* C has no literal for the least long long: -N-1 spells it */
	fprintf(m->out, "\tTAPC_LIFECYCLE_POINT(%s, &probe_%d_%d, probe_%d, "
		"%lldLL%s),\n", lp->tapc_kind,
		index, j, index, (long long)lp->priority + (lp->priority == INT64_MIN),
		lp->priority == INT64_MIN ? " - 1" : "");
}
