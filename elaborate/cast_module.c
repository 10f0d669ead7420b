/* @cast's module argument (cast_module.h). */
#include "cast_module.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kernel.h"
#include "kmodules.h"
#include "ubin.h"
#include "upath.h"
#include "util.h"

static void count_module(const kmodule *m, void *arg)
{
	(void)m;
	(*(int *)arg)++;
}

static bool program_exists(const char *path)
{
	char *real = upath_resolve(path);
	char *why = NULL;
	ubin *b = real ? ubin_open(real, &why) : NULL;
	bool ok = b != NULL;

	ubin_free(b);
	free(why);
	free(real);
	return ok;
}

/* One element of the list. */
static bool one_exists(const session *s, const char *name)
{
	size_t len = strlen(name);

	if (!strcmp(name, "kernel") || !strncmp(name, "kernel<", 7) ||
	    name[0] == '<')
		return true;
	if (len > 3 && !strcmp(name + len - 3, ".ko"))
		return access(name, R_OK) == 0;
	if (strchr(name, '/'))
		return program_exists(name);
	int found = 0;
	return s->kernel &&
	       kmodules_match(s->kernel->release, name, count_module, &found) > 0 &&
	       found > 0;
}

bool cast_module_exists(const session *s, const char *module)
{
	if (!*module)
		return true;
	char *list = xstrdup(module);
	bool found = false;

	/* "kernel<a.h>:<b.h>" holds no ':' inside its brackets */
	for (char *save, *e = strtok_r(list, ":", &save); e && !found;
	     e = strtok_r(NULL, ":", &save))
		found = one_exists(s, e);
	free(list);
	return found;
}
