/* The end of a session: what passes 2 and 3 made for it. */
#include <stdlib.h>

#include "kfuncs.h"
#include "ktypes.h"
#include "session.h"

void session_free(session *s)
{
	arena_free(s->arena);
	if (s->tracepoints)
		tp_catalog_free(s->tracepoints);
	if (s->syscalls)
		sc_catalog_free(s->syscalls);
	if (s->kfuncs)
		kfuncs_free(s->kfuncs);
	ktypes_free(s->ktypes);
	free(s->probes);
	free(s->functions);
	free(s->globals);
	free(s->embeds);
	*s = (session){0};
}
