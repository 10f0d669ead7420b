/* The module cache (see cache.h). */
#include "cache.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "sealed.h"
#include "util.h"

#define SUMS_MAGIC "tapc module cache entry 1"
#define DEFAULT_MB_LIMIT 256
#define DEFAULT_CLEAN_INTERVAL_S 300
/* A temporary entry this old was left by a tapc that died storing it. */
#define STALE_TEMP_S 3600

/* Makes each missing directory of `path`, private to the user. */
static bool make_private_dirs(const char *path)
{
	char *p = xstrdup(path);
	bool ok = true;

	for (char *s = p + 1; ok; s++) {
		if (*s != '/' && *s != '\0')
			continue;
		char c = *s;
		*s = '\0';
		ok = mkdir(p, 0700) == 0 || errno == EEXIST;
		*s = c;
		if (!c)
			break;
	}
	free(p);
	return ok;
}

char *cache_dir(const char *what, bool create)
{
	const char *xdg = getenv("XDG_CACHE_HOME");
	const char *home = getenv("HOME");
	char *root;

	if (xdg && *xdg == '/')
		root = xasprintf("%s/tapc/%s", xdg, what);
	else if (home && *home)
		root = xasprintf("%s/.cache/tapc/%s", home, what);
	else
		return NULL;
	if (create && !make_private_dirs(root)) {
		free(root);
		return NULL;
	}
	return root;
}

char *cache_module_name(const char key[HASH_HEX_LEN])
{
	return xasprintf("stap_%s", key);
}

static char *entry_file(const char *dir, const char *key, const char *suffix)
{
	return xasprintf("%s/stap_%s%s", dir, key, suffix);
}

/* An entry's files: stap_KEY.c and stap_KEY.ko. */
static const char *const suffixes[] = { ".c", ".ko" };
#define NFILES 2

static void entry_names(const char *key, char *names[NFILES])
{
	for (int i = 0; i < NFILES; i++)
		names[i] = xasprintf("stap_%s%s", key, suffixes[i]);
}

static void free_names(char *names[NFILES])
{
	for (int i = 0; i < NFILES; i++)
		free(names[i]);
}

static bool entry_is_whole(const char *dir, const char *key, const char **why)
{
	char *names[NFILES];

	entry_names(key, names);
	bool ok = sealed_dir_check(dir, SUMS_MAGIC, key,
				   (const char *const *)names, NFILES, why);
	free_names(names);
	return ok;
}

static void fill_entry(cache_entry *e, const char *dir, const char *key)
{
	e->c_path = entry_file(dir, key, ".c");
	e->ko_path = entry_file(dir, key, ".ko");
}

bool cache_find(const char key[HASH_HEX_LEN], cache_entry *e, int verbose)
{
	char *root = cache_dir("modules", false);
	const char *why = NULL;
	bool found = false;

	if (!root)
		return false;
	char *dir = xasprintf("%s/stap_%s", root, key);
	if (access(dir, F_OK) == 0) {
		found = entry_is_whole(dir, key, &why);
		if (!found) {
			if (verbose)
				fprintf(stderr, "%s: cache entry \"%s\" is "
					"damaged (%s): building it again\n",
					progname, dir, why);
			sealed_discard(root, dir);
		}
	}
	if (found) {
		/* last used now; a read-only cache (the guest's) stays as
		 * it is */
		char *sums = xasprintf("%s/sums", dir);
		utimensat(AT_FDCWD, sums, NULL, 0);
		free(sums);
		fill_entry(e, dir, key);
	}
	free(dir);
	free(root);
	return found;
}

/* Stores the build's C file and module as the entry of `key`. */
static bool write_entry(const char *root, const char *key, const char *c_path,
			const char *ko_path, bool replace)
{
	const char *from[NFILES] = { c_path, ko_path };
	char *names[NFILES];
	sealed_file files[NFILES] = {0};
	bool ok = true;

	entry_names(key, names);
	for (int i = 0; ok && i < NFILES; i++) {
		files[i].name = names[i];
		files[i].data = read_file(from[i], &files[i].len);
		ok = files[i].data != NULL;
	}
	char *dir = cache_module_name(key);
	ok = ok && sealed_dir_write(root, dir, SUMS_MAGIC, key, files, NFILES,
				    replace);
	free(dir);
	for (int i = 0; i < NFILES; i++)
		free((char *)files[i].data);
	free_names(names);
	return ok;
}

static long read_setting(const char *root, const char *name, long fallback)
{
	char *path = xasprintf("%s/%s", root, name);
	char *text = read_file(path, NULL);
	char *end;
	long v = text ? strtol(text, &end, 10) : -1;

	if (!text || end == text || v < 0) {
		/* as stap: a missing setting is written with its default */
		char *def = xasprintf("%ld\n", fallback);
		if (!text)
			write_file(path, def, strlen(def));
		free(def);
		v = fallback;
	}
	free(text);
	free(path);
	return v;
}

