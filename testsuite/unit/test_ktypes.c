/* Unit tests of the kernel's type catalog and its probe-able functions,
 * on the installed target kernel (6.1.0-57-amd64 when it is there): facts
 * anyone can check in the kernel's sources.
 * Prints "PASS: name" or "FAIL: name" per check; exits 1 on any failure. */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kexports.h"
#include "kfuncs.h"
#include "kmodules.h"
#include "ktypes.h"
#include "unit.h"
#include "util.h"

/* "(TYPE NAME, ...) -> RET" as stap spells the types. */
static char *spell_proto(const ktypes *kt, const kproto *p)
{
	strbuf sb = {0};
	sb_putc(&sb, '(');
	for (int i = 0; i < p->nparams; i++) {
		char *t = ktypes_spell(kt, p->params[i].type);
		sb_printf(&sb, "%s%s %s", i ? ", " : "", t, p->params[i].name);
		free(t);
	}
	char *r = ktypes_spell(kt, p->ret);
	sb_printf(&sb, ") -> %s", r);
	free(r);
	return sb_steal(&sb);
}

static void check_proto(const ktypes *kt, const char *fn, const char *want,
			bool readable)
{
	kproto p;
	bool found = ktypes_function(kt, fn, &p);
	char *got = found ? spell_proto(kt, &p) : xstrdup("(none)");
	char *label = xasprintf("%s%s %s", fn, got, readable ? "" : "(not all in registers)");
	unit_result(label, found && !strcmp(got, want) &&
		    (p.unreadable == NULL) == readable, got);
	free(label);
	free(got);
}

static void check_member(const ktypes *kt, const char *type, const char *member,
			 const char *want_type, const char *want_resolved)
{
	uint32_t id = ktypes_named(kt, type);
	kmember m;
	bool found = id && ktypes_member(kt, id, member, &m);
	char *spelt = found ? ktypes_spell(kt, m.type) : xstrdup("(none)");
	ktype_info ti;
	ktypes_info(kt, found ? m.type : 0, &ti);
	char *resolved = found ? ktypes_spell(kt, ti.id) : xstrdup("(none)");
	char *label = xasprintf("%s.%s: %s (%s) at byte %llu", type, member, spelt,
				resolved, found ? (unsigned long long)m.bit_offset / 8 : 0ULL);
	unit_result(label, found && !strcmp(spelt, want_type) &&
		    !strcmp(resolved, want_resolved), NULL);
	free(label);
	free(spelt);
	free(resolved);
}

static void check_types(const ktypes *kt)
{
	check_proto(kt, "vfs_read",
		    "(struct file* file, char* buf, size_t count, loff_t* pos) -> ssize_t", true);
	check_proto(kt, "close_fd", "(unsigned int fd) -> int", true);
	check_member(kt, "task_struct", "pid", "pid_t", "int");
	check_member(kt, "struct task_struct", "comm", "char[16]", "char[16]");
	check_member(kt, "struct file", "f_path", "struct path", "struct path");
	/* a member of an anonymous union inside struct page */
	check_member(kt, "page", "lru", "struct list_head", "struct list_head");
	check_member(kt, "qstr", "name", "const unsigned char*", "const unsigned char*");

	ktype_info ti;
	uint32_t comm_type = 0;
	kmember m;
	if (ktypes_member(kt, ktypes_named(kt, "task_struct"), "comm", &m))
		comm_type = m.type;
	ktypes_info(kt, comm_type, &ti);
	ktype_info elem;
	ktypes_info(kt, ti.target, &elem);
	unit_result("task_struct.comm is an array of 16 chars",
		    ti.kind == KT_ARRAY && ti.nelems == 16 && elem.kind == KT_INT &&
		    elem.is_char && elem.size == 1, NULL);
	ktypes_info(kt, ktypes_named(kt, "long unsigned int"), &ti);
	unit_result("long unsigned int: 8 bytes, unsigned",
		    ti.kind == KT_INT && ti.size == 8 && !ti.is_signed, NULL);
	ktypes_info(kt, ktypes_named(kt, "pid_t"), &ti);
	unit_result("pid_t: a typedef of a signed 4-byte int",
		    ti.kind == KT_INT && ti.size == 4 && ti.is_signed, NULL);
	uint32_t state = ktypes_named(kt, "enum pid_type");
	const char *tgid = ktypes_enum_name(kt, state, 1);
	unit_result("enum pid_type's value 1 is PIDTYPE_TGID",
		    tgid && !strcmp(tgid, "PIDTYPE_TGID"), tgid);
	unit_result("no type named nosuch_type_at_all",
		    ktypes_named(kt, "struct nosuch_type_at_all") == 0, NULL);

	/* TP_PROTO(bool preempt, struct task_struct *prev, ...) */
	uint32_t preempt = ktypes_tracepoint_arg(kt, "sched_switch", 0);
	uint32_t prev = ktypes_tracepoint_arg(kt, "sched_switch", 1);
	char *prev_type = ktypes_spell(kt, prev);
	unit_result("sched_switch's arguments: bool preempt, struct task_struct* prev",
		    preempt && prev && !strcmp(prev_type, "struct task_struct*") &&
		    ktypes_tracepoint_arg(kt, "sched_switch", 4) == 0, prev_type);
	free(prev_type);
	const char *in_reg[] = {
		ktypes_register_type(kt, preempt), ktypes_register_type(kt, prev),
		ktypes_register_type(kt, ktypes_named(kt, "pid_t")),
		ktypes_register_type(kt, ktypes_named(kt, "struct path")),
	};
	unit_result("in registers: bool as u8, a pointer as u64, pid_t as s32, "
		    "not struct path",
		    in_reg[0] && !strcmp(in_reg[0], "u8") && in_reg[1] &&
		    !strcmp(in_reg[1], "u64") && in_reg[2] && !strcmp(in_reg[2], "s32") &&
		    !in_reg[3], NULL);
}

