/* Unit tests of the tracepoint catalog: prototype splitting on strings,
 * then the catalog of the newest installed kernel build tree (generated
 * into a private cache directory, loaded again from the cache, and
 * regenerated after the cache file is damaged).
 * Prints "PASS: name" or "FAIL: name" per check; exits 1 on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tp_int.h"
#include "tracepoints.h"
#include "unit.h"
#include "util.h"

/* --- prototype text --- */

/* `want` is "TYPE|NAME;TYPE|NAME..." */
static void check_split(const char *proto, const char *want_normal,
			const char *want)
{
	tp_arg *args;
	int n = tp_proto_split(proto, &args);
	strbuf got = {0};
	for (int i = 0; i < n; i++)
		sb_printf(&got, "%s%s|%s", i ? ";" : "", args[i].c_type, args[i].name);
	char *normal = tp_proto_normalize(proto);
	char *name = xasprintf("split \"%s\"", proto);
	char *detail = xasprintf("got %d args \"%s\", normal \"%s\"", n,
				 got.buf ? got.buf : "", normal ? normal : "(null)");
	bool ok = n >= 0 && !strcmp(got.buf ? got.buf : "", want) &&
		  normal && !strcmp(normal, want_normal);
	unit_result(name, ok, detail);
	if (n > 0)
		tp_args_free(args, n);
	free(got.buf);
	free(normal);
	free(name);
	free(detail);
}

static void test_proto_text(void)
{
	check_split("struct pt_regs *regs, long id", "struct pt_regs *regs, long id",
		    "struct pt_regs *|regs;long|id");
	check_split("void", "void", "");
	check_split("", "void", "");
	check_split(" const char  * name,\t unsigned int x", "const char *name, unsigned int x",
		    "const char *|name;unsigned int|x");
	check_split("long unsigned int v, short int s, long long int ll",
		    "unsigned long v, short s, long long ll",
		    "unsigned long|v;short|s;long long|ll");
	check_split("char comm[16], int grid[2][3]", "char comm[16], int grid[2][3]",
		    "char *|comm;int (*)[3]|grid");
	check_split("void (*fn)(int, char *), struct foo **pp",
		    "void (*fn)(int, char *), struct foo **pp",
		    "void (*)(int, char *)|fn;struct foo **|pp");
	check_split("struct foo *, long int", "struct foo *arg1, long arg2",
		    "struct foo *|arg1;long|arg2");
	check_split("u64 __attribute__((unused)) x", "u64 x", "u64|x");
	check_split("const struct sk_buff *const skb", "const struct sk_buff *const skb",
		    "const struct sk_buff *const|skb");
	tp_arg *args;
	unit_result("split rejects unbalanced brackets", tp_proto_split("int (x", &args) < 0, NULL);
	unit_result("split rejects an empty argument", tp_proto_split("int a,,int b", &args) < 0, NULL);
}

/* --- the real kernel --- */

static const tracepoint_info *find(const tp_catalog *cat, const char *name)
{
	for (int i = 0; i < cat->ntps; i++)
		if (!strcmp(cat->tps[i].name, name))
			return &cat->tps[i];
	return NULL;
}

static void check_tracepoint(const tp_catalog *cat, const char *system,
			     const char *name, const char *proto)
{
	const tracepoint_info *tp = find(cat, name);
	char *label = xasprintf("%s:%s (%s)", system, name, proto);
	char *detail = tp ? xasprintf("got %s:%s (%s)", tp->system, tp->name, tp->proto)
			  : xstrdup("not in the catalog");
	unit_result(label, tp && !strcmp(tp->system, system) && !strcmp(tp->proto, proto),
	       detail);
	free(label);
	free(detail);
}

typedef struct match_check {
	const char *system_prefix, *name_prefix;   /* each match must have them */
	bool all_good;
} match_check;

