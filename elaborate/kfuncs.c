/* Kernel function names from the image's BTF, cached (kfuncs.h, kcache.h):
 * the cache's body is one name a line, sorted. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kbtf.h"
#include "kcache.h"
#include "kfuncs.h"
#include "util.h"

#define CACHE_MAGIC "tapc-functions 1"

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The body of the cache, and its line count; NULL without BTF. */
static char *generate(const char *image, int verbose, int *count)
{
	kimage *img = image ? kimage_open(image, verbose) : NULL;
	btf b;
	if (!img || !kimage_btf(img, &b)) {
		kimage_close(img);
		return NULL;
	}
	const char **names = NULL;
	int n = 0;
	for (uint32_t id = 1; id < b.ntypes; id++)
		if (btf_kind(b.types[id]) == KIND_FUNC)
			VEC_PUSH(names, n, btf_str(&b, b.types[id]->name_off));
	qsort(names, (size_t)n, sizeof *names, compare_names);
	strbuf sb = {0};
	*count = 0;
	for (int i = 0; i < n; i++)
		if (i == 0 || strcmp(names[i], names[i - 1])) {
			sb_printf(&sb, "%s\n", names[i]);
			(*count)++;
		}
	free(names);
	free(b.types);
	kimage_close(img);
	return sb.buf ? sb_steal(&sb) : xstrdup("");
}

static kfunc_list *parse(char *text, size_t len, const char *key)
{
	char *line, *trailer;
	int count;
	const char *why;
	if (!kcache_unseal(text, len, CACHE_MAGIC, key, &line, &trailer, &count, &why))
		return NULL;
	kfunc_list *list = xcalloc(1, sizeof *list);
	list->names = xcalloc((size_t)count + 1, sizeof *list->names);
	for (; line < trailer && list->count < count; list->count++) {
		char *eol = strchr(line, '\n');
		if (!eol)
			break;
		*eol = '\0';
		list->names[list->count] = line;
		line = eol + 1;
	}
	if (line != trailer || list->count != count) {
		kfuncs_free(list);
		return NULL;
	}
	list->storage = text;
	return list;
}

kfunc_list *kfuncs_load(const char *release, const char *build_dir, int verbose)
{
	struct timespec start;
	clock_gettime(CLOCK_MONOTONIC, &start);
	kernel_files kf = kernel_files_find(release, build_dir);
	char *key = kcache_key(&kf);
	char *path = kcache_path(&kf, "functions", key);
	size_t len;
	char *text = read_file(path, &len);
	kfunc_list *list = text ? parse(text, len, key) : NULL;
	if (!list) {
		free(text);
		int count = 0;
		char *body = generate(kf.image, verbose, &count);
		if (body) {
			text = kcache_seal(CACHE_MAGIC, key, body, count);
			kcache_store(path, text, verbose);
			list = parse(text, strlen(text), key);
			if (!list)
				free(text);
		}
		free(body);
		if (!list)
			fprintf(stderr, "%s: cannot list the functions of kernel %s: "
				"its image %s has no BTF\n", progname, release,
				kf.image ? kf.image : "(none)");
	}
	if (list && verbose)
		fprintf(stderr, "%s: %d functions of %s in %.1f ms\n", progname,
			list->count, release, kcache_seconds_since(&start) * 1e3);
	free(path);
	free(key);
	kernel_files_free(&kf);
	return list;
}

void kfuncs_free(kfunc_list *list)
{
	if (!list)
		return;
	free(list->names);
	free(list->storage);
	free(list);
}

int kfuncs_match(const kfunc_list *list, const char *pattern,
		 void (*fn)(const char *name, void *arg), void *arg)
{
	int matches = 0;
	for (int i = 0; i < list->count; i++)
		if (fnmatch(pattern, list->names[i], 0) == 0) {
			matches++;
			if (fn)
				fn(list->names[i], arg);
		}
	return matches;
}
