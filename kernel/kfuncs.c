/* Kernel function names from the image's BTF and kallsyms, cached
 * (kfuncs.h, kcache.h) as a binary body mapped from the cache file (its
 * layout is above struct kfunc_list): each probe-able function's name,
 * the link addresses of its probe-able copies (none when the image has
 * no kallsyms), and where in the first of them is the call ftrace
 * patches, in bytes from its start (after an endbr64 with IBT), or none
 * (a notrace function); and the text symbols of .text the kernel
 * refuses kprobes in, BTF or not, their names and addresses. */
#include <ctype.h>
#include <fnmatch.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kallsyms.h"
#include "kbtf.h"
#include "kcache.h"
#include "kfuncs.h"
#include "util.h"

#define CACHE_MAGIC "tapc-functions 8"

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
	/* ftrace's call sites (__mcount_loc: the kernel's build sorts
	 * them), each the __fentry__ call near a traced function's start */
	uint64_t *call_sites;
	size_t ncall_sites;
} refusals;

static const char *const refused_ranges[][2] = {
	{ "__kprobes_text_start", "__kprobes_text_end" },
	{ "__noinstr_text_start", "__noinstr_text_end" },
	{ "__entry_text_start", "__entry_text_end" },
	{ "__irqentry_text_start", "__irqentry_text_end" },
};

static void find_call_sites(kimage *img, const ksym_table *syms, refusals *r)
{
	const ksym *start = kallsyms_find(syms, "__start_mcount_loc");
	const ksym *stop = kallsyms_find(syms, "__stop_mcount_loc");
	size_t size = start && stop && stop->addr > start->addr
		? stop->addr - start->addr : 0;
	const uint8_t *sites = size ? kimage_at(img, start->addr, size) : NULL;
	if (!sites)
		return;
	r->ncall_sites = size / 8;
	r->call_sites = xmalloc(size);
	memcpy(r->call_sites, sites, r->ncall_sites * 8);
	qsort(r->call_sites, r->ncall_sites, 8, compare_addrs);
}

/* Where ftrace patches a call in the function at `fn`, from its start:
 * the first site at or after its start when that is inside it (the
 * symbol holding it is fn); -1 when none is. */
static int call_site(const ksym_table *syms, const refusals *r, const ksym *fn)
{
	size_t lo = 0, hi = r->ncall_sites;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (r->call_sites[mid] < fn->addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == r->ncall_sites)
		return -1;
	const ksym *holder = kallsyms_text_at(syms, r->call_sites[lo]);
	uint64_t offset = r->call_sites[lo] - fn->addr;
	return holder && holder->addr == fn->addr && offset < 64 ? (int)offset : -1;
}

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
	find_call_sites(img, syms, r);
}

static bool refused_at(const refusals *r, uint64_t addr)
{
	if (addr < r->text_start || addr >= r->text_end)
		return true;
	for (int i = 0; i < r->nranges; i++)
		if (addr >= r->ranges[i][0] && addr < r->ranges[i][1])
			return true;
	return r->nstarts && bsearch(&addr, r->starts, (size_t)r->nstarts,
				     sizeof *r->starts, compare_addrs);
}

/* The kernel's within_kprobe_blacklist: the function's own place, and
 * for a compiler's part or clone of a function ("NAME.cold",
 * "NAME.isra.0") the place of the first symbol called NAME. */
static bool refused(const ksym_table *syms, const refusals *r, const ksym *fn)
{
	const char *dot = strchr(fn->name, '.');

	if (refused_at(r, fn->addr))
		return true;
	if (!dot || dot == fn->name)
		return false;
	char *base = xstrndup(fn->name, (size_t)(dot - fn->name));
	const ksym *b = kallsyms_find(syms, base);
	free(base);
	return b && ksym_is_text(b) && refused_at(r, b->addr);
}

/* Whether some text symbol called `name` may be probed; the addresses
 * of those that may are appended to `addrs` as ",ADDR", and *site is
 * where ftrace patches the first of them (call_site). */
static bool probeable(const ksym_table *syms, const ksym **by_name, int n,
		      const refusals *r, const char *name, strbuf *addrs,
		      int *site)
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
		if (ksym_is_text(*hit) && !refused(syms, r, *hit)) {
			if (addrs->len == len)
				*site = call_site(syms, r, *hit);
			sb_printf(addrs, ",%llx", (unsigned long long)(*hit)->addr);
		}
	return addrs->len > len;
}

