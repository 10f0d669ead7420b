/* The catalog of the target kernel's tracepoints: which exist, in which
 * system, with which prototype. Generated from the kernel itself, never
 * typed in, and cached per kernel build:
 *
 *  - which tracepoints are built into vmlinux: the __tracepoint_NAME
 *    symbols of System.map or of an unstripped vmlinux, and the
 *    btf_trace_NAME types of its BTF (Debian ships a System.map that is a
 *    stub; the BTF of /boot/vmlinuz is always there);
 *  - prototypes and systems: the kernel's trace headers preprocessed by
 *    its own kbuild (tp_headers.c); for tracepoints whose header is not
 *    shipped, the prototype from BTF (tp_btf.c) and no system.
 *
 * The cache is a text file, one tracepoint a line:
 *   SYSTEM \t NAME \t PROTO [\t TYPE \t ARGNAME \t VALUE_TYPE]...
 * between a header line (format and key) and a trailer with the count and
 * a checksum of all that precedes it, so that a damaged file is told from
 * a good one and regenerated. Loading parses it in place. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "kcache.h"
#include "tp_int.h"
#include "tracepoints.h"
#include "util.h"

#define CACHE_MAGIC "tapc-tracepoints 4"

/* --- the symbol map --- */

/* The __tracepoint_NAME symbols of a System.map; none for Debian's, which
 * is a one-line stub (the real one is in the -dbg package). */
static void read_system_map(const char *path, char ***names, int *count)
{
	char *text = path ? read_file(path, NULL) : NULL;
	static const char marker[] = " __tracepoint_";
	for (char *p = text; p && (p = strstr(p, marker));) {
		/* "ffffffff82a3c0c0 D __tracepoint_sys_enter" */
		char *name = p + sizeof marker - 1;
		char *end = name + strcspn(name, " \t\n");
		if (p >= text + 2 && (p[-1] == 'D' || p[-1] == 'd' ||
				      p[-1] == 'B' || p[-1] == 'b') && end > name)
			VEC_PUSH(*names, *count, xstrndup(name, (size_t)(end - name)));
		p = end;
	}
	free(text);
}

/* --- merging the sources --- */

static int compare_raw_by_name(const void *a, const void *b)
{
	return strcmp(((const tp_raw *)a)->name, ((const tp_raw *)b)->name);
}

static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static const tp_raw *find_raw(const tp_raw_list *list, const char *name)
{
	tp_raw key = { .name = (char *)name };
	return bsearch(&key, list->items, (size_t)list->count,
		       sizeof *list->items, compare_raw_by_name);
}

/* Sorts by name and keeps one entry per name, for find_raw(): the one
 * with a prototype (a preprocessed header) over one without (a header's
 * text), the system of either. */
static void sort_unique(tp_raw_list *list)
{
	qsort(list->items, (size_t)list->count, sizeof *list->items,
	      compare_raw_by_name);
	int out = 0;
	for (int i = 0; i < list->count; i++) {
		tp_raw *cur = &list->items[i];
		tp_raw *kept = out ? &list->items[out - 1] : NULL;
		if (kept && !strcmp(kept->name, cur->name)) {
			if (!kept->proto && cur->proto) {
				tp_raw tmp = *kept;
				*kept = *cur;
				*cur = tmp;
			}
			if (!kept->system && cur->system) {
				kept->system = cur->system;
				cur->system = NULL;
			}
			free(cur->system);
			free(cur->name);
			free(cur->proto);
			continue;
		}
		list->items[out++] = *cur;
	}
	list->count = out;
}

/* What went into a catalog, for -v and for the tests' report. */
typedef struct merge_stats {
	int present, from_headers, from_btf, without_system, without_proto,
	    disagreeing;
} merge_stats;

/* The one tracepoint `name`: prototype and system from the headers where
 * they have it (the names and spelling the kernel's source uses), else
 * from BTF. The headers were preprocessed with the target's own config,
 * so their arity must be BTF's; when not, BTF (the compiled kernel) wins. */
