/* A session's code walked, and its end: what passes 2 and 3 made for
 * it. */
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

void session_walk_bodies(const session *s, walk_fn fn, void *arg,
			 void (*at_probe)(void *arg, session_probe *p))
{
	for (int i = 0; i < s->nprobes; i++) {
		if (at_probe)
			at_probe(arg, s->probes[i]);
		walk_tree(s->probes[i]->probe->body, fn, arg);
	}
	if (at_probe)
		at_probe(arg, NULL);
	for (int i = 0; i < s->nfunctions; i++)
		walk_tree(s->functions[i]->body, fn, arg);
}
