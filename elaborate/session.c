/* The end of a session: what passes 2 and 3 made for it. */
#include <stdlib.h>

#include "session.h"

void session_free(session *s)
{
	arena_free(s->arena);
	free(s->probes);
	free(s->functions);
	free(s->globals);
	free(s->embeds);
	*s = (session){0};
}
