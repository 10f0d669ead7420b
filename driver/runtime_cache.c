/* The runtime's object, kept between builds (runtime_cache.h). */
#include "runtime_cache.h"
#include "progress.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "cache.h"
#include "cache_key.h"
#include "kbuild.h"
#include "kbuild_recipe.h"
#include "kfeatures.h"
#include "families.h"
#include "sealed.h"
#include "translate.h"
#include "util.h"

/* A kept object is its seal (sealed.h), then its bytes. */
#define SEAL_MAGIC "tapc runtime object 3"
#define SEAL_NAME "runtime.o"

static char *object_path(const char *root, const char *key)
{
	return xasprintf("%s/%s.obj", root, key);
}

/* The recipe of kbuild's commands kept beside the object (kbuild_recipe.h) */
#define RECIPE_MAGIC "tapc kbuild recipe 1"
#define RECIPE_NAME "recipe"

static char *recipe_path(const char *root, const char *key)
{
	return xasprintf("%s/%s.recipe", root, key);
}

/* Beside an object whose module's commands kbuild_recipe_capture could
 * not take (a kbuild whose .cmd files lack one, or a module's name that
 * a file of the kernel's also starts with), in place of a recipe: every later
 * module runs make, and its pass 4 tries again; without it, each new
 * script would also start a second tapc (runtime_ahead.h) to build again
 * what is kept. */
#define NO_RECIPE ".norecipe"

static char *build_file(const runtime_unit *ru, const char *prefix,
			const char *suffix)
{
	return xasprintf("%s/%s%s_rt%s", ru->dir, prefix, ru->name, suffix);
}

/* Copies the kept object of `ru->key` into the build; false when there is
 * none (a damaged one is removed). */
/* The content of the kept file `path` (NULL: none), sealed with `magic`
 * and `name` under `ru`'s key; a damaged one is removed. */
static char *read_kept(const runtime_unit *ru, const char *path,
		       const char *magic, const char *name, size_t *len,
		       int verbose)
{
	bool damaged = false;
	char *data = path ? sealed_file_read(path, magic, ru->key, name, len,
					     &damaged)
			  : NULL;

	if (damaged) {
		if (verbose >= 2)
			fprintf(stderr, "Pass 4: removing the damaged %s "
				"\"%s\"\n", strcmp(name, SEAL_NAME) == 0 ?
				"runtime object" : "kbuild commands", path);
		unlink(path);
	}
	return data;
}

static bool fetch(const runtime_unit *ru, int verbose)
{
	char *root = cache_dir("runtime", false);
	char *path = root ? object_path(root, ru->key) : NULL;
	size_t object_len = 0;
	char *data = read_kept(ru, path, SEAL_MAGIC, SEAL_NAME, &object_len,
			       verbose);
	bool ok = false;

	if (data) {
		char *obj = build_file(ru, "", ".o");
		/* kbuild's modpost reads every object's .cmd file for the
		 * CRCs of the symbols it exports: the runtime exports none. */
		char *cmd = build_file(ru, ".", ".o.cmd");
		const char *note = "# the runtime's object, compiled before\n";
		ok = write_file(obj, data, object_len) &&
		     write_file(cmd, note, strlen(note));
		if (ok) {
			/* its mtime says when it was last used */
			utimes(path, NULL);
			if (verbose >= 2)
				fprintf(stderr, "Pass 4: using the runtime "
					"compiled before: \"%s\"\n", path);
		}
		free(obj);
		free(cmd);
	}
	free(data);
	free(path);
	free(root);
	return ok;
}

static bool write_unit(const runtime_unit *ru, const char *text)
{
	char *path = build_file(ru, "", ".c");
	bool ok = write_file(path, text, strlen(text));

	if (!ok)
		fprintf(stderr, "%s: cannot write %s: %s\n", progname, path,
			strerror(errno));
	free(path);
	return ok;
}

/* The runtime's unit for `in`'s -D defines, without the features'
 * defines that start it once written (the key's part of it). */
static char *runtime_unit_text(const build_inputs *in)
{
	char *text = NULL;
	size_t text_len = 0;
	FILE *mem = open_memstream(&text, &text_len);

	if (!mem)
		fatal("out of memory");
	families_emit_runtime(mem);
	translate_runtime_unit(in->defines, in->ndefines, mem);
	fclose(mem);
	return text;
}

/* `ru` for module `name` in `dir`, of `in`'s runtime (its unit's text,
 * which is its key's part, in *text) */
