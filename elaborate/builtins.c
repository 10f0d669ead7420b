#include "builtins.h"

#include <string.h>

static const builtin builtins[] = {
	{ "print", BUILTIN_PRINT, false },
	{ "sprint", BUILTIN_PRINT, true },
	{ "println", BUILTIN_PRINTLN, false },
	{ "sprintln", BUILTIN_PRINTLN, true },
	{ "printd", BUILTIN_PRINTD, false },
	{ "sprintd", BUILTIN_PRINTD, true },
	{ "printdln", BUILTIN_PRINTDLN, false },
	{ "sprintdln", BUILTIN_PRINTDLN, true },
	{ "printf", BUILTIN_PRINTF, false },
	{ "sprintf", BUILTIN_PRINTF, true },
};

const builtin *builtin_find(const char *name)
{
	for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
		if (strcmp(builtins[i].name, name) == 0)
			return &builtins[i];
	return NULL;
}
