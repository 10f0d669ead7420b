/* Reading the tapset library (tapsets.h). */
#include "tapsets.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "parse.h"
#include "util.h"

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files of a tapset directory ending in `suffix`, in name order so
 * that the result does not depend on the file system. */
static char **tapset_files(const char *dir, const char *suffix, int *count)
{
	DIR *d = opendir(dir);
	char **paths = NULL;
	size_t slen = strlen(suffix);
	struct dirent *de;

	*count = 0;
	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);
		if (len > slen && strcmp(de->d_name + len - slen, suffix) == 0)
			VEC_PUSH(paths, *count, xasprintf("%s/%s", dir, de->d_name));
	}
	closedir(d);
	if (*count > 1)
		qsort(paths, (size_t)*count, sizeof *paths, compare_names);
	return paths;
}

bool tapsets_read_macros(const char *dir, int verbose, read_files *read)
{
	int n, processed = 0;
	char **paths = tapset_files(dir, ".stpm", &n);
	bool ok = true;

	for (int i = 0; i < n; i++) {
		src_file *f = parse_read_file(paths[i], true);
		if (f)
			VEC_PUSH(read->files, read->n, f);
		bool good = f && parse_macro_file(f);
		processed += good;
		ok &= good;
		free(paths[i]);
	}
	free(paths);
	if (verbose >= 2)
		fprintf(stderr, "Searched for library macro files: \"%s\", found: "
			"%d, processed: %d\n", dir, n, processed);
	return ok;
}

bool tapsets_parse_dir(const char *dir, session *s, bool own, int verbose,
		       read_files *read)
{
	int n, processed = 0;
	char **paths = tapset_files(dir, ".stp", &n);
	bool ok = true;

	for (int i = 0; i < n; i++) {
		src_file *f = parse_read_file(paths[i], true);
		ast_script *sc = f ? parse_script(f) : NULL;
		if (f)
			VEC_PUSH(read->files, read->n, f);
		if (sc) {
			VEC_PUSH(s->tapsets, s->ntapsets, sc);
			processed++;
		} else if (own || opts.warnings_as_errors) {
			ok = false;
		} else {
			fprintf(stderr, "WARNING: tapset '%s' has errors, and will "
				"be skipped\n", paths[i]);
		}
		free(paths[i]);
	}
	free(paths);
	if (verbose >= 2)
		fprintf(stderr, "Searched: \"%s\", found: %d, processed: %d\n",
			dir, n, processed);
	return ok;
}