/* The text symbols of .text the kernel refuses kprobes in, a line each
 * ("!NAME\tADDR,ADDR\t!") after the `n` of `lines`: what DWARF's
 * functions, which BTF may lack, and kprobe.function's symbols are
 * checked against. */
static void list_refused(const ksym_table *syms, const ksym **by_name,
			 const refusals *r, char ***lines, int *n)
{
	strbuf addrs = {0};

	for (int i = 0; i < syms->count; i++) {
		const ksym *s = by_name[i];
		if (ksym_is_text(s) && s->addr >= r->text_start &&
		    s->addr < r->text_end && refused(syms, r, s))
			sb_printf(&addrs, ",%llx", (unsigned long long)s->addr);
		if (addrs.len && (i + 1 == syms->count ||
				  strcmp(by_name[i + 1]->name, s->name))) {
			*lines = xrealloc(*lines, sizeof **lines * (size_t)(*n + 1));
			(*lines)[(*n)++] = xasprintf("!%s\t%s\t!", s->name,
						     addrs.buf + 1);
			addrs.len = 0;
		}
	}
	free(addrs.buf);
}

/* The functions of the BTF that are text symbols the kernel lets kprobes
 * on, from the symbols of `img`, as the cache's lines (allocated), and
 * the symbols it refuses (list_refused); NULL when it has none. */
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
		int site = -1;
		char digits[16] = "-";
		addrs.len = 0;
		if (btf_kind(b->types[id]) != KIND_FUNC ||
		    !probeable(&syms, by_name, syms.count, &r, name, &addrs, &site))
			continue;
		if (site >= 0)
			snprintf(digits, sizeof digits, "%d", site);
		names[(*count)++] = xasprintf("%s\t%s\t%s", name, addrs.buf + 1,
					      digits);
	}
	free(addrs.buf);
	list_refused(&syms, by_name, &r, &names, count);
	free(by_name);
	free(r.starts);
	free(r.call_sites);
	kallsyms_free(&syms);
	return names;
}

/* Every function of the BTF, for an image without symbols (a vmlinux
 * of BTF alone), their call sites not known: they register as kprobes
 * by name, and the kernel refuses what it must. */
