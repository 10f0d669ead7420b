/* The catalog of the target kernel's system calls, generated from the
 * kernel and cached per kernel build (kcache.h):
 *
 *  - numbers and names: the uapi unistd_64.h its build generated
 *    (__NR_close 3), the names syscall_name() gives;
 *  - what each number calls: the syscall table its build generated
 *    (__SYSCALL(3, sys_close)); sys_ni_syscall marks a number kept free;
 *  - arguments: the syscall metadata of the kernel image (sc_image.c);
 *  - constants for decoding them: its uapi headers (sc_consts.c).
 *
 * The cache's body, one fact a line:
 *   prefix \t KPROBE_PREFIX
 *   call \t NR \t NAME \t ENTRY \t NARGS [\t TYPE \t NAME \t SIZE \t KIND]...
 *   const \t GROUP \t NAME \t VALUE
 * KIND is s (signed), u (unsigned) or p (pointer). */
#include <fnmatch.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>

#include "kcache.h"
#include "syscalls.h"
#include "util.h"

/* a new group of constants (sc_consts.c) makes a new catalog: bump it */
#define CACHE_MAGIC "tapc-syscalls 4"

/* --- the build's generated headers --- */

/* The one file matching `pattern` under the build tree, or NULL. */
static char *build_file(const char *build_dir, const char *pattern)
{
	char *full = xasprintf("%s/%s", build_dir, pattern);
	glob_t g;
	char *found = NULL;
	if (glob(full, 0, NULL, &g) == 0 && g.gl_pathc >= 1)
		found = xstrdup(g.gl_pathv[0]);
	globfree(&g);
	free(full);
	return found;
}

typedef struct nr_name {
	int nr;
	char *name;
} nr_name;

/* "#define __NR_close 3" lines: number and name of every system call. */
static void read_unistd(const char *text, nr_name **out, int *count)
{
	for (const char *p = text; p && (p = strstr(p, "#define __NR_")); p++) {
		const char *name = p + 13, *end = name + strcspn(name, " \t\n");
		char *num_end;
		long nr = strtol(end, &num_end, 10);
		if (num_end == end || nr < 0 || nr > 4095 ||
		    (*num_end != '\n' && *num_end != '\0'))
			continue;
		nr_name n = { (int)nr, xstrndup(name, (size_t)(end - name)) };
		VEC_PUSH(*out, *count, n);
	}
}

/* "__SYSCALL(3, sys_close)" lines: what the table calls for a number. */
static void read_table(const char *text, nr_name **out, int *count)
{
	/* 6.12 marks the calls that never return (exit, exit_group):
	 * __SYSCALL_NORETURN(60, sys_exit) */
	for (const char *p = text; p && (p = strstr(p, "__SYSCALL")); p++) {
		const char *args = p + 9;
		if (!strncmp(args, "_NORETURN", 9))
			args += 9;
		if (*args++ != '(')
			continue;
		char *end;
		long nr = strtol(args, &end, 10);
		if (end == args || *end != ',' || nr < 0 || nr > 4095)
			continue;
		const char *entry = end + 1 + strspn(end + 1, " ");
		size_t len = strcspn(entry, ")");
		nr_name n = { (int)nr, xstrndup(entry, len) };
		VEC_PUSH(*out, *count, n);
	}
}

static void free_nr_names(nr_name *items, int count)
{
	for (int i = 0; i < count; i++)
		free(items[i].name);
	free(items);
}

/* --- generating the cache body --- */

static const sc_proto *find_proto(const sc_proto_list *list, const char *entry)
{
	for (int i = 0; i < list->count; i++)
		if (!strcmp(list->items[i].entry, entry))
			return &list->items[i];
	return NULL;
}

static const char *entry_of(const nr_name *table, int ntable, const nr_name *call)
{
	for (int i = 0; i < ntable; i++)
		if (table[i].nr == call->nr)
			return table[i].name;
	return NULL;
}

static void add_call(kcache_writer *w, const nr_name *call, const char *entry,
		     const sc_proto *proto)
{
	if (!entry || !strcmp(entry, "sys_ni_syscall"))
		entry = "";
	int nargs = proto ? proto->nargs : *entry ? -1 : 0;
	kcache_field(w, "call");
	kcache_field(w, "%d", call->nr);
	kcache_field(w, "%s", call->name);
	kcache_field(w, "%s", entry);
	kcache_field(w, "%d", nargs);
	for (int i = 0; proto && i < proto->nargs; i++) {
		const sc_arg *a = &proto->args[i];
		kcache_field(w, "%s", a->c_type);
		kcache_field(w, "%s", a->name);
		kcache_field(w, "%d", a->size);
		kcache_field(w, "%c", a->is_pointer ? 'p' : a->is_signed ? 's' : 'u');
	}
	kcache_end_record(w);
}

