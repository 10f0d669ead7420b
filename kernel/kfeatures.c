/* The target kernel's features, tested with its kbuild (kfeatures.h). The
 * cache's body is one "NAME\t0|1" line per feature. */
#include "kfeatures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hash.h"
#include "kbuild.h"
#include "kcache.h"
#include "util.h"

typedef struct kfeature {
	const char *name;   /* TAPC_HAVE_NAME when the test compiles */
	const char *test;   /* a file that compiles only with the feature */
} kfeature;

/* The first is the control: when it does not compile, nothing can be
 * told from the others. */
static const kfeature features[] = {
	{ "KBUILD", "#include <linux/module.h>\n" },
	/* removed in 6.12, where a NULL proc_lseek means "not seekable" */
	{ "NO_LLSEEK",
	  "#include <linux/fs.h>\n"
	  "loff_t (*tapc_test)(struct file *, loff_t, int) = no_llseek;\n" },
	/* 6.12: uprobe_register returns the uprobe and takes the reference
	 * counter's offset; unregistering is _nosync, then one _sync */
	{ "UPROBE_UNREGISTER_SYNC",
	  "#include <linux/uprobes.h>\n"
	  "void (*tapc_test)(void) = uprobe_unregister_sync;\n" },
	/* 6.1: ftrace's direct calls of an ftrace_ops are _multi (6.6
	 * renamed them, dropping the calls by address) */
	{ "FTRACE_DIRECT_MULTI",
	  "#include <linux/ftrace.h>\n"
	  "int (*tapc_test)(struct ftrace_ops *, unsigned long) =\n"
	  "\tregister_ftrace_direct_multi;\n" },
	/* 6.13: a uprobe consumer's handlers take a __u64 *data */
	{ "UPROBE_HANDLER_DATA",
	  "#include <linux/uprobes.h>\n"
	  "_Static_assert(__builtin_types_compatible_p(\n"
	  "\ttypeof(((struct uprobe_consumer *)0)->handler),\n"
	  "\tint (*)(struct uprobe_consumer *, struct pt_regs *, __u64 *)), \"\");\n" },
	/* 6.13: hrtimer_setup sets the function with the rest (7.x has no
	 * hrtimer_init) */
	{ "HRTIMER_SETUP",
	  "#include <linux/hrtimer.h>\n"
	  "void (*tapc_test)(struct hrtimer *, enum hrtimer_restart (*)(struct hrtimer *),\n"
	  "\tclockid_t, enum hrtimer_mode) = hrtimer_setup;\n" },
	/* 7.x: is_endbr reads the instruction at an address (and is not
	 * exported); __is_endbr tests a value, as is_endbr did */
	{ "UNDERSCORE_IS_ENDBR",
	  "#include <linux/types.h>\n"
	  "#include <asm/ibt.h>\n"
	  "bool tapc_test(u32 v) { return __is_endbr(v); }\n" },
	/* 6.4: a module's sections in one allocation each, mem[MOD_*] */
	{ "MODULE_MEM",
	  "#include <linux/module.h>\n"
	  "unsigned int tapc_test(struct module *m) { return m->mem[MOD_TEXT].size; }\n" },
	/* 6.8: a file on an overlay maps a backing file, whose f_path is the
	 * file under the overlay; file_user_path gives the one opened */
	{ "FILE_USER_PATH",
	  "#include <linux/fs.h>\n"
	  "const struct path *tapc_test(struct file *f) { return file_user_path(f); }\n" },
};

#define NFEATURES (sizeof features / sizeof *features)

static char *test_object(const char *dir, size_t i)
{
	return xasprintf("%s/f%zu.o", dir, i);
}

/* The kbuild of `dir`'s Makefile (obj-m := the `targets`), its output in
 * `dir`/log. */
static void build_tests(const kernel_files *kf, const char *dir,
			char **targets, int ntargets)
{
	strbuf makefile = {0};
	sb_puts(&makefile, "obj-m :=");
	for (int i = 0; i < ntargets; i++)
		sb_printf(&makefile, " %s", targets[i]);
	sb_putc(&makefile, '\n');
	char *makefile_path = xasprintf("%s/Makefile", dir);
	char *log = xasprintf("%s/log", dir);
	write_file(makefile_path, makefile.buf, makefile.len);
	kbuild_run(kf->build_dir, dir, targets, ntargets, log, true);
	free(log);
	free(makefile_path);
	free(makefile.buf);
}

/* The tests one file each, compiled at once: which compiled. */
static bool test_apart(const kernel_files *kf, const char *dir,
		       bool have[NFEATURES])
{
	char **targets = xcalloc(NFEATURES, sizeof *targets);
	for (size_t i = 0; i < NFEATURES; i++) {
		char *src = xasprintf("%s/f%zu.c", dir, i);
		write_file(src, features[i].test, strlen(features[i].test));
		free(src);
		targets[i] = xasprintf("f%zu.o", i);
	}
	build_tests(kf, dir, targets, (int)NFEATURES);
	for (size_t i = 0; i < NFEATURES; i++) {
		char *obj = test_object(dir, i);
		have[i] = access(obj, R_OK) == 0;
		free(obj);
		free(targets[i]);
	}
	free(targets);
	return have[0];
}

/* All the tests in one unit, which reads the kernel's headers once
 * instead of once a test (a fifth of the time): every test's headers
 * first (each only where the kernel has it), then each test's body
 * alone on its lines, its `tapc_test` named after it. The compiler goes
 * on after an error, so the tests that fail are those with an error on
 * their lines. Any other error, or a failure with none, tells nothing:
 * false, and the tests are compiled apart. */