static char **list_all(const btf *b, int *count)
{
	char **names = xmalloc(sizeof *names * b->ntypes);
	*count = 0;
	for (uint32_t id = 1; id < b->ntypes; id++)
		if (btf_kind(b->types[id]) == KIND_FUNC)
			names[(*count)++] = xasprintf("%s\t\t-",
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

/* The cache's body, read where it lies in the mapped file (kcache.h):
 *
 *   u32 header[6]: functions, addresses, refused addresses, refused
 *                  names, bytes of strings, 0
 *   functions[]:   12 bytes each, sorted by name: u32 name (an offset
 *                  into strings), u32 its first address's index, u16
 *                  how many, i8 where ftrace patches a call in the first
 *                  of them (-1: nowhere), a byte 0
 *   u64 addresses[]
 *   u64 refused[]:        sorted
 *   u32 refused_names[]:  offsets into strings, sorted by name
 *   strings:              NUL-terminated, "" first
 *
 * in the host's byte order; the body is at no particular alignment in the
 * file, so that every number is read with memcpy. A name is found by a
 * binary search, which reads a few pages of it. */
#define FUNCTION_SIZE 12
#define HEADER_WORDS 6

struct kfunc_list {
	kcache_blob blob;
	const unsigned char *functions, *addrs, *refused, *refused_names;
	const char *strings;
	uint32_t count, naddrs, nrefused, nrefused_names, strings_len;
};

static uint32_t get32(const unsigned char *p)
{
	uint32_t v;
	memcpy(&v, p, sizeof v);
	return v;
}

static uint64_t get64(const unsigned char *p)
{
	uint64_t v;
	memcpy(&v, p, sizeof v);
	return v;
}

static void put32(strbuf *sb, uint32_t v)
{
	sb_putn(sb, (const char *)&v, sizeof v);
}

static void put64(strbuf *sb, uint64_t v)
{
	sb_putn(sb, (const char *)&v, sizeof v);
}

typedef struct body_parts {
	strbuf functions, addrs, refused, refused_names, strings;
	uint32_t count, naddrs, nrefused, nrefused_names;
} body_parts;

/* One record "NAME\tADDR,ADDR\tSITE" or "!NAME\tADDR,ADDR\t!" (its name
 * `len` bytes) into the body's parts. */
static void add_record(body_parts *p, const char *rec, size_t len)
{
	bool refused = rec[0] == '!';
	uint32_t name = (uint32_t)p->strings.len;
	uint32_t first = p->naddrs;
	uint16_t n = 0;

	sb_putn(&p->strings, rec + refused, len - refused);
	sb_putc(&p->strings, '\0');
	const char *s = rec + len + (rec[len] == '\t');
	while (isxdigit((unsigned char)*s)) {
		char *end;
		uint64_t addr = strtoull(s, &end, 16);
		if (refused) {
			put64(&p->refused, addr);
			p->nrefused++;
		} else {
			put64(&p->addrs, addr);
			p->naddrs++;
			n++;
		}
		s = *end == ',' ? end + 1 : end;
	}
	if (refused) {
		put32(&p->refused_names, name);
		p->nrefused_names++;
		return;
	}
	s += *s == '\t';
	signed char site = isdigit((unsigned char)*s) ? (signed char)atoi(s) : -1;
	put32(&p->functions, name);
	put32(&p->functions, first);
	sb_putn(&p->functions, (const char *)&n, sizeof n);
	sb_putc(&p->functions, (char)site);
	sb_putc(&p->functions, '\0');
	p->count++;
}

/* The body of the records, sorted by name (a tab sorts before any
 * character of one), the first of each name kept. */
static void write_body(char **recs, int n, kcache_writer *w)
{
	body_parts p = {0};

	sb_putc(&p.strings, '\0');
	for (int i = 0; i < n; i++) {
		size_t len = strcspn(recs[i], "\t");
		if (i == 0 || strncmp(recs[i], recs[i - 1], len + 1))
			add_record(&p, recs[i], len);
	}
	/* the refused records' addresses come in their names' order */
	if (p.nrefused)
		qsort(p.refused.buf, p.nrefused, 8, compare_addrs);
	uint32_t header[HEADER_WORDS] = {
		p.count, p.naddrs, p.nrefused, p.nrefused_names,
		(uint32_t)p.strings.len, 0,
	};
	kcache_bytes(w, header, sizeof header);
	strbuf *parts[] = { &p.functions, &p.addrs, &p.refused,
			    &p.refused_names, &p.strings };
	for (size_t i = 0; i < sizeof parts / sizeof *parts; i++) {
		kcache_bytes(w, parts[i]->buf ? parts[i]->buf : "", parts[i]->len);
		free(parts[i]->buf);
	}
}

/* The cache's body; false without BTF. */
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
	qsort(names, (size_t)n, sizeof *names, compare_names);
	write_body(names, n, w);
	for (int i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(b.types);
	kimage_close(img);
	return true;
}

/* The list over a checked body: its parts' sizes add up to it and its
 * strings end in a NUL, so that every offset is checked against them
 * on use and no damage reads outside it. */
static void *open_body(kcache_blob blob, const char *body, size_t len)
{
	uint32_t h[HEADER_WORDS];
	if (len < sizeof h)
		return NULL;
	memcpy(h, body, sizeof h);
	uint64_t need = sizeof h + (uint64_t)FUNCTION_SIZE * h[0] +
			8 * ((uint64_t)h[1] + h[2]) + 4 * (uint64_t)h[3] + h[4];
	if (need != len || h[0] > INT32_MAX || !h[4] || body[len - 1])
		return NULL;
	kfunc_list *list = xcalloc(1, sizeof *list);
	list->blob = blob;
	list->count = h[0];
	list->naddrs = h[1];
	list->nrefused = h[2];
	list->nrefused_names = h[3];
	list->strings_len = h[4];
	list->functions = (const unsigned char *)body + sizeof h;
	list->addrs = list->functions + (size_t)FUNCTION_SIZE * h[0];
	list->refused = list->addrs + 8 * (size_t)h[1];
	list->refused_names = list->refused + 8 * (size_t)h[2];
	list->strings = (const char *)list->refused_names + 4 * (size_t)h[3];
	return list;
}

static const kcache_kind functions_kind = {
	.what = "functions",
	.progress = "building the function catalog",
	.magic = CACHE_MAGIC,
	.mapped = true,
	.generate = generate,
	.open = open_body,
};

kfunc_list *kfuncs_load(const char *release, const char *build_dir, int verbose)
{
	return kcache_load(&functions_kind, release, build_dir, verbose);
}

void kfuncs_free(kfunc_list *list)
{
	if (!list)
		return;
	kcache_blob_free(&list->blob);
	free(list);
}

int kfuncs_count(const kfunc_list *list)
{
	return list ? (int)list->count : 0;
}

static const char *string_at(const kfunc_list *list, uint32_t offset)
{
	return offset < list->strings_len ? list->strings + offset : "";
}

static const char *name_at(const kfunc_list *list, int i)
{
	return string_at(list, get32(list->functions + (size_t)FUNCTION_SIZE * i));
}

static int call_site_at(const kfunc_list *list, int i)
{
	return (signed char)list->functions[(size_t)FUNCTION_SIZE * i + 10];
}

/* The first name not below `prefix`. */
static int lower_bound(const kfunc_list *list, const char *prefix, size_t len)
{
	int lo = 0, hi = (int)list->count;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (strncmp(name_at(list, mid), prefix, len) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Only the names that start with the pattern's literal prefix can match:
 * the sorted list is searched for them rather than walked whole. */
static int match(const kfunc_list *list, const char *pattern, bool traced,
		 void (*fn)(const char *name, void *arg), void *arg)
{
	size_t len = strcspn(pattern, "*?[\\");
	int matches = 0;
	for (int i = lower_bound(list, pattern, len); i < (int)list->count &&
	     !strncmp(name_at(list, i), pattern, len); i++)
		if ((!traced || call_site_at(list, i) >= 0) &&
		    fnmatch(pattern, name_at(list, i), 0) == 0) {
			matches++;
			if (fn)
				fn(name_at(list, i), arg);
		}
	return matches;
}

int kfuncs_match(const kfunc_list *list, const char *pattern,
		 void (*fn)(const char *name, void *arg), void *arg)
{
	return match(list, pattern, false, fn, arg);
}

int kfuncs_match_traced(const kfunc_list *list, const char *pattern,
			void (*fn)(const char *name, void *arg), void *arg)
{
	return match(list, pattern, true, fn, arg);
}

/* Where `name` is in the list, or -1. */
static int find(const kfunc_list *list, const char *name)
{
	int i = lower_bound(list, name, strlen(name) + 1);
	return i < (int)list->count && !strcmp(name_at(list, i), name) ? i : -1;
}

bool kfuncs_has(const kfunc_list *list, const char *name)
{
	return find(list, name) >= 0;
}

/* The kallsyms of the first of the kernel's files that has them (the
 * headers' vmlinux, else the image), kept for the next question about
 * the same kernel: decoding them means decompressing the image. NULL
 * when none has them. */
static const ksym_table *kernel_kallsyms(const char *release,
					 const char *build_dir)
{
	static ksym_table syms;
	static char *syms_of;      /* "RELEASE BUILD_DIR", or NULL */
	static bool known;
	char *key = xasprintf("%s %s", release, build_dir);

	if (syms_of && !strcmp(syms_of, key)) {
		free(key);
		return known ? &syms : NULL;
	}
	if (known)
		kallsyms_free(&syms);
	free(syms_of);
	syms_of = key;
	known = false;
	kernel_files kf = kernel_files_find(release, build_dir);
	const char *paths[] = { kf.btf, kf.image };
	for (int i = 0; i < 2 && !known; i++) {
		if (!paths[i] || (i == 1 && kf.btf && !strcmp(kf.btf, kf.image)))
			continue;
		kimage *img = kimage_open(paths[i], 0);
		known = img && kallsyms_read(img, &syms);
		kimage_close(img);
	}
	kernel_files_free(&kf);
	return known ? &syms : NULL;
}

/* `name` among the kernel's kallsyms; false when they do not have it, or
 * there are none (*known says which). */
static bool kernel_symbol(const char *release, const char *build_dir,
			  const char *name, ksym *out, bool *known)
{
	const ksym_table *syms = kernel_kallsyms(release, build_dir);
	const ksym *sym = syms ? kallsyms_find(syms, name) : NULL;

	*known = syms != NULL;
	if (sym)
		*out = (ksym){ .addr = sym->addr, .type = sym->type };
	return sym != NULL;
}

bool kfuncs_text_symbol(const char *release, const char *build_dir,
			const char *name)
{
	ksym sym;
	bool known;
	bool found = kernel_symbol(release, build_dir, name, &sym, &known);

	/* no kallsyms to ask: the kernel refuses what it must */
	return (found && ksym_is_text(&sym)) || !known;
}

/* Whether `addr` is in the kernel's text, between its _stext and _etext
 * or _sinittext and _einittext (true when kallsyms have none of them). */
static bool in_kernel_text(const char *release, const char *build_dir,
			   uint64_t addr)
{
	const ksym_table *syms = kernel_kallsyms(release, build_dir);
	static const char *const bounds[][2] = {
		{ "_stext", "_etext" }, { "_sinittext", "_einittext" },
	};
	bool any = false;

	for (size_t i = 0; syms && i < sizeof bounds / sizeof *bounds; i++) {
		const ksym *start = kallsyms_find(syms, bounds[i][0]);
		const ksym *end = kallsyms_find(syms, bounds[i][1]);
		if (!start || !end)
			continue;
		any = true;
		if (addr >= start->addr && addr < end->addr)
			return true;
	}
	return !any;
}

bool kfuncs_data_symbol(const char *release, const char *build_dir,
			const char *name, uint64_t *addr)
{
	ksym sym;
	bool known;

	/* 7.x's kallsyms type many data symbols 'T' (its /proc/kallsyms
	 * shows jiffies_64 so): where the letter says text, the address
	 * decides */
	if (!kernel_symbol(release, build_dir, name, &sym, &known) ||
	    (ksym_is_text(&sym) && in_kernel_text(release, build_dir, sym.addr)))
		return false;
	*addr = sym.addr;
	return true;
}

bool kfuncs_percpu_symbol(const char *release, const char *build_dir,
			  uint64_t addr)
{
	const ksym_table *syms = kernel_kallsyms(release, build_dir);
	const ksym *start = syms ? kallsyms_find(syms, "__per_cpu_start") : NULL;
	const ksym *end = syms ? kallsyms_find(syms, "__per_cpu_end") : NULL;

	return start && end && addr >= start->addr && addr < end->addr;
}

bool kfuncs_traced(const kfunc_list *list, const char *name)
{
	int i = find(list, name);
	return i >= 0 && call_site_at(list, i) >= 0;
}

int kfuncs_addresses(const kfunc_list *list, const char *name,
		     uint64_t *addrs, int max)
{
	int i = find(list, name), n = 0;
	if (i < 0)
		return 0;
	const unsigned char *f = list->functions + (size_t)FUNCTION_SIZE * i;
	uint32_t first = get32(f + 4);
	uint16_t count;
	memcpy(&count, f + 8, sizeof count);
	if (first > list->naddrs || count > list->naddrs - first)
		return 0;
	for (; n < count && n < max; n++)
		addrs[n] = get64(list->addrs + 8 * ((size_t)first + (size_t)n));
	return n;
}

kfunc_link kfuncs_link_address(const kfunc_list *list, uint64_t addr)
{
	kfunc_link link = { .call_site = -1 };
	uint64_t ref;
	if (list && kfuncs_addresses(list, "sprint_symbol_no_offset", &ref, 1)) {
		link.linked = true;
		link.offset = (int64_t)(addr - ref);
	}
	return link;
}

kfunc_link kfuncs_link(const kfunc_list *list, const char *name)
{
	uint64_t addr;
	if (!list || !kfuncs_addresses(list, name, &addr, 1))
		return (kfunc_link){0};
	kfunc_link link = kfuncs_link_address(list, addr);
	if (link.linked)
		link.call_site = call_site_at(list, find(list, name));
	return link;
}

void kfuncs_link_fields(const kfunc_link *link, FILE *out)
{
	if (link->linked)
		fprintf(out, ".linked = true, .link_offset = %lldL, .call_site = %d, ",
			(long long)link->offset, link->call_site);
}

bool kfuncs_refused(const kfunc_list *list, uint64_t addr)
{
	uint32_t lo = 0, hi = list ? list->nrefused : 0;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		uint64_t at = get64(list->refused + 8 * (size_t)mid);
		if (at == addr)
			return true;
		if (at < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

bool kfuncs_refused_name(const kfunc_list *list, const char *name)
{
	uint32_t lo = 0, hi = list ? list->nrefused_names : 0;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		int c = strcmp(string_at(list, get32(list->refused_names + 4 * (size_t)mid)),
			       name);
		if (!c)
			return true;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}