static void test_types(const char *release, const char *build)
{
	double t0 = unit_now_ms();
	ktypes *kt = ktypes_load(release, build, 1);
	double t1 = unit_now_ms();
	/* CPU time: the suite runs beside other work on a loaded machine */
	clock_t c1 = clock();
	ktypes *again = ktypes_load(release, build, 0);
	double t2 = t1 + (double)(clock() - c1) * 1e3 / CLOCKS_PER_SEC;
	char *label = xasprintf("the types of %s from BTF (%.1f s)", release,
				(t1 - t0) / 1e3);
	unit_result(label, kt != NULL, NULL);
	free(label);
	label = xasprintf("the types from the cache in %.1f ms", t2 - t1);
	/* how fast is bench/'s to measure, never a test's to assert */
	unit_result(label, again && ktypes_btf(again)->ntypes == ktypes_btf(kt)->ntypes,
		    NULL);
	free(label);
	if (kt)
		check_types(again ? again : kt);
	ktypes_free(kt);
	ktypes_free(again);
}

static void check_probeable(const kfunc_list *fl, const char *fn, bool want)
{
	char *label = xasprintf("%s %s", fn, want ? "may be probed" : "is refused");
	unit_result(label, (kfuncs_match(fl, fn, NULL, NULL) == 1) == want, NULL);
	free(label);
}

typedef struct copies {
	const kfunc_list *fl;
	const char *name;    /* the first of more than one copy */
} copies;

static void first_copied(const char *name, void *arg)
{
	copies *c = arg;
	uint64_t addrs[2];
	if (!c->name && kfuncs_addresses(c->fl, name, addrs, 2) > 1)
		c->name = name;
}

/* Link addresses, as the module adds KASLR's offset to them: one for a
 * function of one copy, one each for the static copies of a name, all in
 * the kernel's text, none for what is not probe-able. */
static void check_addresses(const kfunc_list *fl)
{
	uint64_t addrs[16];
	int n = kfuncs_addresses(fl, "vfs_read", addrs, 16);
	unit_result("vfs_read has one link address in the kernel's text",
		    n == 1 && addrs[0] >= 0xffffffff81000000ull, NULL);
	/* which static functions are copied varies by kernel: the first */
	copies c = { fl, NULL };
	kfuncs_match(fl, "*", first_copied, &c);
	const char *copied = c.name;
	n = copied ? kfuncs_addresses(fl, copied, addrs, 16) : 0;
	bool distinct = n > 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < i; j++)
			distinct &= addrs[i] != addrs[j];
	char *label = xasprintf("a static function's copies have an address "
				"each (%s: %d)", copied ? copied : "none", n);
	unit_result(label, distinct, NULL);
	free(label);
	unit_result("a refused function has no address",
		    kfuncs_addresses(fl, "do_int3", addrs, 16) == 0, NULL);
}

/* ftrace's call sites from the image (__mcount_loc): most functions have
 * one; the kernel's `inline` ones kept out of line are notrace. */
static void check_traced(const kfunc_list *fl)
{
	int traced = kfuncs_match_traced(fl, "*", NULL, NULL);
	int count = kfuncs_count(fl);
	char *label = xasprintf("ftrace traces %d of the %d functions", traced,
				count);
	unit_result(label, traced > count / 2 && traced < count, NULL);
	free(label);
	unit_result("ftrace traces vfs_read and close_fd",
		    kfuncs_traced(fl, "vfs_read") && kfuncs_traced(fl, "close_fd"),
		    NULL);
	/* `inline void __blk_mq_end_request` in block/blk-mq.c */
	unit_result("an inline function kept out of line is notrace",
		    kfuncs_match(fl, "__blk_mq_end_request", NULL, NULL) == 1 &&
		    !kfuncs_traced(fl, "__blk_mq_end_request"), NULL);
}

