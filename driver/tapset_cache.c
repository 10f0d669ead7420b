/* A tapset directory's index, cached (tapset_cache.h). The cache file is
 * text:
 *
 *   tapc tapset index 1
 *   SIZE SECONDS NANOSECONDS NAME      one line a file, in name order
 *   (an empty line)
 *   N name | A alias | M macro         what each file defines, the
 *   .                                  files in the same order
 *
 * read whole and cut into strings in place: the lines up to the empty
 * one are compared with the directory's listing, which is all a current
 * index costs besides a stat(2) of each file. */
#include "tapset_cache.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cache.h"
#include "diag.h"
#include "hash.h"
#include "util.h"

#define HEADER "tapc tapset index 1\n"

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool has_suffix(const char *name, const char *suffix)
{
	size_t len = strlen(name), slen = strlen(suffix);
	return len > slen && strcmp(name + len - slen, suffix) == 0;
}

/* sb_printf's vsnprintf would take most of a current index's cost */
static void put_number(strbuf *sb, long long v, char after)
{
	char digits[24], *p = digits + sizeof digits;
	bool negative = v < 0;
	unsigned long long u = negative ? 0 - (unsigned long long)v
					: (unsigned long long)v;

	*--p = after;
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10));
	if (negative)
		*--p = '-';
	sb_putn(sb, p, (size_t)(digits + sizeof digits - p));
}

/* DIR's *.stp and *.stpm files in name order, and their listing. */
static void list_dir(const char *dir, tapset_dir *d)
{
	DIR *dh = opendir(dir);
	char **names = NULL;
	int n = 0;
	struct dirent *de;
	strbuf listing = {0};

	while (dh && (de = readdir(dh)))
		if (has_suffix(de->d_name, ".stp") || has_suffix(de->d_name, ".stpm"))
			VEC_PUSH(names, n, xstrdup(de->d_name));
	if (n > 1)
		qsort(names, (size_t)n, sizeof *names, compare_names);
	d->files = xcalloc((size_t)n + 1, sizeof *d->files);
	for (int i = 0; i < n; i++) {
		size_t dlen = strlen(dir), nlen = strlen(names[i]);
		char *path = xmalloc(dlen + nlen + 2);
		memcpy(path, dir, dlen);
		path[dlen] = '/';
		memcpy(path + dlen + 1, names[i], nlen + 1);
		struct stat st;
		/* relative to the directory: no walk of its path each time */
		if (fstatat(dirfd(dh), names[i], &st, 0) != 0 || !S_ISREG(st.st_mode)) {
			/* gone since readdir, or not a file: as before,
			 * reading it fails, and says so */
			st.st_size = -1;
			st.st_mtim.tv_sec = st.st_mtim.tv_nsec = 0;
		}
		put_number(&listing, (long long)st.st_size, ' ');
		put_number(&listing, (long long)st.st_mtim.tv_sec, ' ');
		put_number(&listing, (long long)st.st_mtim.tv_nsec, ' ');
		sb_putn(&listing, names[i], strlen(names[i]));
		sb_putn(&listing, "\n", 1);
		d->files[d->n++] = (tapset_dir_file){
			.path = path, .macro_file = has_suffix(names[i], ".stpm"),
		};
		free(names[i]);
	}
	free(names);
	if (dh)
		closedir(dh);
	d->listing = sb_steal(&listing);
}

static char *cache_path(const char *dir)
{
	char *root = cache_dir("tapsets", true);
	hash_state h;
	char key[HASH_HEX_LEN];

	if (!root)
		return NULL;
	hash_init(&h);
	hash_string(&h, dir);
	hash_hex(&h, key);
	char *path = xasprintf("%s/%.16s.idx", root, key);
	free(root);
	return path;
}

/* The defs of the cached TEXT, whose listing is current, pointing into
 * it and into one array of pointers; false when it is damaged. */