static void unit_init(runtime_unit *ru, const build_inputs *in,
		      const char *dir, const char *name, char **text)
{
	*text = runtime_unit_text(in);
	*ru = (runtime_unit){ .dir = xstrdup(dir), .name = xstrdup(name),
			      .runtime_dir = xstrdup(in->runtime_dir) };
	size_t prologue_len = 0;
	FILE *pro = open_memstream(&ru->prologue, &prologue_len);
	if (!pro)
		fatal("out of memory");
	translate_shared_prologue(in->defines, in->ndefines, pro);
	fclose(pro);
	runtime_object_key(*text, in, ru->key);
}

bool runtime_unit_fetch(runtime_unit *ru, const build_inputs *in,
			const char *dir, const char *name, int verbose)
{
	char *text;

	unit_init(ru, in, dir, name, &text);
	free(text);
	ru->reused = fetch(ru, verbose);
	return ru->reused;
}

/* The leading #include <...> lines of the runtime's tapc.h in
 * `runtime_dir` (the kernel's headers it starts with, before anything
 * of its own), "" when it cannot be read */
static char *kernel_includes(const char *runtime_dir)
{
	char *path = xasprintf("%s/tapc.h", runtime_dir);
	char *header = read_file(path, NULL);
	strbuf sb = {0};
	bool comment = false;

	for (char *save, *l = header ? strtok_r(header, "\n", &save) : NULL;
	     l; l = strtok_r(NULL, "\n", &save)) {
		if (comment || strncmp(l, "/*", 2) == 0) {
			comment = !strstr(l, "*/");
			continue;
		}
		if (strncmp(l, "#include <", 10) == 0)
			sb_printf(&sb, "%s\n", l);
		else if (strcmp(l, "#ifndef TAPC_H") != 0 &&
			 strcmp(l, "#define TAPC_H") != 0)
			break;
	}
	free(header);
	free(path);
	return sb.buf ? sb_steal(&sb) : xstrdup("");
}

/* The unit of `text` (runtime_unit_text's) whose features are tested
 * beside its kbuild: the kernel's headers tapc.h starts with are
 * included before the features (KBUILD_FEATURES_INCLUDE), so that its
 * compiler parses them while the tests run; after every #define of the
 * text, as tapc.h would include them (the features' defines are of the
 * runtime's own names, which the kernel's headers never read). */
static char *unit_features_beside(const char *runtime_dir, const char *text)
{
	static const char tapc_h[] = "#include \"tapc.h\"\n";
	const char *at = strstr(text, tapc_h);
	char *includes = at ? kernel_includes(runtime_dir) : xstrdup("");
	char *unit = at ? xasprintf("%.*s%s#include \"" KBUILD_FEATURES_INCLUDE
				    "\"\n%s", (int)(at - text), text,
				    includes, at)
			: xasprintf("#include \"" KBUILD_FEATURES_INCLUDE
				    "\"\n%s", text);

	free(includes);
	return unit;
}

bool runtime_unit_prepare(runtime_unit *ru, const build_inputs *in,
			  const char *dir, const char *name, bool reuse,
			  int verbose)
{
	char *text;

	unit_init(ru, in, dir, name, &text);
	ru->reused = reuse && fetch(ru, verbose);
	if (ru->reused) {
		free(text);
		return true;
	}
	progress_note("compiling the runtime for %s with the module (once per "
		      "kernel and set of -D options)", in->kernel->release);
	/* The features follow from the kernel's build, which is in the key:
	 * they are tested only when the object is compiled, beside its
	 * kbuild when they are not kept (kbuild_module). */
	char *features = kfeatures_defines_kept(in->kernel->release,
						in->kernel->build_dir,
						verbose >= 2 ? verbose : 0);
	ru->features_beside = !features;
	char *unit = features ? xasprintf("%s%s", features, text)
			      : unit_features_beside(in->runtime_dir, text);
	bool ok = unit && write_unit(ru, unit);
	free(unit);
	free(features);
	free(text);
	return ok;
}

/* Whether process `pid` is gone: no such process, or one that ended and
 * waits to be reaped. */
static bool process_gone(long pid)
{
	if (kill((pid_t)pid, 0) < 0)
		return errno == ESRCH;
	char *path = xasprintf("/proc/%ld/stat", pid);
	char *stat = read_file(path, NULL);
	char *paren = stat ? strrchr(stat, ')') : NULL;
	bool zombie = paren && paren[1] == ' ' && paren[2] == 'Z';
	free(stat);
	free(path);
	return zombie;
}