static void test_functions(const char *release, const char *build)
{
	kfunc_list *fl = kfuncs_load(release, build, 1);
	char *label = xasprintf("probe-able functions of %s", release);
	unit_result(label, kfuncs_count(fl) > 10000, NULL);
	free(label);
	if (!fl)
		return;
	check_probeable(fl, "vfs_read", true);
	check_probeable(fl, "close_fd", true);
	/* NOKPROBE_SYMBOL(do_int3) in arch/x86/kernel/traps.c */
	check_probeable(fl, "do_int3", false);
	/* noinstr: .noinstr.text */
	check_probeable(fl, "exc_int3", false);
	check_probeable(fl, "exc_page_fault", false);
	/* the kprobes machinery itself lives in .kprobes.text / NOKPROBE */
	check_probeable(fl, "kprobe_int3_handler", false);
	double t0 = unit_now_ms();
	int n = kfuncs_match(fl, "*", NULL, NULL);
	double t1 = unit_now_ms();
	label = xasprintf("glob * matches all %d in %.1f ms", kfuncs_count(fl),
			  t1 - t0);
	unit_result(label, n == kfuncs_count(fl), NULL);
	free(label);
	unit_result("glob vfs_rea[dl]* matches vfs_read and vfs_readlink",
		    kfuncs_match(fl, "vfs_rea[dl]*", NULL, NULL) >= 2, NULL);
	check_addresses(fl);
	check_traced(fl);
	kfuncs_free(fl);
}

static void count_module(const kmodule *m, void *arg)
{
	(void)m;
	(*(int *)arg)++;
}

static void count_name(const char *name, void *arg)
{
	(void)name;
	(*(int *)arg)++;
}

typedef struct found_module {
	char *name;
	int functions;
	int lookups;
} found_module;

static void module_functions(const kmodule *m, void *arg)
{
	found_module *fm = arg;
	free(fm->name);
	fm->name = xstrdup(m->name);
	fm->functions = kmodule_functions(m, "v9fs_vfs_*", count_name, &fm->lookups);
}

/* .exported from Module.symvers; module() from modules.dep and the
 * modules' own symbol tables. */
static void test_exports_and_modules(const char *release, const char *build)
{
	kexport_set *ex = kexports_load(build);
	unit_result("filp_close is exported", ex && kexports_has(ex, "filp_close"), NULL);
	unit_result("do_int3 is not exported", ex && !kexports_has(ex, "do_int3"), NULL);
	kexports_free(ex);

	found_module fm = {0};
	int n = kmodules_match(release, "9p", module_functions, &fm);
	unit_result("module(\"9p\") is one module, with v9fs_vfs_* functions",
		    n == 1 && fm.name && !strcmp(fm.name, "9p") && fm.functions > 3 &&
		    fm.lookups == fm.functions, NULL);
	int glob = 0, dashed = 0;
	kmodules_match(release, "9pnet*", count_module, &glob);
	unit_result("module(\"9pnet*\") names 9pnet and its transports", glob >= 2, NULL);
	kmodules_match(release, "virtio-net", count_module, &dashed);
	unit_result("module(\"virtio-net\") is virtio_net", dashed == 1, NULL);
	char *path = xasprintf("/lib/modules/%s/kernel/fs/9p/9p.ko", release);
	free(fm.name);
	fm = (found_module){0};
	n = kmodules_match(release, path, module_functions, &fm);
	unit_result("module(\"/.../9p.ko\") is 9p", n == 1 && fm.name &&
		    !strcmp(fm.name, "9p") && fm.functions > 3, NULL);
	free(fm.name);
	free(path);
}

/* An installed release of 6.4 or later, whose kallsyms tables are in
 * the order scripts/kallsyms writes from then on; NULL when none is. */
static char *later_layout_release(void)
{
	glob_t g;
	char *found = NULL;
	if (glob("/lib/modules/*/build/Makefile", 0, NULL, &g) != 0)
		return NULL;
	for (size_t i = 0; i < g.gl_pathc && !found; i++) {
		const char *release = g.gl_pathv[i] + strlen("/lib/modules/");
		int major = 0, minor = 0;
		if (sscanf(release, "%d.%d", &major, &minor) == 2 &&
		    (major > 6 || (major == 6 && minor >= 4)))
			found = xstrndup(release, strcspn(release, "/"));
	}
	globfree(&g);
	return found;
}

int main(void)
{
	char *release, *build, *cache_home;
	if (!unit_kernel_begin_preferring("6.1.0-57-amd64", &release, &build,
					  &cache_home))
		return unit_failures ? 1 : 0;
	test_types(release, build);
	test_functions(release, build);
	test_exports_and_modules(release, build);
	char *later = later_layout_release();
	if (later && strcmp(later, release)) {
		char *later_build = xasprintf("/lib/modules/%s/build", later);
		test_functions(later, later_build);
		free(later_build);
	} else {
		printf("SKIP: no release of 6.4 or later to read kallsyms of "
		       "its layout from\n");
	}
	free(later);
	unit_kernel_end(release, build, cache_home);
	return unit_failures ? 1 : 0;
}
