/* process("PATH")'s PATH (upath.h). */
#include "upath.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

static bool is_program(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
	       access(path, X_OK) == 0;
}

/* The first directory of $PATH holding an executable NAME, as a shell
 * finds it (an empty entry is the working directory). */
static char *search_path(const char *name)
{
	const char *dirs = getenv("PATH");

	if (!dirs)
		dirs = "/usr/local/bin:/usr/bin:/bin";
	for (const char *d = dirs;; d++) {
		size_t n = strcspn(d, ":");
		char *cand = n ? xasprintf("%.*s/%s", (int)n, d, name)
			       : xasprintf("./%s", name);
		if (is_program(cand))
			return cand;
		free(cand);
		d += n;
		if (!*d)
			return NULL;
	}
}

char *upath_resolve(const char *path)
{
	char *found = strchr(path, '/') ? xstrdup(path) : search_path(path);

	if (!found)
		return NULL;
	char *canon = realpath(found, NULL);
	free(found);
	return canon;
}

char *upath_executed(const char *path)
{
	char line[256];
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(line, 1, sizeof line - 1, f) : 0;

	if (f)
		fclose(f);
	line[n] = '\0';
	if (n < 3 || line[0] != '#' || line[1] != '!')
		return xstrdup(path);
	char *start = line + 2 + strspn(line + 2, " \t");
	start[strcspn(start, " \t\n")] = '\0';
	char *interpreter = *start == '/' ? upath_resolve(start) : NULL;
	return interpreter ? interpreter : xstrdup(path);
}