static void merge_one(const char *name, const tp_raw *hdr, const tp_raw *btf,
		      tp_raw_list *out, merge_stats *st, int verbose)
{
	const char *system = hdr && hdr->system ? hdr->system : "";
	const char *proto = hdr ? hdr->proto : NULL;
	if (proto && btf) {
		tp_arg *a, *b;
		int na = tp_proto_split(proto, &a), nb = tp_proto_split(btf->proto, &b);
		if (na != nb) {
			st->disagreeing++;
			if (verbose >= 2)
				fprintf(stderr, "%s: tracepoint %s: header says (%s), "
					"BTF (%s)\n", progname, name, proto, btf->proto);
			proto = NULL;
		}
		tp_args_free(a, na > 0 ? na : 0);
		tp_args_free(b, nb > 0 ? nb : 0);
	}
	if (proto)
		st->from_headers++;
	else if (btf && btf->proto) {
		proto = btf->proto;
		st->from_btf++;
	}
	if (!proto) {
		st->without_proto++;
		return;
	}
	st->without_system += !*system;
	char *normal = tp_proto_normalize(proto);
	if (normal)
		tp_raw_add(out, system, name, normal);
	else
		st->without_proto++;
	free(normal);
}

/* The names of the tracepoints built into the target: the symbols when
 * there are any, and BTF's, which has one typedef for each. */
static void present_names(char **symbols, int nsymbols, const tp_raw_list *btf,
			  char ***names, int *count)
{
	for (int i = 0; i < nsymbols; i++)
		VEC_PUSH(*names, *count, xstrdup(symbols[i]));
	for (int i = 0; i < btf->count; i++)
		VEC_PUSH(*names, *count, xstrdup(btf->items[i].name));
	qsort(*names, (size_t)*count, sizeof **names, compare_strings);
	int out = 0;
	for (int i = 0; i < *count; i++) {
		if (out && !strcmp((*names)[out - 1], (*names)[i]))
			free((*names)[i]);
		else
			(*names)[out++] = (*names)[i];
	}
	*count = out;
}

static int compare_by_system_name(const void *a, const void *b)
{
	const tp_raw *x = a, *y = b;
	int c = strcmp(x->system, y->system);
	return c ? c : strcmp(x->name, y->name);
}

/* Keeps of `names` only `only`, when the kernel has it and the headers
 * that name it told what the whole catalog's merge would take: else
 * none, and the one tracepoint's catalog says it cannot tell. */
static void keep_only(const char *only, const tp_raw_list *hdr, char **names,
		      int *count)
{
	char *kept = NULL;
	for (int i = 0; i < *count; i++) {
		if (!kept && !strcmp(names[i], only) && find_raw(hdr, only))
			kept = names[i];
		else
			free(names[i]);
	}
	if (kept)
		names[0] = kept;
	*count = kept != NULL;
}

/* Generates the catalog's entries, sorted by system and name; with
 * `only`, the entry of that one tracepoint from the headers that name it
 * alone (none when they do not tell). */
