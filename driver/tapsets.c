/* Reading the tapset library (tapsets.h). */
#include "tapsets.h"

#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "parse.h"
#include "tapset_cache.h"
#include "tapset_index.h"
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

void tapset_names_add(void *names, const char *name)
{
	tapset_names *tn = names;

	if (symtab_get(&tn->set, name))
		return;
	char *own = xstrdup(name);
	VEC_PUSH(tn->owned, tn->nowned, own);
	symtab_put(&tn->set, own, own);
}

void tapset_names_free(tapset_names *names)
{
	symtab_free(&names->set);
	for (int i = 0; i < names->nowned; i++)
		free(names->owned[i]);
	free(names->owned);
	*names = (tapset_names){0};
}

bool tapsets_parse_dir(const char *dir, session *s, bool own, int verbose,
		       read_files *read)
{
	return tapsets_parse_dir_names(dir, s, own, verbose, read, NULL);
}

bool tapsets_parse_dir_names(const char *dir, session *s, bool own,
			     int verbose, read_files *read,
			     tapset_names *names)
{
	int n, processed = 0;
	char **paths = tapset_files(dir, ".stp", &n);
	bool ok = true;

	for (int i = 0; i < n; i++) {
		src_file *f = parse_read_file(paths[i], true);
		ast_script *sc = f ? parse_script_names(f, names ?
						tapset_names_add : NULL, names)
				   : NULL;
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

/* The first components of the probe points SC names with wildcards
 * (its probes' and its aliases' right-hand sides), into *wild. */
static void add_wild_points(const ast_script *sc, const char ***wild, int *n)
{
	for (int i = 0; i < sc->nprobes; i++)
		for (int j = 0; j < sc->probes[i]->npoints; j++) {
			const ast_probe_point *pp = sc->probes[i]->points[j];
			if (pp->ncomps > 0 && strpbrk(pp->comps[0].name, "*?["))
				VEC_PUSH(*wild, *n, pp->comps[0].name);
		}
}

static bool defines_a_name(const tapset_defs *d, const tapset_names *names)
{
	for (int i = 0; i < d->nnames; i++)
		if (symtab_get(&names->set, d->names[i]))
			return true;
	for (int i = 0; i < d->naliases; i++)
		if (symtab_get(&names->set, d->aliases[i]))
			return true;
	return false;
}

static bool needed(const tapset_defs *d, const tapset_names *names,
		   const char **wild, int nwild)
{
	if (defines_a_name(d, names))
		return true;
	for (int i = 0; i < nwild; i++)
		if (tapset_defs_alias_matches(d, wild[i]))
			return true;
	for (int i = 0; i < d->naliases; i++)
		if (strpbrk(d->aliases[i], "*?["))
			return true;
	return false;
}

struct tapset_library {
	tapset_dir *dir;
	bool *macros_read;      /* which of dir's macro files were read */
	symtab macros;          /* a macro's name: its file's index + 1 */
	read_files *read;
	bool ok;
};

/* pp_macro_resolver's: reads the library's macro file that defines
 * NAME, the first time a file names it. */
static bool read_library_macro(void *ctx, const char *name)
{
	tapset_library *lib = ctx;
	intptr_t i = (intptr_t)symtab_get(&lib->macros, name) - 1;

	if (i < 0 || lib->macros_read[i])
		return false;
	lib->macros_read[i] = true;
	src_file *f = parse_read_file(lib->dir->files[i].path, true);
	if (f)
		VEC_PUSH(lib->read->files, lib->read->n, f);
	bool ok = f && parse_macro_file_behind(f);
	lib->ok &= ok;
	return ok;
}

tapset_library *tapsets_library_open(const char *dir, int verbose,
				     read_files *read)
{
	tapset_library *lib = xcalloc(1, sizeof *lib);
	int nmacro_files = 0;

	lib->dir = tapset_dir_index(dir);
	lib->ok = lib->dir->ok;
	lib->read = read;
	lib->macros_read = xcalloc((size_t)lib->dir->n + 1, sizeof *lib->macros_read);
	read->library_listing = lib->dir->listing;
	for (int i = 0; i < lib->dir->n; i++) {
		const tapset_dir_file *f = &lib->dir->files[i];
		if (!f->macro_file)
			continue;
		nmacro_files++;
		/* the last file in name order wins, as when all are read */
		for (int j = 0; j < f->defs.nmacros; j++)
			symtab_put(&lib->macros, f->defs.macros[j],
				   (void *)(intptr_t)(i + 1));
	}
	parse_macro_resolver(read_library_macro, lib);
	if (verbose >= 2)
		fprintf(stderr, "Searched for library macro files: \"%s\", found: "
			"%d, processed: %d\n", dir, nmacro_files, nmacro_files);
	return lib;
}

void tapsets_library_read(tapset_library *lib, const char *dir, session *s,
			  int verbose)
{
	int n = 0;

	for (int i = 0; i < lib->dir->n; i++) {
		if (lib->dir->files[i].macro_file)
			continue;
		src_file *f = xcalloc(1, sizeof *f);
		f->name = xstrdup(lib->dir->files[i].path);
		f->is_tapset = true;
		VEC_PUSH(s->library_files, s->nlibrary_files, f);
		n++;
	}
	if (verbose >= 2)
		fprintf(stderr, "Searched: \"%s\", found: %d, processed: %d\n",
			dir, n, n);
}

bool tapsets_library_parse(tapset_library *lib, session *s,
			   tapset_names *names)
{
	int n = s->nlibrary_files, nwild = 0;
	ast_script **parsed = xcalloc((size_t)n + 1, sizeof *parsed);
	const tapset_defs **defs = xcalloc((size_t)n + 1, sizeof *defs);
	const char **wild = NULL;
	bool ok = lib->ok, more = true;

	for (int i = 0, j = 0; i < lib->dir->n; i++)
		if (!lib->dir->files[i].macro_file)
			defs[j++] = &lib->dir->files[i].defs;
	if (s->user)
		add_wild_points(s->user, &wild, &nwild);
	for (int i = 0; i < s->ntapsets; i++)
		add_wild_points(s->tapsets[i], &wild, &nwild);
	/* what a parsed file uses may need more: until nothing is added */
	while (ok && more) {
		more = false;
		for (int i = 0; ok && i < n; i++) {
			if (parsed[i] || !needed(defs[i], names, wild, nwild))
				continue;
			src_file *f = s->library_files[i];
			ok = parse_load_file(f);
			if (!ok)
				break;
			VEC_PUSH(lib->read->files, lib->read->n, f);
			parsed[i] = parse_script_names(f, tapset_names_add, names);
			ok = parsed[i] != NULL;
			if (parsed[i])
				add_wild_points(parsed[i], &wild, &nwild);
			more = true;
		}
	}
	ok &= lib->ok;   /* a macro file read on the way may have failed */
	/* in name order, before the -I directories' */
	ast_script **all = NULL;
	int nall = 0;
	for (int i = 0; i < n; i++)
		if (parsed[i])
			VEC_PUSH(all, nall, parsed[i]);
	for (int i = 0; i < s->ntapsets; i++)
		VEC_PUSH(all, nall, s->tapsets[i]);
	free(s->tapsets);
	s->tapsets = all;
	s->ntapsets = nall;
	free(wild);
	free(parsed);
	free(defs);
	/* lib stays: pass 2 may parse more of the library (and so read its
	 * macro files) to name what an unknown function resembles */
	return ok;
}