void runtime_unit_sweep_partial(const char key[HASH_HEX_LEN])
{
	char *root = cache_dir("runtime", false);
	DIR *d = root ? opendir(root) : NULL;
	struct dirent *de;
	size_t key_len = strlen(key);

	while (d && (de = readdir(d))) {
		/* KEY.SUFFIX.gch.PID.tmp (kbuild_recipe_keep_extras) */
		const char *gch = strstr(de->d_name, ".gch.");
		char *end;
		long pid = gch ? strtol(gch + 5, &end, 10) : 0;
		if (strncmp(de->d_name, key, key_len) != 0 || pid <= 0 ||
		    strcmp(end, ".tmp") != 0 || !process_gone(pid))
			continue;
		char *path = xasprintf("%s/%s", root, de->d_name);
		unlink(path);
		free(path);
	}
	if (d)
		closedir(d);
	free(root);
}

bool runtime_unit_kept(const build_inputs *in, char key[HASH_HEX_LEN])
{
	char *text = runtime_unit_text(in);
	runtime_object_key(text, in, key);
	free(text);
	runtime_unit_sweep_partial(key);
	char *root = cache_dir("runtime", false);
	/* the object: a later module's pass 4 runs make where kbuild's
	 * commands are not kept with it (the first module after the
	 * second tapc's object, or NO_RECIPE's word), and makes the
	 * precompiled headers where they are not there (kept_beside) */
	char *path = root ? xasprintf("%s/%s.obj", root, key) : NULL;
	bool kept = path && access(path, R_OK) == 0;
	free(path);
	free(root);
	return kept;
}

typedef struct kept_object {
	char *path;
	time_t used;
} kept_object;

static int newest_first(const void *a, const void *b)
{
	const kept_object *x = a, *y = b;

	return (x->used < y->used) - (x->used > y->used);
}

/* The files kept under an object's key, the object itself first:
 * kbuild_recipe_keep_extras' with the recipe's. */
static const char *const kept_beside[] = {
	".obj", ".recipe", NO_RECIPE, ".src.h", ".src.h.gch", ".mod.h",
	".mod.h.gch", ".module-common.o", ".lock",
};

/* Removes all but the RUNTIME_CACHE_KEEP most recently used objects, and
 * the precompiled headers of all but the RUNTIME_CACHE_KEEP_PCH newest. */
static void trim(const char *root)
{
	DIR *d = opendir(root);
	struct dirent *de;
	kept_object *kept = NULL;
	int n = 0;

	if (!d)
		return;
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);
		struct stat st;
		if (len < 4 || strcmp(de->d_name + len - 4, ".obj"))
			continue;
		char *path = xasprintf("%s/%s", root, de->d_name);
		if (stat(path, &st) == 0)
			VEC_PUSH(kept, n, ((kept_object){ path, st.st_mtime }));
		else
			free(path);
	}
	closedir(d);
	if (n > 1)
		qsort(kept, (size_t)n, sizeof *kept, newest_first);
	for (int i = 0; i < n; i++) {
		/* KEY.obj, then what was kept with it (runtime_cache.h) */
		int stem = (int)strlen(kept[i].path) - 4;
		for (size_t j = 0; j < sizeof(kept_beside) / sizeof(kept_beside[0]); j++) {
			bool large = strstr(kept_beside[j], ".gch") != NULL;
			if (i < (large ? RUNTIME_CACHE_KEEP_PCH : RUNTIME_CACHE_KEEP))
				continue;
			char *path = xasprintf("%.*s%s", stem, kept[i].path,
					       kept_beside[j]);
			unlink(path);
			free(path);
		}
		free(kept[i].path);
	}
	free(kept);
}

void runtime_unit_keep(const runtime_unit *ru, int verbose)
{
	if (ru->reused)
		return;
	/* kbuild writes the .cmd file once the object compiled whole */
	char *cmd = build_file(ru, ".", ".o.cmd");
	char *obj = build_file(ru, "", ".o");
	size_t len = 0;
	char *data = access(cmd, R_OK) == 0 ? read_file(obj, &len) : NULL;
	char *root = data ? cache_dir("runtime", true) : NULL;

	if (root) {
		char *path = object_path(root, ru->key);
		if (sealed_file_write(path, SEAL_MAGIC, ru->key, SEAL_NAME, data,
				      len)) {
			if (verbose >= 2)
				fprintf(stderr, "Pass 4: kept the runtime's "
					"object for later modules: \"%s\"\n",
					path);
			trim(root);
		} else {
			/* as a module that cannot be stored: said always */
			fprintf(stderr, "%s: cannot keep the runtime's object "
				"in %s: %s\n", progname, root, strerror(errno));
		}
		free(path);
	}
	free(root);
	free(data);
	free(obj);
	free(cmd);
}