static bool generate(const kernel_files *kf, kimage *img, const btf *b,
		     const char *only, int verbose, tp_raw_list *out,
		     tp_typedefs *typedefs)
{
	tp_raw_list hdr = {0}, btf = {0};
	char **symbols = NULL, **names = NULL;
	int nsymbols = 0, nnames = 0, skipped = 0;
	read_system_map(kf->system_map, &symbols, &nsymbols);
	if (img)
		tp_btf_scan(img, b, verbose, &btf, &symbols, &nsymbols);
	bool have_headers = tp_headers_scan(kf->build_dir, only, verbose, &hdr,
					    typedefs, &skipped);
	sort_unique(&hdr);
	sort_unique(&btf);
	present_names(symbols, nsymbols, &btf, &names, &nnames);
	if (only) {
		keep_only(only, &hdr, names, &nnames);
		if (nnames == 0)
			have_headers = true;   /* nothing to warn of */
	}
	if (!have_headers)
		fprintf(stderr, "%s: warning: prototypes of %s from BTF only, "
			"without systems\n", progname, kf->release);
	if (nnames == 0 && !only) {
		/* nothing tells what is built in: keep all the headers declare */
		fprintf(stderr, "%s: warning: neither a System.map nor BTF of %s: "
			"listing every tracepoint its headers declare, built in "
			"or not\n", progname, kf->release);
		for (int i = 0; i < hdr.count; i++)
			VEC_PUSH(names, nnames, xstrdup(hdr.items[i].name));
	}
	merge_stats st = { .present = nnames };
	for (int i = 0; i < nnames; i++)
		merge_one(names[i], find_raw(&hdr, names[i]), find_raw(&btf, names[i]),
			  out, &st, verbose);
	qsort(out->items, (size_t)out->count, sizeof *out->items,
	      compare_by_system_name);
	if (verbose)
		fprintf(stderr, "%s: tracepoints of %s: %d built in (%d symbols, "
			"%d in BTF); prototypes for %d: %d from headers, %d from "
			"BTF (%d headers disagreed); %d without system, %d without "
			"prototype\n", progname, kf->release, st.present, nsymbols,
			btf.count, out->count, st.from_headers, st.from_btf,
			st.disagreeing, st.without_system, st.without_proto);
	for (int i = 0; i < nsymbols; i++)
		free(symbols[i]);
	for (int i = 0; i < nnames; i++)
		free(names[i]);
	free(symbols);
	free(names);
	tp_raw_list_free(&hdr);
	tp_raw_list_free(&btf);
	return out->count > 0 || only;
}

/* --- the cache file --- */

/* The type a module's handler declares an argument with: one of C's own
 * or void *, of the same size and signedness, so that no kernel header is
 * needed (blk_status_t is an unsigned char; struct request * is a
 * pointer, which needs no declaration of struct request). From BTF, else
 * from the headers' typedefs; TP_VALUE_UNKNOWN where neither tells (a
 * typedef of a private header, on a kernel without BTF). */
static const char *value_type(const btf *b, const tp_typedefs *typedefs,
			      const char *c_type)
{
	btf_value v = btf_classify(b, c_type);
	if (!v.known && !b) {
		char *resolved = tp_typedefs_resolve(typedefs, c_type);
		v = btf_classify(NULL, resolved);
		free(resolved);
	}
	return v.known ? btf_value_c_type(v) : TP_VALUE_UNKNOWN;
}

/* The cache's records: one a tracepoint, each argument with its type as
 * declared, its name and the type a handler declares it with. */
/* The one tracepoint a catalog of one is made for (tp_catalog_load_one):
 * part of its cache's key. */
static const char *one_name;

static bool generate_records(const kernel_files *kf, const char *only,
			     int verbose, kcache_writer *w)
{
	kimage *img = kf->btf ? kimage_open(kf->btf, verbose) : NULL;
	btf b;
	bool have_btf = img && kimage_btf(img, &b);
	if (img && !have_btf && verbose)
		fprintf(stderr, "%s: %s has no BTF\n", progname, kf->btf);
	const btf *bp = have_btf ? &b : NULL;
	tp_raw_list list = {0};
	tp_typedefs typedefs = {0};
	/* without BTF the value types come from all headers' typedefs */
	bool ok = only && !bp ? true
		: generate(kf, img, bp, only, verbose, &list, &typedefs);
	for (int i = 0; ok && i < list.count; i++) {
		const tp_raw *r = &list.items[i];
		tp_arg *args;
		int nargs = tp_proto_split(r->proto, &args);
		kcache_field(w, "%s", r->system);
		kcache_field(w, "%s", r->name);
		kcache_field(w, "%s", r->proto);
		for (int a = 0; a < nargs; a++) {
			kcache_field(w, "%s", args[a].c_type);
			kcache_field(w, "%s", args[a].name);
			kcache_field(w, "%s", value_type(bp, &typedefs, args[a].c_type));
		}
		kcache_end_record(w);
		tp_args_free(args, nargs > 0 ? nargs : 0);
	}
	tp_raw_list_free(&list);
	tp_typedefs_free(&typedefs);
	if (have_btf)
		free(b.types);
	if (img)
		kimage_close(img);
	return ok;
}