static int compare_nr(const void *a, const void *b)
{
	const nr_name *x = a, *y = b;
	return (x->nr > y->nr) - (x->nr < y->nr);
}

/* The records of the cache file; false when the build does not say what
 * its system calls are. */
static bool generate(const kernel_files *kf, int verbose, kcache_writer *w)
{
	char *unistd_path = build_file(kf->build_dir,
				       "arch/*/include/generated/uapi/asm/unistd_64.h");
	char *table_path = build_file(kf->build_dir,
				      "arch/*/include/generated/asm/syscalls_64.h");
	char *unistd = unistd_path ? read_file(unistd_path, NULL) : NULL;
	char *table_text = table_path ? read_file(table_path, NULL) : NULL;
	nr_name *calls = NULL, *table = NULL;
	int ncalls = 0, ntable = 0;
	if (unistd)
		read_unistd(unistd, &calls, &ncalls);
	if (table_text)
		read_table(table_text, &table, &ntable);
	if (ncalls == 0) {
		fprintf(stderr, "%s: no system call numbers in %s (unistd_64.h)\n",
			progname, kf->build_dir);
		free(unistd_path);
		free(table_path);
		free(unistd);
		free(table_text);
		free_nr_names(table, ntable);
		return false;
	}
	qsort(calls, (size_t)ncalls, sizeof *calls, compare_nr);

	sc_proto_list protos = {0};
	if (!kf->image || !sc_image_scan(kf->image, verbose, &protos))
		fprintf(stderr, "%s: warning: the kernel image %s does not describe "
			"its system calls' arguments\n", progname,
			kf->image ? kf->image : "(none)");
	sc_const *consts = NULL;
	int nconsts = 0;
	sc_consts_scan(kf->build_dir, verbose, &consts, &nconsts);

	kcache_field(w, "prefix");
	kcache_field(w, "%s", protos.kprobe_prefix ? protos.kprobe_prefix : "");
	kcache_end_record(w);
	int described = 0;
	for (int i = 0; i < ncalls; i++) {
		char *fallback = xasprintf("sys_%s", calls[i].name);
		const char *entry = table ? entry_of(table, ntable, &calls[i]) : fallback;
		const sc_proto *proto = entry ? find_proto(&protos, entry) : NULL;
		described += proto != NULL;
		add_call(w, &calls[i], entry, proto);
		free(fallback);
	}
	for (int i = 0; i < nconsts; i++) {
		kcache_field(w, "const");
		kcache_field(w, "%s", consts[i].group);
		kcache_field(w, "%s", consts[i].name);
		kcache_field(w, "%lld", consts[i].value);
		kcache_end_record(w);
		free(consts[i].group);
		free(consts[i].name);
	}
	if (verbose)
		fprintf(stderr, "%s: system calls of %s: %d numbers, %d with "
			"arguments described; %d constants\n", progname,
			kf->release, ncalls, described, nconsts);
	free(consts);
	sc_proto_list_free(&protos);
	free_nr_names(calls, ncalls);
	free_nr_names(table, ntable);
	free(unistd_path);
	free(table_path);
	free(unistd);
	free(table_text);
	return true;
}

/* --- reading the cache --- */

static bool parse_call(char **f, int n, syscall_info *sc)
{
	if (n < 5)
		return false;
	sc->nr = atoi(f[1]);
	sc->name = f[2];
	sc->entry = f[3];
	sc->nargs = atoi(f[4]);
	if (sc->nargs > 6 || n != 5 + 4 * (sc->nargs > 0 ? sc->nargs : 0))
		return false;
	sc->args = sc->nargs > 0 ? xcalloc((size_t)sc->nargs, sizeof *sc->args) : NULL;
	for (int i = 0; i < sc->nargs; i++) {
		char **a = f + 5 + 4 * i;
		sc->args[i] = (sc_arg){ .c_type = a[0], .name = a[1],
					.size = atoi(a[2]), .is_signed = a[3][0] == 's',
					.is_pointer = a[3][0] == 'p' };
		if (sc->args[i].is_pointer)
			sc->args[i].uaddr_name = xasprintf("%s_uaddr", a[1]);
	}
	return true;
}