static void clean_if_due(const char *root, int verbose)
{
	long interval = read_setting(root, "cache_clean_interval_s",
				     DEFAULT_CLEAN_INTERVAL_S);
	char *stamp = xasprintf("%s/last_clean", root);
	struct stat st;
	bool due = stat(stamp, &st) != 0 ||
		time(NULL) - st.st_mtime >= interval;

	free(stamp);
	if (due)
		cache_clean(verbose);
}

bool cache_store(const char key[HASH_HEX_LEN], const char *c_path,
		 const char *ko_path, bool replace, cache_entry *e,
		 int verbose)
{
	char *root = cache_dir("modules", true);

	if (!root || !write_entry(root, key, c_path, ko_path, replace)) {
		int err = errno;
		/* said always, a read-only cache too, as stap says a cache
		 * it cannot write */
		fprintf(stderr, "%s: cannot store the module in the "
			"cache%s%s: %s\n", progname, root ? " " : "",
			root ? root : "", strerror(err));
		free(root);
		return false;
	}
	char *dir = xasprintf("%s/stap_%s", root, key);
	fill_entry(e, dir, key);
	clean_if_due(root, verbose);
	free(dir);
	free(root);
	return true;
}

/* ---- cleaning ---- */

typedef struct entry_info {
	char *dir;
	long long bytes;
	time_t used;
} entry_info;

static int older_first(const void *a, const void *b)
{
	const entry_info *x = a, *y = b;

	return (x->used > y->used) - (x->used < y->used);
}

static long long dir_bytes(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	long long bytes = 0;

	if (!d)
		return 0;
	while ((de = readdir(d))) {
		struct stat st;
		char *path = xasprintf("%s/%s", dir, de->d_name);
		if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
			bytes += st.st_size;
		free(path);
	}
	closedir(d);
	return bytes;
}

/* The entries of the cache; removes what interrupted stores left. */
static entry_info *list_entries(const char *root, int *count)
{
	DIR *d = opendir(root);
	struct dirent *de;
	entry_info *entries = NULL;

	*count = 0;
	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		bool temp = strncmp(de->d_name, ".tmp-", 5) == 0 ||
			strncmp(de->d_name, ".old-", 5) == 0;
		if (!temp && strncmp(de->d_name, "stap_", 5) != 0)
			continue;
		char *dir = xasprintf("%s/%s", root, de->d_name);
		char *sums = xasprintf("%s/sums", dir);
		struct stat st;
		if (stat(sums, &st) != 0 && stat(dir, &st) != 0) {
			st.st_mtime = 0;
		}
		free(sums);
		if (temp) {
			if (time(NULL) - st.st_mtime > STALE_TEMP_S)
				remove_tree(dir);
			free(dir);
			continue;
		}
		entry_info e = { dir, dir_bytes(dir), st.st_mtime };
		VEC_PUSH(entries, *count, e);
	}
	closedir(d);
	return entries;
}

void cache_clean(int verbose)
{
	char *root = cache_dir("modules", true);
	int n;

	if (!root)
		return;
	long long limit = (long long)read_setting(root, "cache_mb_limit",
						  DEFAULT_MB_LIMIT) << 20;
	entry_info *entries = list_entries(root, &n);
	long long total = 0, freed = 0;
	int removed = 0;

	for (int i = 0; i < n; i++)
		total += entries[i].bytes;
	if (n > 1)
		qsort(entries, (size_t)n, sizeof *entries, older_first);
	/* the newest entry stays: the run that stored it is about to use it */
	for (int i = 0; i < n - 1 && total > limit; i++) {
		if (verbose >= 2)
			fprintf(stderr, "%s: cache: removing \"%s\"\n", progname,
				entries[i].dir);
		sealed_discard(root, entries[i].dir);
		total -= entries[i].bytes;
		freed += entries[i].bytes;
		removed++;
	}
	if (verbose && removed)
		fprintf(stderr, "%s: cache: removed %d least recently used "
			"entr%s (%lld KB) to stay within %lld MB\n", progname,
			removed, removed == 1 ? "y" : "ies", freed >> 10,
			limit >> 20);
	for (int i = 0; i < n; i++)
		free(entries[i].dir);
	free(entries);
	char *stamp = xasprintf("%s/last_clean", root);
	write_file(stamp, "", 0);
	free(stamp);
	free(root);
}

void cache_entry_free(cache_entry *e)
{
	free(e->c_path);
	free(e->ko_path);
	e->c_path = e->ko_path = NULL;
}
