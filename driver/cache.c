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

/* "SIZE HASH NAME" of a file's content. */
static void sums_line(strbuf *sb, const char *data, size_t len,
		      const char *name)
{
	hash_state h;
	char hex[HASH_HEX_LEN];

	hash_init(&h);
	hash_update(&h, data, len);
	hash_hex(&h, hex);
	sb_printf(sb, "%zu %s %s\n", len, hex, name);
}

/* The sums an entry should have, from its files as they are now; NULL
 * (with *why) if one cannot be read. */
static char *entry_sums(const char *dir, const char *key, const char **why)
{
	static const char *const suffixes[] = { ".c", ".ko" };
	strbuf sb = {0};

	sb_printf(&sb, "%s\n%s\n", SUMS_MAGIC, key);
	for (int i = 0; i < 2; i++) {
		char *path = entry_file(dir, key, suffixes[i]);
		size_t len;
		char *data = read_file(path, &len);
		free(path);
		if (!data) {
			*why = "a file is missing";
			free(sb_steal(&sb));
			return NULL;
		}
		char *name = xasprintf("stap_%s%s", key, suffixes[i]);
		sums_line(&sb, data, len, name);
		free(name);
		free(data);
	}
	return sb_steal(&sb);
}

static bool entry_is_whole(const char *dir, const char *key, const char **why)
{
	char *sums_path = xasprintf("%s/sums", dir);
	char *recorded = read_file(sums_path, NULL);
	char *actual = recorded ? entry_sums(dir, key, why) : NULL;
	bool ok = actual && strcmp(recorded, actual) == 0;

	if (!recorded)
		*why = "its sums are missing";
	else if (actual && !ok)
		*why = "a file does not match its sums";
	free(sums_path);
	free(recorded);
	free(actual);
	return ok;
}

/* Takes `dir` out of the cache at once (a rename), then removes it. */
static void discard(const char *root, const char *dir)
{
	char *old = xasprintf("%s/.old-%ld-%ld", root, (long)getpid(),
			      (long)time(NULL));

	if (rename(dir, old) == 0)
		remove_tree(old);
	else
		remove_tree(dir);
	free(old);
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
			discard(root, dir);
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

/* Copies `from` to DIR/stap_KEY`suffix`, privately. */
static bool copy_in(const char *from, const char *dir, const char *key,
		    const char *suffix)
{
	size_t len;
	char *data = read_file(from, &len);
	char *to = entry_file(dir, key, suffix);
	bool ok = data && write_file(to, data, len);

	free(data);
	free(to);
	return ok;
}

/* A whole entry under a temporary name; its path, or NULL. */
static char *write_temp_entry(const char *root, const char *key,
			      const char *c_path, const char *ko_path)
{
	char *tmp = xasprintf("%s/.tmp-XXXXXX", root);
	const char *why;

	if (!mkdtemp(tmp)) {
		free(tmp);
		return NULL;
	}
	char *sums = NULL;
	bool ok = copy_in(c_path, tmp, key, ".c") &&
		copy_in(ko_path, tmp, key, ".ko") &&
		(sums = entry_sums(tmp, key, &why)) != NULL;
	if (ok) {
		char *sums_path = xasprintf("%s/sums", tmp);
		ok = write_file(sums_path, sums, strlen(sums));
		free(sums_path);
	}
	free(sums);
	if (!ok) {
		remove_tree(tmp);
		free(tmp);
		return NULL;
	}
	return tmp;
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
		 const char *ko_path, cache_entry *e, int verbose)
{
	char *root = cache_dir("modules", true);
	char *tmp = root ? write_temp_entry(root, key, c_path, ko_path) : NULL;

	if (!tmp) {
		if (verbose)
			fprintf(stderr, "%s: cannot store the module in the "
				"cache%s%s: %s\n", progname, root ? " " : "",
				root ? root : "", strerror(errno));
		free(root);
		return false;
	}
	char *dir = xasprintf("%s/stap_%s", root, key);
	/* An entry already there (one --poison-cache ignored, or the same
	 * one stored by another tapc just now) gives way to ours. */
	bool ok = rename(tmp, dir) == 0;
	if (!ok && (errno == ENOTEMPTY || errno == EEXIST)) {
		discard(root, dir);
		ok = rename(tmp, dir) == 0;
	}
	if (ok) {
		fill_entry(e, dir, key);
		clean_if_due(root, verbose);
	} else {
		remove_tree(tmp);
	}
	free(tmp);
	free(dir);
	free(root);
	return ok;
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
		discard(root, entries[i].dir);
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