char *runtime_unit_recipe(const runtime_unit *ru, int verbose)
{
	return ru->reused ? runtime_unit_kept_recipe(ru, verbose) : NULL;
}

char *runtime_unit_kept_recipe(const runtime_unit *ru, int verbose)
{
	char *root = cache_dir("runtime", false);
	char *path = root ? recipe_path(root, ru->key) : NULL;
	size_t len = 0;
	char *data = read_kept(ru, path, RECIPE_MAGIC, RECIPE_NAME, &len,
			       verbose);
	char *recipe = data ? xstrndup(data, len) : NULL;

	if (recipe && verbose >= 2)
		fprintf(stderr, "Pass 4: running the kbuild commands kept in "
			"\"%s\"\n", path);
	free(data);
	free(path);
	free(root);
	return recipe;
}

char *runtime_unit_lock_path(const char key[HASH_HEX_LEN])
{
	char *root = cache_dir("runtime", true);
	char *path = root ? xasprintf("%s/%s.lock", root, key) : NULL;

	free(root);
	return path;
}

char *runtime_unit_kept_prefix(const runtime_unit *ru)
{
	char *root = cache_dir("runtime", false);
	char *prefix = root ? xasprintf("%s/%s", root, ru->key) : NULL;

	free(root);
	return prefix;
}

bool runtime_unit_keep_recipe(runtime_unit *ru, int verbose)
{
	char *recipe = kbuild_recipe_capture(ru->dir, ru->name, ru->runtime_dir);
	char *root = recipe ? cache_dir("runtime", true) : NULL;
	bool kept = false;

	if (root) {
		char *path = recipe_path(root, ru->key);
		kept = sealed_file_write(path, RECIPE_MAGIC, ru->key,
					 RECIPE_NAME, recipe, strlen(recipe));
		if (kept && verbose >= 2)
			fprintf(stderr, "Pass 4: kept kbuild's commands for "
				"later modules: \"%s\"\n", path);
		free(path);
		path = xasprintf("%s/%s" NO_RECIPE, root, ru->key);
		unlink(path);
		free(path);
	} else if ((root = cache_dir("runtime", true))) {
		static const char note[] = "kbuild's commands could not be "
					   "taken from its .cmd files\n";
		char *path = xasprintf("%s/%s" NO_RECIPE, root, ru->key);
		write_file_replacing(path, note, sizeof note - 1);
		if (verbose >= 2)
			fprintf(stderr, "Pass 4: kbuild's commands could not "
				"be kept; later modules run make: \"%s\"\n",
				path);
		free(path);
	}
	free(root);
	if (kept)
		ru->captured = recipe;
	else
		free(recipe);
	return kept;
}

void runtime_unit_keep_extras(const runtime_unit *ru, const kernel_target *k,
			      int verbose)
{
	char *kept = ru->captured ? runtime_unit_kept_prefix(ru) : NULL;

	if (kept)
		kbuild_recipe_keep_extras(ru->captured, k, ru->dir, ru->name,
					  ru->runtime_dir, ru->prologue, kept,
					  verbose);
	free(kept);
}

void runtime_unit_complete_extras(const runtime_unit *ru, const char *recipe,
				  const kernel_target *k,
				  const char *runtime_dir, int verbose)
{
	char *kept = runtime_unit_kept_prefix(ru);
	char *gch = kept ? xasprintf("%s.src.h.gch", kept) : NULL;

	if (gch && access(gch, R_OK) != 0)
		kbuild_recipe_keep_extras(recipe, k, ru->dir, ru->name,
					  runtime_dir, ru->prologue, kept,
					  verbose);
	free(gch);
	free(kept);
}

void runtime_unit_free(runtime_unit *ru)
{
	free(ru->dir);
	free(ru->name);
	free(ru->prologue);
	free(ru->runtime_dir);
	free(ru->captured);
	ru->dir = ru->name = ru->prologue = ru->runtime_dir = ru->captured = NULL;
}