static void on_match(const tracepoint_info *tp, void *arg)
{
	match_check *mc = arg;
	if (strncmp(tp->system, mc->system_prefix, strlen(mc->system_prefix)) ||
	    strncmp(tp->name, mc->name_prefix, strlen(mc->name_prefix)))
		mc->all_good = false;
}

static void check_match(const tp_catalog *cat, const char *pattern,
			int min, int max, const char *system_prefix,
			const char *name_prefix)
{
	match_check mc = { system_prefix, name_prefix, true };
	int n = tp_catalog_match(cat, pattern, on_match, &mc);
	char *label = xasprintf("match \"%s\": %d", pattern, n);
	char *detail = xasprintf("expected %d..%d matches, each %s:%s*", min, max,
				 system_prefix, name_prefix);
	unit_result(label, n >= min && n <= max && mc.all_good, detail);
	free(label);
	free(detail);
}

static bool same_catalog(const tp_catalog *a, const tp_catalog *b)
{
	if (!a || !b || a->ntps != b->ntps)
		return false;
	for (int i = 0; i < a->ntps; i++) {
		const tracepoint_info *x = &a->tps[i], *y = &b->tps[i];
		if (strcmp(x->system, y->system) || strcmp(x->name, y->name) ||
		    strcmp(x->proto, y->proto) || x->nargs != y->nargs)
			return false;
		for (int j = 0; j < x->nargs; j++)
			if (strcmp(x->args[j].name, y->args[j].name) ||
			    strcmp(x->args[j].c_type, y->args[j].c_type))
				return false;
	}
	return true;
}

static void check_contents(const tp_catalog *cat)
{
	check_tracepoint(cat, "raw_syscalls", "sys_enter", "struct pt_regs *regs, long id");
	check_tracepoint(cat, "raw_syscalls", "sys_exit", "struct pt_regs *regs, long ret");
	check_tracepoint(cat, "sched", "sched_process_exec",
			 "struct task_struct *p, pid_t old_pid, struct linux_binprm *bprm");
	const tracepoint_info *tp = find(cat, "sys_enter");
	unit_result("sys_enter args: struct pt_regs *regs, long id",
	       tp && tp->nargs == 2 && !strcmp(tp->args[0].c_type, "struct pt_regs *") &&
	       !strcmp(tp->args[0].name, "regs") && !strcmp(tp->args[1].c_type, "long") &&
	       !strcmp(tp->args[1].name, "id"), NULL);

	int with_system = 0, sorted = 1, consistent = 1;
	for (int i = 0; i < cat->ntps; i++) {
		const tracepoint_info *t = &cat->tps[i];
		with_system += *t->system != '\0';
		if (i && (strcmp(cat->tps[i - 1].system, t->system) > 0 ||
			  (!strcmp(cat->tps[i - 1].system, t->system) &&
			   strcmp(cat->tps[i - 1].name, t->name) >= 0)))
			sorted = 0;
		consistent &= (t->nargs == 0) == !strcmp(t->proto, "void");
	}
	/* The vmlinux of Debian's 6.1 has 639 tracepoints (modules' are not
	 * built in); all get a prototype, 38 have no shipped header. */
	char *label = xasprintf("count: %d tracepoints built in, %d with a system",
				cat->ntps, with_system);
	unit_result(label, cat->ntps >= 400 && with_system * 10 >= cat->ntps * 9, NULL);
	free(label);
	unit_result("sorted by system and name", sorted, NULL);
	unit_result("proto is \"void\" exactly when there are no args", consistent, NULL);

	check_match(cat, "sys_enter", 1, 1, "raw_syscalls", "sys_enter");
	check_match(cat, "raw_syscalls:sys_enter", 1, 1, "raw_syscalls", "sys_enter");
	check_match(cat, "raw_syscalls:*", 2, 2, "raw_syscalls", "sys_e");
	check_match(cat, "*:sys_e?ter", 1, 1, "raw_syscalls", "sys_enter");
	check_match(cat, "sched_*", 20, 100, "", "sched_");
	check_match(cat, "sched:*", 20, 100, "sched", "");
	check_match(cat, "sched:sched_process_[ef]*", 4, 4, "sched", "sched_process_");
	check_match(cat, "*", cat->ntps, cat->ntps, "", "");
	check_match(cat, "no_such_tracepoint", 0, 0, "", "");
	check_match(cat, "sched:sys_enter", 0, 0, "", "");
}

