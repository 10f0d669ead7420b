/* Pass 3: the globals an embedded-C function names in its pragmas, as
 * stap's macros: STAP_GLOBAL_GET_NAME() for `pragma:read:NAME` and
 * STAP_GLOBAL_SET_NAME(value) for `pragma:write:NAME`. The function
 * runs under its probe's locks, taken as the usage pass recorded
 * (exclusive for a write), so the macros are plain loads and stores.
 * Only scalars have them so far. */
#include "emit.h"

void tr_pragma_global_macros(const body_usage *u, bool define, FILE *out)
{
	for (int i = 0; i < u->nglobals; i++) {
		const ast_symbol *g = u->globals[i].global;
		unsigned how = u->globals[i].how;
		if (g->nkeys > 0 || g->type == TYPE_STATS)
			continue;
		if (!define) {
			if (how & USE_READ)
				fprintf(out, "#undef STAP_GLOBAL_GET_%s\n", g->name);
			if (how & USE_WRITE)
				fprintf(out, "#undef STAP_GLOBAL_SET_%s\n", g->name);
			continue;
		}
		if (how & USE_READ)
			fprintf(out, "#define STAP_GLOBAL_GET_%s() (%sg_%s)\n", g->name,
				g->type == TYPE_STRING ? "(const char *)" : "", g->name);
		if (how & USE_WRITE && g->type == TYPE_STRING)
			fprintf(out, "#define STAP_GLOBAL_SET_%s(v) tapc_strcpy(g_%s, (v))\n",
				g->name, g->name);
		else if (how & USE_WRITE)
			fprintf(out, "#define STAP_GLOBAL_SET_%s(v) ((void)(g_%s = (v)))\n",
				g->name, g->name);
	}
}