static int compare_names(const void *a, const void *b)
{
	const syscall_info *x = *(syscall_info *const *)a, *y = *(syscall_info *const *)b;
	int c = strcmp(x->name, y->name);
	return c ? c : (x > y) - (x < y);
}

/* The index sc_catalog_find searches: by name, and by number among
 * calls of one name, so that the first of a name is the first by
 * number, as a scan would find it. */
static void index_names(sc_catalog *cat)
{
	cat->by_name = xmalloc(sizeof *cat->by_name * (size_t)cat->ncalls);
	for (int i = 0; i < cat->ncalls; i++)
		cat->by_name[i] = &cat->calls[i];
	qsort(cat->by_name, (size_t)cat->ncalls, sizeof *cat->by_name, compare_names);
}

static void *parse_body(char *text, kcache_reader *records)
{
	sc_catalog *cat = xcalloc(1, sizeof *cat);
	cat->max_nr = -1;
	char *f[5 + 4 * 6];
	int n;
	while ((n = kcache_next_record(records, f, 5 + 4 * 6))) {
		if (!strcmp(f[0], "prefix") && n == 2) {
			cat->kprobe_prefix = f[1];
		} else if (!strcmp(f[0], "call")) {
			syscall_info sc = {0};
			if (!parse_call(f, n, &sc))
				goto bad;
			VEC_PUSH(cat->calls, cat->ncalls, sc);
			if (sc.nr > cat->max_nr)
				cat->max_nr = sc.nr;
		} else if (!strcmp(f[0], "const") && n == 4) {
			sc_const c = { f[1], f[2], atoll(f[3]) };
			VEC_PUSH(cat->consts, cat->nconsts, c);
		} else {
			goto bad;
		}
	}
	if (!cat->kprobe_prefix || cat->ncalls == 0)
		goto bad;
	cat->storage = text;
	sc_kept_free_describe(cat);
	index_names(cat);
	return cat;
bad:
	sc_catalog_free(cat);
	return NULL;
}

sc_catalog *sc_catalog_load(const char *release, const char *build_dir,
			    int verbose)
{
	/* the constants' groups are in the magic: a catalog of other
	 * groups is made again */
	static char *magic;
	if (!magic)
		magic = xasprintf("%s consts %016llx", CACHE_MAGIC, sc_consts_digest());
	const kcache_kind syscalls_kind = {
		.what = "syscalls",
		.progress = "building the system call catalog",
		.magic = magic,
		.generate = generate,
		.parse = parse_body,
	};
	return kcache_load(&syscalls_kind, release, build_dir, verbose);
}

void sc_catalog_free(sc_catalog *cat)
{
	if (!cat)
		return;
	for (int i = 0; i < cat->ncalls; i++) {
		for (int j = 0; j < cat->calls[i].nargs; j++)
			free(cat->calls[i].args[j].uaddr_name);
		free(cat->calls[i].args);
	}
	free(cat->calls);
	free(cat->by_name);
	free(cat->consts);
	free(cat->storage);
	free(cat);
}

int sc_catalog_match(const sc_catalog *cat, const char *pattern,
		     void (*fn)(const syscall_info *sc, void *arg), void *arg)
{
	int matches = 0;
	/* most patterns name one call: fnmatch for each of the hundreds
	 * of calls, hundreds of times a script, was much of pass 2 */
	bool literal = !strpbrk(pattern, "*?[\\");
	for (int i = 0; i < cat->ncalls; i++) {
		if (literal ? strcmp(pattern, cat->calls[i].name) != 0
			    : fnmatch(pattern, cat->calls[i].name, 0) != 0)
			continue;
		matches++;
		if (fn)
			fn(&cat->calls[i], arg);
	}
	return matches;
}

const syscall_info *sc_catalog_find(const sc_catalog *cat, const char *name)
{
	/* the first of the index's calls whose name is not below `name` */
	int lo = 0, hi = cat->ncalls;
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		if (strcmp(cat->by_name[mid]->name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < cat->ncalls && !strcmp(cat->by_name[lo]->name, name))
		return cat->by_name[lo];
	return NULL;
}

bool sc_catalog_const(const sc_catalog *cat, const char *name, long long *value)
{
	for (int i = 0; i < cat->nconsts; i++)
		if (!strcmp(cat->consts[i].name, name)) {
			*value = cat->consts[i].value;
			return true;
		}
	return false;
}