static void *load(const char *release, const char *build, int verbose)
{
	return tp_catalog_load(release, build, verbose);
}

static bool same(const void *a, const void *b)
{
	return same_catalog(a, b);
}

static void check(const void *cat)
{
	check_contents(cat);
}

static void free_catalog(void *cat)
{
	tp_catalog_free(cat);
}

static bool same_entry(const tracepoint_info *x, const tracepoint_info *y)
{
	if (strcmp(x->system, y->system) || strcmp(x->name, y->name) ||
	    strcmp(x->proto, y->proto) || x->nargs != y->nargs)
		return false;
	for (int j = 0; j < x->nargs; j++)
		if (strcmp(x->args[j].name, y->args[j].name) ||
		    strcmp(x->args[j].c_type, y->args[j].c_type) ||
		    strcmp(x->args[j].value_type, y->args[j].value_type))
			return false;
	return true;
}

/* A catalog of one tracepoint, made from the headers that name it, holds
 * what the whole catalog has for it, or says it cannot tell. */
static void check_one(const tp_catalog *all, const char *release,
		      const char *build, const char *name, bool must)
{
	double t0 = unit_now_ms();
	tp_catalog *one = tp_catalog_load_one(release, build, name, 0);
	double t1 = unit_now_ms();
	const tracepoint_info *want = find(all, name);
	char *label = xasprintf("one tracepoint %s: as the whole catalog has it "
				"(%.1f s)", name, (t1 - t0) / 1e3);
	char *detail = one && one->ntps == 1
		? xasprintf("got %s:%s (%s)", one->tps[0].system,
			    one->tps[0].name, one->tps[0].proto)
		: xstrdup("no catalog of one");
	/* a name no header spells (pasted, or no header shipped) may be
	 * left to the whole catalog, but never answered otherwise */
	unit_result(label, want && (one ? one->ntps == 1 &&
				    same_entry(want, &one->tps[0]) : !must),
		    detail);
	free(label);
	free(detail);
	tp_catalog_free(one);
}

static void check_ones(const char *release, const char *build)
{
	tp_catalog *all = tp_catalog_load(release, build, 0);
	if (!all) {
		unit_result("the whole catalog for the catalogs of one", false, NULL);
		return;
	}
	static const char *const named[] = {
		"sched_switch", "sys_enter",
	};
	for (size_t i = 0; i < sizeof named / sizeof *named; i++)
		check_one(all, release, build, named[i], true);
	/* a spread over systems, a few of them from BTF's prototype */
	for (int i = 17; i < all->ntps; i += all->ntps / 3)
		check_one(all, release, build, all->tps[i].name,
			  *all->tps[i].system != '\0');
	unit_result("no catalog of one for a tracepoint the kernel lacks",
		    !tp_catalog_load_one(release, build, "no_such_tracepoint", 0),
		    NULL);
	tp_catalog_free(all);
}

static void test_kernel(void)
{
	static const unit_catalog tracepoints = {
		"tracepoints", load, same, check, free_catalog,
	};
	char *release, *build, *cache_home;
	if (!unit_kernel_begin(&release, &build, &cache_home))
		return;
	unit_catalog_cycle(&tracepoints, release, build, cache_home);
	check_ones(release, build);
	unit_kernel_end(release, build, cache_home);
}

int main(void)
{
	test_proto_text();
	test_kernel();
	return unit_failures ? 1 : 0;
}
