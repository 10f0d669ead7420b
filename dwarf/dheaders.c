/* Header lists compiled for their types (dheaders.h). */
#include "dheaders.h"

#include <elfutils/libdwfl.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "hash.h"
#include "kbuild.h"
#include "kcache.h"
#include "sealed.h"
#include "util.h"

/* What the compiler is told beyond the headers: every type they
 * declare, used or not, in the object's DWARF. Part of the key. */
#define USER_FLAGS "-g -fno-eliminate-unused-debug-types -c -x c /dev/null"
#define KERNEL_FLAGS "-fno-eliminate-unused-debug-types"
#define OBJECT "tapc_types.o"
/* A kept object's entry: ROOT/KEY/OBJECT, sealed (sealed.h), so that a
 * file cut short or changed is told from a whole one and compiled again. */
#define SEAL_MAGIC "tapc headers object 2"

typedef struct opened {
	dwfile f;
	Dwfl *dwfl;
} opened;

bool dheaders_is(const char *module, bool *kernel)
{
	*kernel = !strncmp(module, "kernel<", 7);
	return (*kernel || module[0] == '<') && !strchr(module, ':');
}

/* A header's name as it goes on a command line and into a Makefile
 * unquoted: letters, digits and "_-+./". */
static bool plain_name(const char *s, size_t n)
{
	if (!n)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
			    "0123456789_-+./", s[i]))
			return false;
	return true;
}

/* " -include a.h -include b.h" for "<a.h><b.h>"; NULL when the list is
 * not one. */
static char *include_flags(const char *list)
{
	strbuf sb = {0};
	while (*list == '<') {
		const char *end = strchr(list, '>');
		if (!end || !plain_name(list + 1, (size_t)(end - list - 1)))
			break;
		sb_printf(&sb, " -include %.*s", (int)(end - list - 1), list + 1);
		list = end + 1;
	}
	if (*list || !sb.buf) {
		free(sb.buf);
		return NULL;
	}
	return sb_steal(&sb);
}