static bool read_cached(tapset_dir *d, char *text, size_t len)
{
	size_t head = strlen(HEADER) + strlen(d->listing);
	char *start = text + head + 1, *end = text + len;
	int lines = 0;

	for (char *p = start; p < end && (p = memchr(p, '\n', (size_t)(end - p))); p++)
		lines++;
	d->names = xcalloc((size_t)lines + 1, sizeof *d->names);
	char **next = d->names;
	int i = 0;
	for (char *p = start; p < end && i < d->n;) {
		char *nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			return false;
		*nl = '\0';
		tapset_defs *defs = &d->files[i].defs;
		char tag = p[0];
		if (tag == '.' && !p[1]) {
			i++;
		} else if ((tag == 'N' || tag == 'A' || tag == 'M') && p[1] == ' ') {
			/* the kinds come in that order: each a slice */
			char ***slice = tag == 'N' ? &defs->names
				      : tag == 'A' ? &defs->aliases : &defs->macros;
			int *count = tag == 'N' ? &defs->nnames
				   : tag == 'A' ? &defs->naliases : &defs->nmacros;
			if (!*slice)
				*slice = next;
			else if (*slice + *count != next)
				return false;
			*next++ = p + 2;
			(*count)++;
		} else {
			return false;
		}
		p = nl + 1;
		if (i == d->n && p != end)
			return false;
	}
	return i == d->n;
}

static void free_borrowed(tapset_dir *d)
{
	for (int i = 0; i < d->n; i++)
		d->files[i].defs = (tapset_defs){0};
	free(d->names);
	d->names = NULL;
}

static void put_names(strbuf *sb, char tag, char **names, int n)
{
	for (int i = 0; i < n; i++)
		sb_printf(sb, "%c %s\n", tag, names[i]);
}

/* Scans every file; caches the index when every file could be read. */
static void scan_files(tapset_dir *d, const char *cache)
{
	strbuf sb = {0};

	sb_printf(&sb, "%s%s\n", HEADER, d->listing);
	for (int i = 0; i < d->n; i++) {
		size_t len;
		char *text = read_file(d->files[i].path, &len);
		if (!text) {
			diag_plain("ERROR", "Input file '%s' is missing: %s",
				   d->files[i].path, strerror(errno));
			d->ok = false;
			continue;
		}
		tapset_defs *defs = &d->files[i].defs;
		*defs = tapset_defs_scan(text, len);
		free(text);
		put_names(&sb, 'N', defs->names, defs->nnames);
		put_names(&sb, 'A', defs->aliases, defs->naliases);
		put_names(&sb, 'M', defs->macros, defs->nmacros);
		sb_printf(&sb, ".\n");
	}
	char *out = sb_steal(&sb);
	/* a cache that cannot be written only costs the next run this scan */
	if (d->ok && cache)
		write_file_replacing(cache, out, strlen(out));
	free(out);
}

tapset_dir *tapset_dir_index(const char *dir)
{
	tapset_dir *d = xcalloc(1, sizeof *d);
	char *cache = cache_path(dir);
	size_t len = 0;

	d->ok = true;
	list_dir(dir, d);
	char *text = cache ? read_file(cache, &len) : NULL;
	size_t hlen = strlen(HEADER), llen = strlen(d->listing);
	if (text && len > hlen + llen && !memcmp(text, HEADER, hlen) &&
	    !memcmp(text + hlen, d->listing, llen) && text[hlen + llen] == '\n' &&
	    read_cached(d, text, len)) {
		d->text = text;
	} else {
		if (text)
			free_borrowed(d);
		free(text);
		scan_files(d, cache);
	}
	free(cache);
	return d;
}

void tapset_dir_free(tapset_dir *d)
{
	if (!d)
		return;
	if (d->text)
		free_borrowed(d);
	for (int i = 0; i < d->n; i++) {
		if (!d->text)
			tapset_defs_free(&d->files[i].defs);
		free(d->files[i].path);
	}
	free(d->files);
	free(d->listing);
	free(d->text);
	free(d);
}
