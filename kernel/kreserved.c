/* The text the kernel patches itself, from its image (kreserved.h): the
 * cache's body is one record a site, its link address in hex, sorted.
 * Both tables are found by their linker symbols in the image's kallsyms
 * and hold relative entries (the kernel's jump_label.h and
 * static_call_types.h for x86-64): a struct jump_entry is 16 bytes
 * whose first, an s32, is the code's distance from itself; a struct
 * static_call_site 8, its first the call's distance the same way. */
#include <stdlib.h>
#include <string.h>

#include "kallsyms.h"
#include "kcache.h"
#include "kimage.h"
#include "kreserved.h"
#include "util.h"

typedef struct site_table {
	const char *start, *stop;   /* the linker's symbols around it */
	size_t entry_size;
} site_table;

static const site_table tables[] = {
	{ "__start___jump_table", "__stop___jump_table", 16 },
	{ "__start_static_call_sites", "__stop_static_call_sites", 8 },
};

static int compare_addrs(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* The sites of one table appended to *sites; none when the image does
 * not hold it whole in entries of the size its layout has. */
static void read_table(kimage *img, const ksym_table *syms,
		       const site_table *t, uint64_t **sites, size_t *n)
{
	const ksym *start = kallsyms_find(syms, t->start);
	const ksym *stop = kallsyms_find(syms, t->stop);
	size_t size = start && stop && stop->addr > start->addr
		? stop->addr - start->addr : 0;
	const uint8_t *data = size && size % t->entry_size == 0
		? kimage_at(img, start->addr, size) : NULL;

	if (!data)
		return;
	*sites = xrealloc(*sites, sizeof **sites * (*n + size / t->entry_size));
	for (size_t off = 0; off < size; off += t->entry_size) {
		int32_t rel;
		memcpy(&rel, data + off, sizeof rel);
		(*sites)[(*n)++] = start->addr + off + (uint64_t)(int64_t)rel;
	}
}

/* The sites of the first of the kernel's files that has kallsyms (the
 * headers' vmlinux, else the image); none when no file has them. */
static bool generate(const kernel_files *kf, int verbose, kcache_writer *w)
{
	const char *paths[] = { kf->btf, kf->image };
	uint64_t *sites = NULL;
	size_t n = 0;
	bool known = false;

	for (int i = 0; i < 2 && !known; i++) {
		if (!paths[i] || (i == 1 && kf->btf && !strcmp(kf->btf, paths[i])))
			continue;
		kimage *img = kimage_open(paths[i], 0);
		ksym_table syms;
		known = img && kallsyms_read(img, &syms);
		for (size_t t = 0; known && t < sizeof tables / sizeof *tables; t++)
			read_table(img, &syms, &tables[t], &sites, &n);
		if (known)
			kallsyms_free(&syms);
		kimage_close(img);
	}
	if (!known && verbose)
		fprintf(stderr, "%s: no kallsyms in the image of %s: its jump "
			"labels and static calls not known\n", progname, kf->release);
	if (n)
		qsort(sites, n, sizeof *sites, compare_addrs);
	for (size_t i = 0; i < n; i++) {
		if (i && sites[i] == sites[i - 1])
			continue;
		kcache_field(w, "%llx", (unsigned long long)sites[i]);
		kcache_end_record(w);
	}
	free(sites);
	return true;
}

static void *parse_body(char *text, kcache_reader *records)
{
	kreserved *r = xcalloc(1, sizeof *r);
	char *f[1];

	r->addrs = xcalloc((size_t)records->count + 1, sizeof *r->addrs);
	while (kcache_next_record(records, f, 1) > 0)
		r->addrs[r->count++] = strtoull(f[0], NULL, 16);
	r->storage = text;
	return r;
}

static const kcache_kind reserved_kind = {
	.what = "patch-sites",
	.progress = "building the list of patch sites",
	.magic = "tapc-patch-sites 1",
	.generate = generate,
	.parse = parse_body,
};

kreserved *kreserved_load(const char *release, const char *build_dir,
			  int verbose)
{
	return kcache_load(&reserved_kind, release, build_dir, verbose);
}

void kreserved_free(kreserved *r)
{
	if (!r)
		return;
	free(r->addrs);
	free(r->storage);
	free(r);
}

/* A site is one instruction, and a probe's address is an instruction's
 * start: it is reserved when it is a site's. */
bool kreserved_at(const kreserved *r, uint64_t addr)
{
	return r && r->count &&
	       bsearch(&addr, r->addrs, (size_t)r->count, sizeof *r->addrs,
		       compare_addrs);
}