static bool test_together(const kernel_files *kf, const char *dir,
			  bool have[NFEATURES])
{
	strbuf unit = {0};
	int first_line[NFEATURES + 1];
	int line = 1;

	for (size_t i = 0; i < NFEATURES; i++)
		for (const char *p = features[i].test; *p;) {
			size_t len = strcspn(p, "\n");
			if (strncmp(p, "#include <", 10) == 0) {
				sb_printf(&unit, "#if __has_include(%.*s)\n%.*s\n"
					  "#endif\n", (int)(len - 9), p + 9,
					  (int)len, p);
				line += 3;
			}
			p += len + (p[len] == '\n');
		}
	for (size_t i = 0; i < NFEATURES; i++) {
		first_line[i] = line;
		for (const char *p = features[i].test; *p;) {
			size_t len = strcspn(p, "\n");
			if (strncmp(p, "#include ", 9) != 0) {
				char *text = xstrndup(p, len);
				char *name = xasprintf("tapc_test_%zu", i);
				char *renamed = str_replace_all(text, "tapc_test", name);
				sb_printf(&unit, "%s\n", renamed);
				free(renamed);
				free(name);
				free(text);
				line++;
			}
			p += len + (p[len] == '\n');
		}
	}
	first_line[NFEATURES] = line;
	char *src = xasprintf("%s/all.c", dir);
	write_file(src, unit.buf, unit.len);
	free(unit.buf);
	char *target = "all.o";
	build_tests(kf, dir, &target, 1);

	char *obj = xasprintf("%s/all.o", dir);
	bool built = access(obj, R_OK) == 0, told = true;
	int failed = 0;
	for (size_t i = 0; i < NFEATURES; i++)
		have[i] = true;
	char *log_path = xasprintf("%s/log", dir);
	char *log = built ? NULL : read_file(log_path, NULL);
	told = built || log;
	for (char *p = log; p && *p;) {
		char *end = strchr(p, '\n');
		if (end)
			*end = '\0';
		int at = 0;
		size_t src_len = strlen(src);
		bool error = strstr(p, ": error:") || strstr(p, ": fatal error:");
		if (error && strncmp(p, src, src_len) == 0 &&
		    sscanf(p + src_len, ":%d:", &at) == 1 && at >= first_line[1] &&
		    at < first_line[NFEATURES]) {
			size_t i = 1;
			while (at >= first_line[i + 1])
				i++;
			failed += have[i];
			have[i] = false;
		} else if (error) {
			told = false;
		}
		p = end ? end + 1 : NULL;
	}
	free(log);
	free(log_path);
	free(obj);
	free(src);
	return told && (built || failed > 0);
}

static bool generate(const kernel_files *kf, int verbose, kcache_writer *w)
{
	char *dir = kbuild_scratch_dir("features");
	if (!dir)
		return false;
	bool have[NFEATURES];
	bool control = test_together(kf, dir, have) ||
		       test_apart(kf, dir, have);

	for (size_t i = 0; i < NFEATURES; i++) {
		kcache_field(w, "%s", features[i].name);
		kcache_field(w, "%d", have[i]);
		kcache_end_record(w);
		if (verbose >= 2)
			fprintf(stderr, "%s: kernel %s: %s: %s\n", progname,
				kf->release, features[i].name, have[i] ? "yes" : "no");
	}
	if (control) {
		remove_tree(dir);
	} else {
		char *log = xasprintf("%s/log", dir);
		fprintf(stderr, "%s: the kernel's kbuild compiles no module: "
			"see %s\n", progname, log);
		free(log);
	}
	free(dir);
	return control;
}

static void *parse_body(char *text, kcache_reader *records)
{
	strbuf defines = {0};
	char *f[2];
	int n;
	while ((n = kcache_next_record(records, f, 2)) > 0) {
		if (n != 2) {
			free(defines.buf);
			return NULL;
		}
		if (!strcmp(f[1], "1"))
			sb_printf(&defines, "#define TAPC_HAVE_%s 1\n", f[0]);
	}
	if (!defines.buf)
		return NULL;
	free(text);
	return defines.buf;
}

/* The cache's magic names the tests, so that other tests test again. */
static const char *cache_magic(void)
{
	static char magic[32 + HASH_HEX_LEN];
	if (!magic[0]) {
		hash_state h;
		char sum[HASH_HEX_LEN];
		hash_init(&h);
		for (size_t i = 0; i < NFEATURES; i++) {
			hash_string(&h, features[i].name);
			hash_string(&h, features[i].test);
		}
		hash_hex(&h, sum);
		snprintf(magic, sizeof magic, "tapc-features %s", sum);
	}
	return magic;
}

static const kcache_kind *features_kind(void)
{
	static kcache_kind kind = {
		.what = "features",
		.progress = "running the feature tests",
		.generate = generate,
		.parse = parse_body,
	};
	kind.magic = cache_magic();
	return &kind;
}

char *kfeatures_defines(const char *release, const char *build_dir,
			int verbose)
{
	return kcache_load(features_kind(), release, build_dir, verbose);
}

char *kfeatures_defines_kept(const char *release, const char *build_dir,
			     int verbose)
{
	return kcache_load_kept(features_kind(), release, build_dir, verbose);
}
