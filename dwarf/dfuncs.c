/* Lists of functions (dfuncs.h). */
#include "dfuncs.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

char *dfuncs_path(const char *comp_dir, const char *file)
{
	if (!file)
		return NULL;
	/* a relative comp_dir (a build that mapped its prefixes away, as
	 * Debian's kernel's) names no place: the file as DWARF names it */
	return file[0] != '/' && comp_dir && comp_dir[0] == '/'
		? xasprintf("%s/%s", comp_dir, file) : xstrdup(file);
}

static int by_name_then_addr(const void *a, const void *b)
{
	const dfunc *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	if (x->addr != y->addr)
		return (x->addr > y->addr) - (x->addr < y->addr);
	return (x->die == 0) - (y->die == 0);
}

void dfuncs_sort_unique(dfunc *v, int *n)
{
	int out = 0;

	if (*n > 1)   /* a stripped binary has none: no array to sort */
		qsort(v, (size_t)*n, sizeof *v, by_name_then_addr);
	for (int i = 0; i < *n; i++) {
		if (out && !strcmp(v[out - 1].name, v[i].name) &&
		    v[out - 1].addr == v[i].addr) {
			free(v[i].name);
			free(v[i].file);
			continue;
		}
		v[out++] = v[i];
	}
	*n = out;
}

void dfuncs_free(dfunc *v, int n)
{
	for (int i = 0; i < n; i++) {
		free(v[i].name);
		free(v[i].file);
	}
	free(v);
}
