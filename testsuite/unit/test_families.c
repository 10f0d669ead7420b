/* The probe families through their interface (elaborate/family.h): the
 * table a session holds, the decisions pass 2 records for pass 3, and
 * pass 3 writing the same C from those alone once the kernel and its
 * catalogs are taken out of the session. Runs passes 1 and 2 on the
 * tree's tapsets against the kernel tapc targets by default. */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "families.h"
#include "lifecycle_family.h"
#include "parse.h"
#include "syscall_family.h"
#include "tapsets.h"
#include "translate.h"
#include "unit.h"
#include "util.h"

static char *tapsets;
static kernel_target *kernel;

/* Passes 1 and 2 of `script`, as tapc -p2 would, the files pass 1 read
 * in `read`; NULL if they fail. */
static session *elaborated_reading(const char *script, read_files *read)
{
	session *s = xcalloc(1, sizeof *s);
	src_file *file = parse_file_from_text("<test>", script, false);

	VEC_PUSH(read->files, read->n, file);
	families_install(s);
	s->kernel = kernel;
	s->user = parse_script(file);
	if (!s->user || !tapsets_parse_dir(tapsets, s, true, 0, read) ||
	    !elaborate(s)) {
		unit_result(script, false, "passes 1 and 2 failed");
		return NULL;
	}
	return s;
}

static session *elaborated(const char *script)
{
	read_files read = {0};

	return elaborated_reading(script, &read);
}

static char *module_c(const session *s)
{
	char *text = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&text, &len);

	if (!mem)
		fatal("out of memory");
	bool ok = translate(s, NULL, 0, mem);
	fclose(mem);
	if (!ok) {
		free(text);
		return NULL;
	}
	return text;
}

static void test_table(void)
{
	session s = {0};
	bool named = true, resolves = true;

	families_install(&s);
	for (int i = 0; i < s.nfamilies; i++) {
		named &= s.families[i]->name && *s.families[i]->name;
		resolves &= s.families[i]->resolve != NULL;
	}
	unit_result("families: the session holds the table", s.nfamilies >= 6, NULL);
	unit_result("families: each has a name and resolves points",
		    named && resolves, NULL);
	unit_result("families: found by their place in the table",
		    family_index(&s, &probe_syscall_family) >= 0 &&
		    s.families[family_index(&s, &probe_lifecycle_family)] ==
		    &probe_lifecycle_family, NULL);
}

static const sc_read *find_read(const sc_runner *r, const char *name)
{
	for (int i = 0; r && i < r->nreads; i++)
		if (!strcmp(r->reads[i].var->name, name))
			return &r->reads[i];
	return NULL;
}

/* How the runner reads fd and name was decided in pass 2. */
static void test_syscall_reads(void)
{
	session *s = elaborated("probe syscall.close { printf(\"%d %s\\n\", fd, name) }");
	if (!s)
		return;
	const sc_plan *plan = sc_plan_get(s);
	const sc_runner *r = plan && plan->runners ? plan->runners[0] : NULL;
	const sc_read *fd = find_read(r, "fd"), *name = find_read(r, "name");
	const syscall_info *close = sc_catalog_find(plan ? plan->catalog : NULL, "close");
	unit_result("syscall.close: pass 2 plans its runner and the tables",
		    r && plan->tables, NULL);
	unit_result("syscall.close: fd is close's first argument",
		    fd && close && fd->kind == SC_VAR_ARG && fd->ntable == 1 &&
		    fd->table[0].nr == close->nr && fd->table[0].arg == 1, NULL);
	unit_result("syscall.close: name is the call's name",
		    name && name->kind == SC_VAR_NAME, NULL);
}

/* syscall_name() needs the names table: pass 2 saw it, pass 3 writes it. */
static void test_tables_for_functions(void)
{
	session *s = elaborated("probe begin { println(syscall_name(3)) }");
	if (!s)
		return;
	const sc_plan *plan = sc_plan_get(s);
	char *c = module_c(s);
	unit_result("syscall_name(): pass 2 records that the tables go in",
		    plan && plan->tables && !plan->runners, NULL);
	unit_result("syscall_name(): the module has the names table",
		    c && strstr(c, "tapc_sc_names[TAPC_SC_NR]"), NULL);
	free(c);

	s = elaborated("probe begin { println(1) }");
	if (!s)
		return;
	c = module_c(s);
	unit_result("no system calls: no plan, no tables",
		    !sc_plan_get(s) && c && !strstr(c, "syscall.h"), NULL);
	free(c);
}

static void test_tracepoint_reads(void)
{
	session *s = elaborated("probe kernel.trace(\"sched_switch\") "
				"{ printf(\"%d\\n\", $next) }");
	if (!s)
		return;
	const resolved_point *rp = &s->probes[0]->points[0];
	unit_result("kernel.trace: pass 2 records how $next is read",
		    rp->target_reads && rp->target_reads[0] &&
		    !strcmp(rp->target_reads[0], "(unsigned long)__a2"),
		    rp->target_reads ? rp->target_reads[0] : NULL);
}