/* The gcc the shell would run, by its path, size and time. */
static void hash_compiler(hash_state *h)
{
	const char *path = getenv("PATH");
	char *dirs = xstrdup(path && *path ? path : "/usr/bin:/bin");
	char *save = NULL;
	for (char *d = strtok_r(dirs, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
		char *gcc = xasprintf("%s/gcc", d);
		char *real = access(gcc, X_OK) == 0 ? realpath(gcc, NULL) : NULL;
		struct stat st;
		free(gcc);
		if (real && stat(real, &st) == 0) {
			hash_string(h, real);
			hash_update(h, &st.st_size, sizeof st.st_size);
			hash_update(h, &st.st_mtim, sizeof st.st_mtim);
			free(real);
			break;
		}
		free(real);
	}
	free(dirs);
}

static char *cache_root(void)
{
	const char *xdg = getenv("XDG_CACHE_HOME");
	const char *home = getenv("HOME");
	if (xdg && *xdg == '/')
		return xasprintf("%s/tapc/headers", xdg);
	if (home && *home)
		return xasprintf("%s/.cache/tapc/headers", home);
	return NULL;
}

/* The list's cache entry: its ROOT (NULL without a cache) and KEY. */
typedef struct entry {
	char *root;
	char key[HASH_HEX_LEN];
} entry;

static entry cache_entry(const char *module, bool kernel, const char *release,
			 const char *build_dir)
{
	entry e = { .root = cache_root() };
	if (!e.root)
		return e;
	hash_state h;
	hash_init(&h);
	hash_string(&h, module);
	if (kernel) {
		kernel_files kf = kernel_files_find(release, build_dir);
		char *build = kcache_key(&kf);
		hash_string(&h, KERNEL_FLAGS);
		hash_string(&h, build);
		free(build);
		kernel_files_free(&kf);
	} else {
		hash_string(&h, USER_FLAGS);
		hash_compiler(&h);
	}
	hash_hex(&h, e.key);
	return e;
}

/* ROOT/KEY/OBJECT when the entry is there whole, else NULL. */
static char *kept_object(const entry *e)
{
	if (!e->root)
		return NULL;
	static const char *const names[] = { OBJECT };
	const char *why;
	char *dir = xasprintf("%s/%s", e->root, e->key);
	char *obj = NULL;
	if (sealed_dir_check(dir, SEAL_MAGIC, e->key, names, 1, &why))
		obj = xasprintf("%s/" OBJECT, dir);
	free(dir);
	return obj;
}

/* The compiler's messages, then stap's warning of its status. */
static void tell_failure(const char *log_path, const char *who, int status)
{
	char *log = read_file(log_path, NULL);
	if (log)
		fputs(log, stderr);
	free(log);
	diag_plain("WARNING", "%s exited with status: %d", who, status);
}

/* Compiles the list in the scratch directory `dir` into dir/OBJECT. */
static bool compile(const char *dir, const char *flags, bool kernel,
		    const char *build_dir, int verbose)
{
	char *log = xasprintf("%s/log", dir);
	int status;
	if (kernel) {
		char *kbuild = xasprintf("obj-m := " OBJECT "\n"
					 "ccflags-y := " KERNEL_FLAGS "%s\n", flags);
		char *kbuild_path = xasprintf("%s/Kbuild", dir);
		char *src = xasprintf("%s/tapc_types.c", dir);
		write_file(kbuild_path, kbuild, strlen(kbuild));
		write_file(src, "", 0);
		char *args[] = { "-s", "--no-print-directory", OBJECT };
		if (verbose >= 2)
			fprintf(stderr, "Running make -C %s M=%s " OBJECT
				" with ccflags-y%s\n", build_dir, dir, flags);
		status = kbuild_run(build_dir, dir, args, 3, log, false);
		free(kbuild);
		free(kbuild_path);
		free(src);
	} else {
		char *command = xasprintf("gcc " USER_FLAGS "%s -o " OBJECT, flags);
		if (verbose >= 2)
			fprintf(stderr, "Running %s\n", command);
		status = kbuild_shell(dir, NULL, command, NULL, log);
		free(command);
	}
	char *obj = xasprintf("%s/" OBJECT, dir);
	bool ok = status == 0 && access(obj, R_OK) == 0;
	if (!ok)
		tell_failure(log, kernel ? "kbuild" : "gcc", status);
	free(obj);
	free(log);
	return ok;
}

/* The object's DWARF, its debug sections relocated by libdwfl (a .o's
 * strings and references are relocations until then). */
static dwfile *open_object(const char *path)
{
	static char *debuginfo_path;
	static const Dwfl_Callbacks offline = {
		.find_debuginfo = dwfl_standard_find_debuginfo,
		.section_address = dwfl_offline_section_address,
		.debuginfo_path = &debuginfo_path,
	};
	Dwfl *dwfl = dwfl_begin(&offline);
	Dwfl_Module *mod = dwfl ? dwfl_report_offline(dwfl, "headers", path, -1)
				: NULL;
	Dwarf_Addr bias;
	Dwarf *dw = NULL;
	if (dwfl)
		dwfl_report_end(dwfl, NULL, NULL);
	if (mod)
		dw = dwfl_module_getdwarf(mod, &bias);
	if (!dw) {
		if (dwfl)
			dwfl_end(dwfl);
		return NULL;
	}
	opened *o = xcalloc(1, sizeof *o);
	o->f.dw = dw;
	o->dwfl = dwfl;
	return &o->f;
}

/* Keeps the object `data` in the list's entry, in place of a damaged
 * one; where it is, else NULL. */
static char *keep_object(const char *module, const entry *e, const char *data,
			 size_t len, int verbose)
{
	sealed_file file = { OBJECT, data, len };
	char *dir = xasprintf("%s/%s", e->root, e->key);
	char *kept = NULL;
	make_parent_dirs(dir, 0700);
	if (sealed_dir_write(e->root, e->key, SEAL_MAGIC, e->key, &file, 1, true))
		kept = xasprintf("%s/" OBJECT, dir);
	if (!kept && verbose)
		fprintf(stderr, "%s: cannot write the cache %s: %s\n", progname,
			dir, strerror(errno));
	else if (kept && verbose >= 2)
		fprintf(stderr, "Pass 2: kept the types of %s for later: \"%s\"\n",
			module, kept);
	free(dir);
	return kept;
}

/* Compiles the list and keeps its object in its entry (when there is a
 * cache); its DWARF, or NULL after the compiler's messages. */
static dwfile *compile_and_keep(const char *module, const char *flags,
				bool kernel, const char *build_dir,
				const entry *e, int verbose)
{
	char *dir = kbuild_scratch_dir("headers");
	if (!dir)
		return NULL;
	dwfile *f = NULL;
	if (compile(dir, flags, kernel, build_dir, verbose)) {
		char *obj = xasprintf("%s/" OBJECT, dir);
		size_t len;
		char *data = e->root ? read_file(obj, &len) : NULL;
		char *kept = data ? keep_object(module, e, data, len, verbose) : NULL;
		f = open_object(kept ? kept : obj);
		free(kept);
		free(data);
		free(obj);
	}
	remove_tree(dir);
	free(dir);
	return f;
}

dwfile *dheaders_open(const char *module, const char *release,
		      const char *build_dir, int verbose)
{
	bool kernel;
	if (!dheaders_is(module, &kernel) || (kernel && !build_dir))
		return NULL;
	char *flags = include_flags(kernel ? module + 6 : module);
	if (!flags)
		return NULL;
	entry e = cache_entry(module, kernel, release, build_dir);
	char *cached = kept_object(&e);
	dwfile *f = cached ? open_object(cached) : NULL;
	if (f && verbose >= 2)
		fprintf(stderr, "Pass 2: using the types of %s compiled before: "
			"\"%s\"\n", module, cached);
	/* none kept, or one damaged: compiled (again) */
	if (!f)
		f = compile_and_keep(module, flags, kernel, build_dir, &e, verbose);
	free(cached);
	free(e.root);
	free(flags);
	return f;
}

void dheaders_close(dwfile *f)
{
	opened *o = (opened *)f;
	if (!o)
		return;
	dwfl_end(o->dwfl);
	free(o);
}