/* The catalog from a cache body, parsed in place. */
static void *parse_body(char *text, kcache_reader *records)
{
	tp_catalog *cat = xcalloc(1, sizeof *cat);
	cat->tps = xcalloc((size_t)records->count + 1, sizeof *cat->tps);
	char *fields[3 + 3 * 64];
	int n;
	for (int i = 0; (n = kcache_next_record(records, fields, 3 + 3 * 64)); i++) {
		if (n < 3 || (n - 3) % 3)
			goto bad;
		tracepoint_info *tp = &cat->tps[i];
		tp->system = fields[0];
		tp->name = fields[1];
		tp->proto = fields[2];
		tp->nargs = (n - 3) / 3;
		tp->args = tp->nargs ? xcalloc((size_t)tp->nargs, sizeof *tp->args) : NULL;
		for (int a = 0; a < tp->nargs; a++) {
			tp->args[a].c_type = fields[3 + 3 * a];
			tp->args[a].name = fields[4 + 3 * a];
			tp->args[a].value_type = fields[5 + 3 * a];
		}
		cat->ntps = i + 1;
	}
	cat->storage = text;
	return cat;
bad:
	tp_catalog_free(cat);
	return NULL;
}

static bool generate_all(const kernel_files *kf, int verbose, kcache_writer *w)
{
	return generate_records(kf, NULL, verbose, w);
}

static bool generate_one(const kernel_files *kf, int verbose, kcache_writer *w)
{
	return generate_records(kf, one_name, verbose, w);
}

static char *one_key(const kernel_files *kf)
{
	(void)kf;
	return xstrdup(one_name);
}

static const kcache_kind tracepoints_kind = {
	.what = "tracepoints",
	.progress = "building the tracepoint catalog",
	.magic = CACHE_MAGIC,
	.generate = generate_all,
	.parse = parse_body,
};

static kcache_kind one_tracepoint_kind = {
	.what = "tracepoint",
	.magic = CACHE_MAGIC,
	.generate = generate_one,
	.parse = parse_body,
	.more_key = one_key,
};

tp_catalog *tp_catalog_load(const char *release, const char *build_dir,
			    int verbose)
{
	return kcache_load(&tracepoints_kind, release, build_dir, verbose);
}

tp_catalog *tp_catalog_load_kept(const char *release, const char *build_dir,
				 int verbose)
{
	return kcache_load_kept(&tracepoints_kind, release, build_dir, verbose);
}

tp_catalog *tp_catalog_load_one(const char *release, const char *build_dir,
				const char *name, int verbose)
{
	one_name = name;
	char *progress = xasprintf("reading tracepoint %s in the headers", name);
	one_tracepoint_kind.progress = progress;
	tp_catalog *cat = kcache_load(&one_tracepoint_kind, release, build_dir,
				      verbose);
	one_tracepoint_kind.progress = NULL;
	free(progress);
	one_name = NULL;
	if (cat && cat->ntps == 0) {
		tp_catalog_free(cat);
		cat = NULL;
	}
	return cat;
}

void tp_catalog_free(tp_catalog *cat)
{
	if (!cat)
		return;
	for (int i = 0; i < cat->ntps; i++)
		free(cat->tps[i].args);
	free(cat->tps);
	free(cat->storage);
	free(cat);
}

/* --- matching --- */

int tp_catalog_match(const tp_catalog *cat, const char *pattern,
		     void (*fn)(const tracepoint_info *tp, void *arg),
		     void *arg)
{
	const char *colon = strchr(pattern, ':');
	char *system_pattern = colon ? xstrndup(pattern, (size_t)(colon - pattern)) : NULL;
	const char *name_pattern = colon ? colon + 1 : pattern;
	int matches = 0;
	for (int i = 0; i < cat->ntps; i++) {
		const tracepoint_info *tp = &cat->tps[i];
		if (fnmatch(name_pattern, tp->name, 0) != 0)
			continue;
		if (system_pattern && fnmatch(system_pattern, tp->system, 0) != 0)
			continue;
		matches++;
		if (fn)
			fn(tp, arg);
	}
	free(system_pattern);
	return matches;
}