/* Pass 3 from the session alone: without the kernel and its catalogs,
 * the same C. */
static void test_pass3_alone(void)
{
	static const char *const scripts[] = {
		"probe syscall.close, nd_syscall.close { printf(\"%s %d %s\\n\", name, fd, argstr) }",
		"probe syscall.open*.return, syscall_any { printf(\"%s %d\\n\", name, retval) }",
		"probe kprobe.function(\"vfs_read\").return { println(probefunc()) }",
		"probe kernel.trace(\"sched_switch\") { printf(\"%d\\n\", $prev) }",
		"probe timer.ms(10), begin(1), end { println(errno_str(9)) }",
	};
	for (size_t i = 0; i < sizeof scripts / sizeof scripts[0]; i++) {
		session *s = elaborated(scripts[i]);
		if (!s)
			continue;
		char *with = module_c(s);
		s->kernel = NULL;
		char *without = module_c(s);
		char *name = xasprintf("pass 3 needs only the session: %s", scripts[i]);
		unit_result(name, with && without && !strcmp(with, without), NULL);
		free(name);
		free(with);
		free(without);
	}
}

/* The bytes still allocated after a second round of passes 1 and 2 of
 * `script` and freeing all (the first round fills what is cached
 * process-wide: the catalogs a family keeps); false if they fail. */
static bool kept_after(const char *script, ssize_t *kept)
{
	size_t before = 0, after = 0;
	for (int round = 0; round < 2; round++) {
		before = mallinfo2().uordblks;
		read_files read = {0};
		session *s = elaborated_reading(script, &read);
		if (!s)
			return false;
		/* pass 1's, which the session does not own */
		parse_free_script(s->user);
		for (int i = 0; i < s->ntapsets; i++)
			parse_free_script(s->tapsets[i]);
		free(s->tapsets);
		session_free(s);
		free(s);
		for (int i = 0; i < read.n; i++)
			parse_free_file(read.files[i]);
		free(read.files);
		after = mallinfo2().uordblks;
	}
	*kept = (ssize_t)(after - before);
	return true;
}

/* What a session makes for its points (their text and data, its
 * clones, the binaries it opened) goes with session_free, for the
 * families whose points carry the most: kernel functions with typed
 * parameters, user functions and markers. What stays is pass 1's: the
 * nodes pass 2 rewrites in place in the tapsets' functions (about 10 KB,
 * malloc's own bookkeeping beside), the same for a few points or
 * hundreds; an opened binary kept was 180 KB, a point's text 60 bytes. */
static void test_session_memory(void)
{
	static const char few[] =
		"probe kernel.function(\"vfs_read\").return { println($file->f_flags) }\n"
		"probe process(\"/usr/bin/python3\").function(\"Py_RunMain\"),"
		" process(\"/usr/bin/python3\").begin { println(1) }\n";
	static const char many[] =
		"probe kernel.function(\"vfs_*\"), kernel.function(\"vfs_writ*\").return"
		" { println(2) }\n"
		"probe kernel.function(\"vfs_read\").return { println($file->f_flags) }\n"
		"probe process(\"/usr/bin/python3\").function(\"Py_*\"),"
		" process(\"/usr/bin/python3\").mark(\"*\"),"
		" process(\"/usr/bin/python3\").begin { println(1) }\n";
	ssize_t base = 0, more = 0;
	bool ran = kept_after(few, &base) && kept_after(many, &more);
	char *label = xasprintf("a session's points go with it (%zd bytes kept "
				"with a few, %zd with hundreds)", base, more);
	/* below 0: round 2 freed something cached process-wide that round 1
	 * made (a catalog replaced), which is no leak */
	ssize_t floor = base > 0 ? base : 0;
	unit_result(label, ran && base < 32768 && more < floor + 4096, NULL);
	free(label);
}

int main(int argc, char **argv)
{
	char *top = unit_tree_top(argc, argv);
	tapsets = xasprintf("%s/tapsets", top);
	test_table();
	kernel = kernel_find_quietly(NULL);
	if (!kernel) {
		unit_result("families: a kernel to elaborate against", false,
			    "no /lib/modules/*/build");
		return 1;
	}
	parse_opts.kernel_release = kernel->release;
	parse_opts.kernel_config_path = kernel_config_path(kernel);
	read_files read = {0};
	if (!tapsets_read_macros(tapsets, 0, &read))
		unit_result("families: the tapsets' macros", false, tapsets);
	test_syscall_reads();
	test_tables_for_functions();
	test_tracepoint_reads();
	test_pass3_alone();
	test_session_memory();
	free(top);
	return unit_failures ? 1 : 0;
}
