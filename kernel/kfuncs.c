/* Kernel function names from the image's BTF and kallsyms, cached
 * (kfuncs.h, kcache.h): the cache's body is one line a name, sorted,
 * "NAME\tADDR,ADDR..." with the link addresses of its probe-able copies
 * in hex ("NAME\t" when the image has no kallsyms). */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kallsyms.h"
#include "kbtf.h"
#include "kcache.h"
#include "kfuncs.h"
#include "util.h"

#define CACHE_MAGIC "tapc-functions 3"

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int compare_addrs(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static int compare_sym_names(const void *a, const void *b)
{
	return strcmp((*(const ksym *const *)a)->name, (*(const ksym *const *)b)->name);
}

/* Where the kernel refuses kprobes: the text ranges its blacklist is
 * filled from at boot (kernel/kprobes.c and x86's kprobes/core.c), and
 * the functions NOKPROBE_SYMBOL lists in the _kprobe_blacklist array. */
typedef struct refusals {
	uint64_t ranges[4][2];
	int nranges;
	uint64_t *starts;      /* blacklisted functions' addresses, sorted */
	int nstarts;
	uint64_t text_start, text_end;   /* .text: not .init.text, freed */
} refusals;

static const char *const refused_ranges[][2] = {
	{ "__kprobes_text_start", "__kprobes_text_end" },
	{ "__noinstr_text_start", "__noinstr_text_end" },
	{ "__entry_text_start", "__entry_text_end" },
	{ "__irqentry_text_start", "__irqentry_text_end" },
};

static void find_refusals(kimage *img, const ksym_table *syms, refusals *r)
{
	memset(r, 0, sizeof *r);
	kimage_section_range(img, ".text", &r->text_start, &r->text_end);
	for (size_t i = 0; i < sizeof refused_ranges / sizeof *refused_ranges; i++) {
		const ksym *a = kallsyms_find(syms, refused_ranges[i][0]);
		const ksym *b = kallsyms_find(syms, refused_ranges[i][1]);
		if (a && b) {
			r->ranges[r->nranges][0] = a->addr;
			r->ranges[r->nranges++][1] = b->addr;
		}
	}
	const ksym *start = kallsyms_find(syms, "__start_kprobe_blacklist");
	const ksym *stop = kallsyms_find(syms, "__stop_kprobe_blacklist");
	size_t size = start && stop && stop->addr > start->addr
		? stop->addr - start->addr : 0;
	const uint8_t *list = size ? kimage_at(img, start->addr, size) : NULL;
	for (size_t off = 0; list && off + 8 <= size; off += 8) {
		uint64_t addr;
		memcpy(&addr, list + off, 8);
		const ksym *fn = kallsyms_text_at(syms, addr);
		if (fn)
			VEC_PUSH(r->starts, r->nstarts, fn->addr);
	}
	if (r->nstarts)
		qsort(r->starts, (size_t)r->nstarts, sizeof *r->starts, compare_addrs);
}

static bool refused(const refusals *r, uint64_t addr)
{
	if (addr < r->text_start || addr >= r->text_end)
		return true;
	for (int i = 0; i < r->nranges; i++)
		if (addr >= r->ranges[i][0] && addr < r->ranges[i][1])
			return true;
	return r->nstarts && bsearch(&addr, r->starts, (size_t)r->nstarts,
				     sizeof *r->starts, compare_addrs);
}

/* Whether some text symbol called `name` may be probed; the addresses
 * of those that may are appended to `addrs` as ",ADDR". */
static bool probeable(const ksym **by_name, int n, const refusals *r,
		      const char *name, strbuf *addrs)
{
	ksym key = { .name = name };
	const ksym *kp = &key;
	const ksym **hit = bsearch(&kp, by_name, (size_t)n, sizeof *by_name,
				   compare_sym_names);
	if (!hit)
		return false;
	while (hit > by_name && !strcmp(hit[-1]->name, name))
		hit--;
	size_t len = addrs->len;
	for (; hit < by_name + n && !strcmp((*hit)->name, name); hit++)
		if (ksym_is_text(*hit) && !refused(r, (*hit)->addr))
			sb_printf(addrs, ",%llx", (unsigned long long)(*hit)->addr);
	return addrs->len > len;
}

/* The functions of the BTF that are text symbols the kernel lets kprobes
 * on, from the symbols of `img`, as the cache's lines (allocated); NULL
 * when it has none. */
static char **list_probeable(const btf *b, kimage *img, int *count)
{
	ksym_table syms;
	*count = 0;
	if (!img || !kallsyms_read(img, &syms))
		return NULL;
	refusals r;
	find_refusals(img, &syms, &r);
	const ksym **by_name = xmalloc(sizeof *by_name * (size_t)syms.count);
	for (int i = 0; i < syms.count; i++)
		by_name[i] = &syms.syms[i];
	qsort(by_name, (size_t)syms.count, sizeof *by_name, compare_sym_names);
	char **names = xmalloc(sizeof *names * b->ntypes);
	strbuf addrs = {0};
	for (uint32_t id = 1; id < b->ntypes; id++) {
		const char *name = btf_str(b, b->types[id]->name_off);
		addrs.len = 0;
		if (btf_kind(b->types[id]) == KIND_FUNC &&
		    probeable(by_name, syms.count, &r, name, &addrs))
			names[(*count)++] = xasprintf("%s\t%s", name, addrs.buf + 1);
	}
	free(addrs.buf);
	free(by_name);
	free(r.starts);
	kallsyms_free(&syms);
	return names;
}

/* Every function of the BTF, for an image without symbols (a vmlinux
 * of BTF alone): the kernel then refuses what it must when the probes
 * register. */
static char **list_all(const btf *b, int *count)
{
	char **names = xmalloc(sizeof *names * b->ntypes);
	*count = 0;
	for (uint32_t id = 1; id < b->ntypes; id++)
		if (btf_kind(b->types[id]) == KIND_FUNC)
			names[(*count)++] = xasprintf("%s\t",
				btf_str(b, b->types[id]->name_off));
	return names;
}

/* The probe-able functions, their symbols from the image the BTF came
 * from, else from the whole image when that one is BTF alone. */
static char **list_functions(const kernel_files *kf, const btf *b,
			     kimage *img, int verbose, int *count)
{
	char **names = list_probeable(b, img, count);
	if (!names && kf->image && strcmp(kf->image, kf->btf)) {
		kimage *whole = kimage_open(kf->image, 0);
		names = whole ? list_probeable(b, whole, count) : NULL;
		kimage_close(whole);
	}
	if (names)
		return names;
	if (verbose)
		fprintf(stderr, "%s: no kallsyms in %s: listing every function "
			"of its BTF, the kprobe blacklist not applied\n",
			progname, kf->image ? kf->image : kf->btf);
	return list_all(b, count);
}

/* The records of the cache, a name each; false without BTF. */
static bool generate(const kernel_files *kf, int verbose, kcache_writer *w)
{
	kimage *img = kf->btf ? kimage_open(kf->btf, verbose) : NULL;
	btf b;
	if (!img || !kimage_btf(img, &b)) {
		fprintf(stderr, "%s: the kernel image %s has no BTF\n", progname,
			kf->btf ? kf->btf : "(none)");
		kimage_close(img);
		return false;
	}
	int n = 0;
	char **names = list_functions(kf, &b, img, verbose, &n);
	/* a tab sorts before any character of a name */
	qsort(names, (size_t)n, sizeof *names, compare_names);
	for (int i = 0; i < n; i++) {
		size_t len = strcspn(names[i], "\t");
		if (i == 0 || strncmp(names[i], names[i - 1], len + 1)) {
			kcache_field(w, "%.*s", (int)len, names[i]);
			kcache_field(w, "%s", names[i][len] ? names[i] + len + 1 : "");
			kcache_end_record(w);
		}
	}
	for (int i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(b.types);
	kimage_close(img);
	return true;
}

static void *parse_body(char *text, kcache_reader *records)
{
	kfunc_list *list = xcalloc(1, sizeof *list);
	list->names = xcalloc((size_t)records->count + 1, sizeof *list->names);
	list->addrs = xcalloc((size_t)records->count + 1, sizeof *list->addrs);
	char *f[2];
	int nf;
	while ((nf = kcache_next_record(records, f, 2)) > 0) {
		list->names[list->count] = f[0];
		list->addrs[list->count++] = nf == 2 ? f[1] : "";
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
	free(list->addrs);
	free(list->storage);
	free(list);
}

/* The first name not below `prefix`. */
static int lower_bound(const kfunc_list *list, const char *prefix, size_t len)
{
	int lo = 0, hi = list->count;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (strncmp(list->names[mid], prefix, len) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Only the names that start with the pattern's literal prefix can match:
 * the sorted list is searched for them rather than walked whole. */
int kfuncs_match(const kfunc_list *list, const char *pattern,
		 void (*fn)(const char *name, void *arg), void *arg)
{
	size_t len = strcspn(pattern, "*?[\\");
	int matches = 0;
	for (int i = lower_bound(list, pattern, len); i < list->count &&
	     !strncmp(list->names[i], pattern, len); i++)
		if (fnmatch(pattern, list->names[i], 0) == 0) {
			matches++;
			if (fn)
				fn(list->names[i], arg);
		}
	return matches;
}

int kfuncs_addresses(const kfunc_list *list, const char *name,
		     uint64_t *addrs, int max)
{
	size_t len = strlen(name);
	int i = lower_bound(list, name, len + 1), n = 0;
	if (i >= list->count || strcmp(list->names[i], name))
		return 0;
	for (const char *p = list->addrs[i]; *p && n < max; n++) {
		char *end;
		addrs[n] = strtoull(p, &end, 16);
		p = *end == ',' ? end + 1 : end;
	}
	return n;
}

bool kfuncs_link_offset(const kfunc_list *list, const char *name,
			int64_t *offset)
{
	uint64_t addr, ref;
	if (!kfuncs_addresses(list, name, &addr, 1) ||
	    !kfuncs_addresses(list, "sprint_symbol_no_offset", &ref, 1))
		return false;
	*offset = (int64_t)(addr - ref);
	return true;
}
