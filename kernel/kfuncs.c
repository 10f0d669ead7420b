/* Kernel function names from the image's BTF, cached (kfuncs.h, kcache.h):
 * the cache's body is one name a line, sorted. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

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
static char *generate(const kernel_files *kf, int verbose, int *count)
{
	kimage *img = kf->image ? kimage_open(kf->image, verbose) : NULL;
	btf b;
	if (!img || !kimage_btf(img, &b)) {
		fprintf(stderr, "%s: the kernel image %s has no BTF\n", progname,
			kf->image ? kf->image : "(none)");
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

static void *parse_body(char *text, char *line, char *trailer, int count)
{
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

static const kcache_kind functions_kind = {
	.what = "functions",
	.magic = CACHE_MAGIC,
	.generate = generate,
	.parse = parse_body,
};

kfunc_list *kfuncs_load(const char *release, const char *build_dir, int verbose)
{
	return kcache_load(&functions_kind, release, build_dir, verbose);
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
