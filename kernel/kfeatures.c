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
};

#define NFEATURES (sizeof features / sizeof *features)

static char *test_object(const char *dir, size_t i)
{
	return xasprintf("%s/f%zu.o", dir, i);
}

static bool generate(const kernel_files *kf, int verbose, kcache_writer *w)
{
	char *dir = kbuild_scratch_dir("features");
	if (!dir)
		return false;
	strbuf makefile = {0};
	char **targets = xcalloc(NFEATURES, sizeof *targets);
	sb_puts(&makefile, "obj-m :=");
	for (size_t i = 0; i < NFEATURES; i++) {
		char *src = xasprintf("%s/f%zu.c", dir, i);
		write_file(src, features[i].test, strlen(features[i].test));
		free(src);
		sb_printf(&makefile, " f%zu.o", i);
		targets[i] = xasprintf("f%zu.o", i);
	}
	sb_putc(&makefile, '\n');
	char *makefile_path = xasprintf("%s/Makefile", dir);
	write_file(makefile_path, makefile.buf, makefile.len);
	char *log = xasprintf("%s/log", dir);
	kbuild_run(kf->build_dir, dir, targets, (int)NFEATURES, log, true);

	bool control = false;
	for (size_t i = 0; i < NFEATURES; i++) {
		char *obj = test_object(dir, i);
		bool have = access(obj, R_OK) == 0;
		free(obj);
		if (i == 0)
			control = have;
		kcache_field(w, "%s", features[i].name);
		kcache_field(w, "%d", have);
		kcache_end_record(w);
		if (verbose >= 2)
			fprintf(stderr, "%s: kernel %s: %s: %s\n", progname,
				kf->release, features[i].name, have ? "yes" : "no");
		free(targets[i]);
	}
	if (control)
		remove_tree(dir);
	else
		fprintf(stderr, "%s: the kernel's kbuild compiles no module: "
			"see %s\n", progname, log);
	free(targets);
	free(log);
	free(makefile_path);
	free(makefile.buf);
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

char *kfeatures_defines(const char *release, const char *build_dir,
			int verbose)
{
	kcache_kind kind = {
		.what = "features",
	.progress = "running the feature tests",
		.magic = cache_magic(),
		.generate = generate,
		.parse = parse_body,
	};
	return kcache_load(&kind, release, build_dir, verbose);
}
