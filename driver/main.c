/* tapc: the driver. Reads stap's command line (options.c) and runs the
 * five passes: parse, elaborate, translate, compile, run. A module built
 * before comes from the cache (cache.c) instead of passes 3 and 4, and
 * still runs in pass 5. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cache.h"
#include "cache_key.h"
#include "diag.h"
#include "emit.h"
#include "dump_functions.h"
#include "families.h"
#include "guest.h"
#include "interrupt.h"
#include "kbuild.h"
#include "kbuild_recipe.h"
#include "kfeatures.h"
#include "kimage.h"
#include "kernel.h"
#include "kroot.h"
#include "listing.h"
#include "options.h"
#include "remote.h"
#include "report.h"
#include "parse.h"
#include "run.h"
#include "runtime_ahead.h"
#include "runtime_cache.h"
#include "safe_file.h"
#include "stale_dirs.h"
#include "session.h"
#include "pass_stats.h"
#include "procfs_family.h"
#include "tapsets.h"
#include "translate.h"
#include "util.h"

/* What passes 3 and 4 made, or found in the cache. */
typedef struct build {
	char *tmpdir;       /* this run's temporary directory, or NULL */
	char key[HASH_HEX_LEN];
	char *module_name;
	char *c_path;
	char *c_text;       /* -p3's C, printed from memory */
	size_t c_len;
	char *ko_path;
	bool cached;        /* c_path and ko_path are in the cache */
} build;

static build the_build;

/* At exit: the temporary directory goes, unless -k keeps it. */
static void clean_up(void)
{
	if (!the_build.tmpdir)
		return;
	if (opts.keep_tmpdir)
		fprintf(stderr, "Keeping temporary directory \"%s\"\n",
			the_build.tmpdir);
	else
		remove_tree(the_build.tmpdir);
}

/* The temporary directory's name reaches make: nothing a shell or make
 * would split or expand. */
static const char *temp_root(void)
{
	const char *tmp = getenv("TMPDIR");

	if (!tmp || !*tmp)
		return "/tmp";
	for (const char *p = tmp; *p; p++)
		if (!(*p == '/' || *p == '_' || *p == '-' || *p == '.' ||
		      (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9')))
			fatal("TMPDIR '%s' has characters make cannot take", tmp);
	if (access(tmp, W_OK | X_OK) != 0)
		fatal("TMPDIR '%s' is not a writable directory", tmp);
	return tmp;
}

static void make_tmpdir(build *b, int verbose)
{
	/* -k's is kept: its name has no pid, for no sweep to take it */
	b->tmpdir = mkdtemp(opts.keep_tmpdir
			    ? xasprintf("%s/tapcXXXXXX", temp_root())
			    : stale_dirs_template(temp_root(), "tapc"));
	if (!b->tmpdir)
		fatal("cannot make a temporary directory: %s", strerror(errno));
	interrupt_remove_path(b->tmpdir, opts.keep_tmpdir);
	if (verbose >= 2)
		fprintf(stderr, "Created temporary directory \"%s\"\n", b->tmpdir);
}

/* Whether DIR holds tapc's WHAT (its runtime or its tapsets). */
static bool holds_data(const char *dir, const char *what)
{
	char *probe = xasprintf("%s/%s/%s", dir, what,
				strcmp(what, "runtime") == 0 ? "tapc.h" : ".");
	bool found = access(probe, R_OK) == 0;

	free(probe);
	return found;
}

/* Where tapc's own files are: beside the binary when run in-tree; in the
 * source tree when the binary is the one a separate build tree made
 * (../configure, make distcheck), a fact fixed when it was built, so that
 * an installed tapc never reads a build tree; else where `make install`
 * put them. */
static char *data_dir(const char *what)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);

	if (n > 0) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash)
			*slash = '\0';
		if (holds_data(exe, what))
			return xasprintf("%s/%s", exe, what);
		if (strcmp(exe, TAPC_BUILDDIR) == 0 && holds_data(TAPC_SRCDIR, what))
			return xasprintf("%s/%s", TAPC_SRCDIR, what);
	}
	return xasprintf("%s/%s", TAPC_PKGDATADIR, what);
}

static char *self_exe(void)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);

	if (n <= 0)
		fatal("cannot find my own executable");
	exe[n] = '\0';
	return xstrdup(exe);
}

static _Noreturn void pass_failed(int pass, const char *what)
{
	diag_print_suppressed();
	fprintf(stderr, "Pass %d: %s failed.  [man error::pass%d]\n", pass, what,
		pass);
	exit(1);
}

/* "using Vvirt/.../Ddata kb, in Uusr/Ssys/Rreal ms." and the newline. */
static void print_pass_figures(const pass_clock *pc, bool memory)
{
	if (memory)
		pass_print_memory(stderr);
	pass_print_time(pc, stderr);
	fputc('\n', stderr);
}

/* ---- pass 1 ---- */

/* --suppress-time-limits: as stap, no bound on the statements a hit runs
 * nor on the tries for a lock, unless -D set one. */
static void suppress_time_limits(void)
{
	static char *const limits[] = {
		"MAXACTION=9223372036854775807", "MAXTRYLOCK=2147483647",
	};
	for (size_t i = 0; i < sizeof limits / sizeof *limits; i++) {
		size_t name_len = strcspn(limits[i], "=");
		bool given = false;
		for (int d = 0; d < opts.ndefines; d++)
			given |= !strncmp(opts.defines[d], limits[i], name_len) &&
				 (opts.defines[d][name_len] == '=' ||
				  !opts.defines[d][name_len]);
		if (!given)
			VEC_PUSH(opts.defines, opts.ndefines, limits[i]);
	}
}

/* -E SCRIPT: another user script, its probes, functions and globals
 * added to the main one's. */
static bool add_extra_script(session *s, const char *text, read_files *read,
			     tapset_names *names)
{
	src_file *f = parse_file_from_text("<input>", text, false);
	if (!f)
		return false;
	VEC_PUSH(read->files, read->n, f);
	ast_script *more = parse_script_names(f, tapset_names_add, names);
	if (!more)
		return false;
	ast_script *u = s->user;
	for (int i = 0; i < more->nprobes; i++)
		VEC_PUSH(u->probes, u->nprobes, more->probes[i]);
	for (int i = 0; i < more->nfunctions; i++)
		VEC_PUSH(u->functions, u->nfunctions, more->functions[i]);
	for (int i = 0; i < more->nglobals; i++)
		VEC_PUSH(u->globals, u->nglobals, more->globals[i]);
	for (int i = 0; i < more->nembeds; i++)
		VEC_PUSH(u->embeds, u->nembeds, more->embeds[i]);
	free(more->probes);
	free(more->functions);
	free(more->globals);
	free(more->embeds);
	free(more);
	return true;
}

static src_file *read_user_script(void)
{
	if (opts.script_text)
		return parse_file_from_text("<input>", opts.script_text, false);
	if (strcmp(opts.script_file, "-") == 0) {
		char *text = read_file("/dev/stdin", NULL);
		if (!text)
			fatal("cannot read the script from stdin: %s", strerror(errno));
		return parse_file_from_text("<input>", text, false);
	}
	return parse_read_file(opts.script_file, false);
}

/* Whether pass 1 parses every tapset: the listings and
 * --dump-functions show what all of them define. */
static bool all_tapsets_wanted(void)
{
	return opts.dump_functions || listing_requested() ||
	       getenv("TAPC_ALL_TAPSETS");
}

static void pass1(session *s, read_files *read)
{
	int verbose = options_verbose(1);
	const char *tapset_env = getenv("SYSTEMTAP_TAPSET");
	char *tapsets = tapset_env && *tapset_env ? xstrdup(tapset_env)
						  : data_dir("tapsets");
	bool all = all_tapsets_wanted();
	tapset_names names = {0};
	tapset_library *lib = NULL;
	pass_clock pc;

	pass_clock_start(&pc);
	bool ok = true;
	if (all)
		ok &= tapsets_read_macros(tapsets, verbose, read);
	else
		lib = tapsets_library_open(tapsets, verbose, read);
	for (int i = 0; i < opts.ninclude_dirs; i++)
		ok &= tapsets_read_macros(opts.include_dirs[i], verbose, read);
	src_file *f = read_user_script();
	if (!f)
		exit(1);
	VEC_PUSH(read->files, read->n, f);
	s->user = parse_script_names(f, tapset_names_add, &names);
	ok &= s->user != NULL;
	for (int i = 0; ok && i < opts.nextra_scripts; i++)
		ok &= add_extra_script(s, opts.extra_scripts[i], read, &names);
	if (all)
		ok &= tapsets_parse_dir(tapsets, s, true, verbose, read);
	else
		tapsets_library_read(lib, tapsets, s, verbose);
	for (int i = 0; i < opts.ninclude_dirs; i++)
		ok &= tapsets_parse_dir_names(opts.include_dirs[i], s, false,
					      verbose, read, &names);
	/* after the -I directories, whose scripts may use the library too */
	if (lib)
		ok &= tapsets_library_parse(lib, s, &names);
	tapset_names_free(&names);
	free(tapsets);
	if (!ok)
		pass_failed(1, "parse");
	if (verbose) {
		/* those parsed, as stap's (which parses them all): the
		 * library's that the script may use and the -I directories' */
		fprintf(stderr, "Pass 1: parsed user script and %d library scripts ",
			s->ntapsets);
		print_pass_figures(&pc, true);
	}
}

/* ---- pass 2 ---- */

/* -vv: where each probe of the script was derived from, as stap says. */
static void print_derivations(const session *s)
{
	for (int i = 0; i < s->user->nprobes; i++) {
		const ast_probe *p = s->user->probes[i];
		if (p->is_alias)
			continue;
		for (int j = 0; j < p->npoints; j++) {
			char *point = parse_point_text(p->points[j]);
			fprintf(stderr, "derive-probes (location #%d): %s of keyword "
				"at %s:%d:%d\n", j, point,
				p->loc.file ? p->loc.file->name : "", p->loc.line,
				p->loc.col);
			free(point);
		}
	}
}

/* The target kernel, looked up once, before pass 1 (NULL: not found). */
static kernel_target *target;

static void pass2(session *s)
{
	int verbose = options_verbose(2);
	pass_clock pc;

	pass_clock_start(&pc);
	/* found before pass 1 when it could be; else this says why not */
	s->kernel = target ? target : kernel_find(opts.kernel_release);
	if (!s->kernel)
		pass_failed(2, "analysis");
	/* what a young kernel changed is found by its own headers and the
	 * feature tests: most often it just works */
	if (kernel_is_untested(s->kernel->release) && !diag_no_warnings)
		diag_plain("WARNING", "kernel %s is newer than every kernel tapc "
			   "was tested with (the newest: %s); trying it",
			   s->kernel->release, KERNEL_NEWEST_TESTED);
	if (verbose >= 2)
		fprintf(stderr, "Session release: %s\nBuild tree: \"%s\"\n",
			s->kernel->release, s->kernel->build_dir);
	families_install(s);
	s->config = options_session_config(verbose);
	s->kernel->verbose = verbose;   /* its catalogs' loads say as much */
	diag_catalog = opts.semantic_keep_going;
	if (verbose >= 2)
		print_derivations(s);
	if (!elaborate(s)) {
		diag_print_catalog();
		pass_failed(2, "analysis");
	}
	/* -W: a warning fails the pass as an error would */
	if (opts.warnings_as_errors && diag_warnings > 0)
		pass_failed(2, "analysis");
	if (verbose) {
		int nembeds = s->nembeds;
		for (int i = 0; i < s->nfunctions; i++)
			nembeds += s->functions[i]->embedded_c != NULL;
		int npoints = 0;
		for (int i = 0; i < s->nprobes; i++)
			npoints += s->probes[i]->npoints;
		fprintf(stderr, "Pass 2: analyzed script: %d probe%s, %d function%s, "
			"%d embed%s, %d global%s ",
			npoints, npoints == 1 ? "" : "s",
			s->nfunctions, s->nfunctions == 1 ? "" : "s",
			nembeds, nembeds == 1 ? "" : "s",
			s->nglobals, s->nglobals == 1 ? "" : "s");
		print_pass_figures(&pc, true);
	}
}

/* ---- passes 3 and 4, or the cache ---- */

static build_inputs build_inputs_of(const session *s, const char *runtime)
{
	return (build_inputs){
		.kernel = s->kernel, .runtime_dir = runtime,
		.defines = opts.defines, .ndefines = opts.ndefines,
		.make_vars = opts.make_vars, .nmake_vars = opts.nmake_vars,
	};
}

static void compute_key(const session *s, const read_files *read,
			const char *runtime, build *b)
{
	module_inputs in = {
		.files = read->files, .nfiles = read->n,
		.library_listing = read->library_listing,
		.build = build_inputs_of(s, runtime),
		.args = opts.script_args, .nargs = opts.nscript_args,
		.compatible = parse_opts.compatible,
		.guru = s->config.guru, .unoptimized = s->config.unoptimized,
		.no_global_display = s->config.no_global_display,
		.modinfo = opts.modinfo, .nmodinfo = opts.nmodinfo,
		.user_files = s->user_files, .nuser_files = s->nuser_files,
	};

	module_key(&in, b->key);
	b->module_name = opts.module_name ? xstrdup(opts.module_name)
					  : cache_module_name(b->key);
}

static bool from_cache(build *b)
{
	cache_entry e;

	if (!options_use_cache() || opts.poison_cache ||
	    !cache_find(b->key, &e, options_verbose(3)))
		return false;
	b->c_path = e.c_path;
	b->ko_path = e.ko_path;
	b->cached = true;
	if (options_verbose(3))
		fprintf(stderr, "Pass 3: using cached %s\n", b->c_path);
	if (opts.last_pass >= 4 && options_verbose(4))
		fprintf(stderr, "Pass 4: using cached %s\n", b->ko_path);
	return true;
}

/* --modinfo NAME=VALUE: stap's MODULE_INFO(NAME, "VALUE") in the module,
 * for modinfo(8) to show. */
static void write_modinfo(const session *s, FILE *out)
{
	for (int i = 0; i < opts.nmodinfo; i++) {
		const char *eq = strchr(opts.modinfo[i], '=');
		fprintf(out, "MODULE_INFO(%.*s, %s);\n", (int)(eq - opts.modinfo[i]),
			opts.modinfo[i], tr_c_string(s->arena, eq + 1, strlen(eq + 1)));
	}
}

static void pass3(session *s, build *b)
{
	int verbose = options_verbose(3);
	pass_clock pc;
	strbuf c = {0};
	/* the C's file is for pass 4, and for the user when -k keeps it or
	 * -v names it, or for a limit on the size of files to stop its
	 * writing (--rlimit-fsize, as stap's); else -p3 prints it from
	 * memory, and makes no directory only to remove it (a few ms of the
	 * file system's time) */
	struct rlimit fsize;
	bool limited = getrlimit(RLIMIT_FSIZE, &fsize) == 0 &&
		       fsize.rlim_cur != RLIM_INFINITY;
	bool file = opts.last_pass > 3 || opts.keep_tmpdir || verbose || limited;

	pass_clock_start(&pc);
	if (file)
		make_tmpdir(b, verbose);
	/* a module's C is hundreds of KB: one buffer, not a copy at each
	 * doubling */
	sb_reserve(&c, 1 << 20);
	FILE *mem = sb_stream(&c);
	bool ok = translate(s, opts.defines, opts.ndefines, mem);
	write_modinfo(s, mem);
	fclose(mem);
	if (!ok)
		pass_failed(3, "translation");
	size_t c_len = c.len;
	char *c_text = sb_steal(&c);
	if (file) {
		b->c_path = xasprintf("%s/%s_src.c", b->tmpdir, b->module_name);
		if (!write_file(b->c_path, c_text, c_len))
			fatal("cannot write %s: %s", b->c_path, strerror(errno));
	}
	if (opts.last_pass == 3) {
		b->c_text = c_text;
		b->c_len = c_len;
	} else {
		free(c_text);
	}
	if (verbose) {
		fprintf(stderr, "Pass 3: translated to C into \"%s\" ", b->c_path);
		print_pass_figures(&pc, true);
	}
}

/* The second tapc's pass 4 (runtime_ahead.h): the runtime's object
 * alone, kept; then, when the first goes on to pass 5, the precompiled
 * headers of the commands it kept. Ends this tapc. */
static void pass4_ahead(session *s, build *b, const char *runtime, int verbose)
{
	build_inputs in = build_inputs_of(s, runtime);
	runtime_unit ru;
	bool ok = runtime_unit_prepare(&ru, &in, b->tmpdir, b->module_name,
				       true, verbose) &&
		  (ru.reused || kbuild_runtime_object(s->kernel, b->tmpdir,
						      b->module_name, runtime,
						      ru.features_beside,
						      verbose));
	runtime_unit_keep(&ru, verbose);
	if (ok && runtime_ahead_ready()) {
		char *recipe = runtime_unit_kept_recipe(&ru, verbose);
		if (recipe)
			runtime_unit_complete_extras(&ru, recipe, s->kernel,
						     runtime, verbose);
		free(recipe);
	}
	runtime_unit_free(&ru);
	exit(ok ? 0 : 1);
}

typedef struct await_ctx {
	runtime_unit *ru;
	const build_inputs *in;
	const build *b;
	int verbose;
} await_ctx;

/* kbuild_module_awaiting's: the second tapc's object, once kept */
static bool await_ahead(void *ctx)
{
	await_ctx *a = ctx;

	runtime_ahead_wait(a->verbose);
	return runtime_unit_fetch(a->ru, a->in, a->b->tmpdir,
				  a->b->module_name, a->verbose);
}

/* Pass 4 by the kept commands, or make (compiling the runtime where its
 * object is not kept) */
static void pass4_own(session *s, build *b, const char *runtime,
		      const build_inputs *in, runtime_unit *ru, int verbose)
{
	runtime_ahead_wait(verbose);
	if (!runtime_unit_prepare(ru, in, b->tmpdir, b->module_name,
				  !opts.poison_cache, verbose))
		pass_failed(4, "compilation");
	/* kbuild's own commands, without make, when they were kept for this
	 * runtime object; -B's variables are for make, which then runs */
	char *recipe = opts.nmake_vars ? NULL : runtime_unit_recipe(ru, verbose);
	char *kept = recipe ? runtime_unit_kept_prefix(ru) : NULL;
	b->ko_path = recipe ? kbuild_recipe_run(recipe, s->kernel, b->tmpdir,
						b->module_name, runtime, kept,
						verbose)
			    : NULL;
	free(kept);
	bool extras = false;
	if (!b->ko_path) {
		b->ko_path = kbuild_module(s->kernel, b->tmpdir, b->module_name,
					   runtime, !ru->reused && ru->features_beside,
					   opts.make_vars, opts.nmake_vars,
					   verbose);
		extras = b->ko_path && !opts.nmake_vars &&
			 runtime_unit_keep_recipe(ru, verbose);
	}
	runtime_unit_keep(ru, verbose);
	if (extras)
		runtime_unit_keep_extras(ru, s->kernel, verbose);
	else if (b->ko_path && recipe && !runtime_ahead_finishing())
		runtime_unit_complete_extras(ru, recipe, s->kernel, runtime,
					     verbose);
	free(recipe);
}

static void pass4(session *s, build *b, const char *runtime)
{
	int verbose = options_verbose(4);
	pass_clock pc;

	pass_clock_start(&pc);
	if (runtime_ahead_builder())
		pass4_ahead(s, b, runtime, verbose);
	build_inputs in = build_inputs_of(s, runtime);
	runtime_unit ru = {0};
	/* a first module: its make compiles the script's unit while the
	 * second tapc compiles the runtime's object, which it awaits; the
	 * precompiled headers are the second's. When the object does not
	 * come, pass 4 goes on as without a second tapc. */
	bool awaited = false;
	if (runtime_ahead_pending() && !opts.nmake_vars) {
		await_ctx a = { &ru, &in, b, verbose };
		b->ko_path = kbuild_module_awaiting(s->kernel, b->tmpdir,
						    b->module_name, runtime,
						    await_ahead, &a, &awaited,
						    verbose);
		if (b->ko_path)
			runtime_unit_keep_recipe(&ru, verbose);
		if (!awaited)
			runtime_unit_free(&ru);
	}
	if (!awaited)
		pass4_own(s, b, runtime, &in, &ru, verbose);
	runtime_unit_free(&ru);
	if (!b->ko_path)
		pass_failed(4, "compilation");
	if (verbose) {
		fprintf(stderr, "Pass 4: compiled C into \"%s.ko\" ",
			b->module_name);
		print_pass_figures(&pc, false);
	}
	cache_entry e;
	if (options_use_cache() &&
	    cache_store(b->key, b->c_path, b->ko_path, opts.poison_cache, &e,
			verbose)) {
		free(b->ko_path);
		b->ko_path = e.ko_path;
		free(e.c_path);
		b->cached = true;
	}
}

/* -m, or -p4 without the cache: the module is copied to the current
 * directory, as stap does; false if it cannot be. */
static bool save_module(const build *b)
{
	char *name = xasprintf("%s.ko", b->module_name);
	size_t len;
	char *data = read_file(b->ko_path, &len);
	/* the current directory may be /tmp: never through a link there */
	bool ok = data && safe_replace_file(name, data, len, 0644);

	if (!ok)
		fprintf(stderr, "WARNING: cannot copy the module to %s: %s\n",
			name, strerror(errno));
	free(data);
	free(name);
	return ok;
}

static void print_c_file(const char *path)
{
	size_t len;
	char *text = read_file(path, &len);

	if (!text)
		fatal("cannot read %s: %s", path, strerror(errno));
	fwrite(text, 1, len, stdout);
	free(text);
}

/* ---- pass 5 ---- */

/* On a host that cannot load modules, the same pass 5 runs inside the
 * target kernel booted in qemu: this very binary, through the guest's view
 * of the host's files. */
static int run_in_guest_with(session *s, build *b, int verbose,
			     char **out_args, int nout_args)
{
	char **argv = NULL;
	int argc = 0;

	VEC_PUSH(argv, argc, self_exe());
	VEC_PUSH(argv, argc, "--stop-on-stdin");
	for (int i = 0; i < verbose; i++)
		VEC_PUSH(argv, argc, "-v");
	if (opts.run.command) {
		VEC_PUSH(argv, argc, "-c");
		VEC_PUSH(argv, argc, (char *)opts.run.command);
	}
	if (opts.run.target_pid) {
		VEC_PUSH(argv, argc, "-x");
		VEC_PUSH(argv, argc, xasprintf("%d", opts.run.target_pid));
	}
	if (opts.run.buffer_mb) {
		VEC_PUSH(argv, argc, "-s");
		VEC_PUSH(argv, argc, xasprintf("%d", opts.run.buffer_mb));
	}
	if (opts.run.timeout_s) {
		VEC_PUSH(argv, argc, "-T");
		VEC_PUSH(argv, argc, xasprintf("%d", opts.run.timeout_s));
	}
	for (int i = 0; i < opts.run.nset_globals; i++) {
		VEC_PUSH(argv, argc, "-G");
		VEC_PUSH(argv, argc, opts.run.set_globals[i]);
	}
	for (int i = 0; i < nout_args; i++)
		VEC_PUSH(argv, argc, out_args[i]);
	VEC_PUSH(argv, argc, "--run-module");
	VEC_PUSH(argv, argc, b->ko_path);
	VEC_PUSH(argv, argc, NULL);

	fprintf(stderr, "tapc: this kernel cannot load modules; running pass 5 "
		"in %s under qemu\n", s->kernel->release);
	guest_options go = {
		.release = s->kernel->release,
		.writable_dir = b->tmpdir,
		.verbose = verbose,
		/* stdin is the script's, or else the command's */
		.forward_stdin = procfs_reads_stdin(s) || opts.run.command,
		.forward_keys = procfs_reads_stdin(s),
		.icount_shift = -1,
		.run_limit_s = opts.run.timeout_s,
	};
	int status = guest_run(argv, &go);
	free(argv);
	return status < 0 ? 1 : status;
}

static int run_in_guest(session *s, build *b, int verbose)
{
	return run_in_guest_with(s, b, verbose, NULL, 0);
}

/* Whether -o's output may go to more than one file: -S, or a script
 * that calls switch_file(). */
static bool splits_output(const session *s)
{
	if (opts.run.output_size_mb)
		return true;
	for (int i = 0; i < s->nfunctions; i++)
		if (!strcmp(s->functions[i]->name, "switch_file"))
			return true;
	return false;
}

/* Across file systems, where rename cannot. */
static bool copy_file(const char *from, const char *to)
{
	size_t len;
	char *text = read_file(from, &len);
	int fd = text ? safe_open_output(to, O_WRONLY | O_TRUNC, 0666) : -1;
	bool ok = fd >= 0 && write_all(fd, text, len);

	if (fd >= 0 && close(fd) != 0)
		ok = false;
	free(text);
	return ok;
}

/* Moves DIR/output and DIR/output.N to -o's FILE and FILE.N. */
static bool move_outputs(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	bool ok = d != NULL;

	while (d && (e = readdir(d))) {
		if (strncmp(e->d_name, "output", 6) ||
		    (e->d_name[6] && e->d_name[6] != '.'))
			continue;
		char *from = xasprintf("%s/%s", dir, e->d_name);
		char *to = xasprintf("%s%s", opts.run.output_file, e->d_name + 6);
		if (rename(from, to) < 0 && !copy_file(from, to)) {
			fprintf(stderr, "ERROR: %s: %s\n", to,
				safe_file_strerror(errno));
			ok = false;
		}
		free(from);
		free(to);
	}
	if (d)
		closedir(d);
	return ok;
}

/* -o's files, numbered while the guest runs, are written in the run's
 * own directory (the one the guest may write) and moved to FILE, FILE.N
 * when it ends. */
static int run_in_guest_to_files(session *s, build *b, int verbose)
{
	/* a module from the cache was built by nobody here: no directory yet */
	if (!b->tmpdir)
		make_tmpdir(b, verbose);
	char *inside = xasprintf("%s/output", b->tmpdir);
	char *args[4] = { "-o", inside, NULL, NULL };
	int nargs = 2;

	if (opts.run.output_size_mb) {
		args[nargs++] = "-S";
		args[nargs++] = opts.run.output_files
			? xasprintf("%d,%d", opts.run.output_size_mb, opts.run.output_files)
			: xasprintf("%d", opts.run.output_size_mb);
	}
	int status = run_in_guest_with(s, b, verbose, args, nargs);
	if (!move_outputs(b->tmpdir))
		status = 1;
	if (nargs > 2)
		free(args[3]);
	free(inside);
	return status;
}

/* stdout to -o's FILE, for the guest's output, which comes through us */
static bool output_to(const char *path)
{
	fflush(stdout);
	int fd = safe_open_output(path, O_WRONLY | O_TRUNC, 0666);

	if (fd < 0 || dup2(fd, STDOUT_FILENO) < 0) {
		fprintf(stderr, "ERROR: %s: %s\n", path,
			safe_file_strerror(errno));
		if (fd >= 0)
			close(fd);
		return false;
	}
	close(fd);
	return true;
}

static int pass5(session *s, build *b)
{
	int verbose = options_verbose(5);
	pass_clock pc;

	pass_clock_start(&pc);
	if (verbose)
		fprintf(stderr, "Pass 5: starting run.\n");
	int status;
	if (run_host_loads_modules()) {
		run_options ro = options_run(verbose);

		ro.stop_on_stdin = false;   /* that is the guest's Ctrl-C */
		status = run_module(b->ko_path, &ro);
	} else if (opts.run.output_file && splits_output(s)) {
		status = run_in_guest_to_files(s, b, verbose);
	} else {
		if (opts.run.output_file && !output_to(opts.run.output_file))
			return 1;
		status = run_in_guest(s, b, verbose);
	}
	fflush(stdout);
	if (status != 0) {
		fprintf(stderr, "Pass 5: run failed.  [man error::pass5]\n");
	} else if (verbose) {
		fprintf(stderr, "Pass 5: run completed ");
		print_pass_figures(&pc, false);
	}
	return status;
}

/* The module's own run, inside the guest or on a capable host. */
static int run_module_mode(void)
{
	run_options ro = options_run(opts.verbose);

	return run_module(opts.run_module, &ro);
}

/* What %( kernel_v ... %) and CONFIG_* conditions test. Without headers
 * pass 1 still runs (-p1 needs no kernel), on -r's release or this host's;
 * pass 2 then says what is missing. */
static void tell_pass1_the_kernel(void)
{
	kernel_target *k = target = kernel_find_quietly(opts.kernel_release);

	if (k) {
		parse_opts.kernel_release = k->release;
		parse_opts.kernel_config_path = kernel_config_path(k);
	} else if (opts.kernel_release && !strchr(opts.kernel_release, '/')) {
		parse_opts.kernel_release = opts.kernel_release;
	}
}

/* internal, for the suite's own modules: `tapc --in-kernel-tree COMMAND
 * ARGS...` runs COMMAND in the build tree of the kernel tapc targets
 * without -r, in its build root when it has one (kernel/kroot.h), where
 * the tree's own paths and compiler are. */
static int in_kernel_tree(char **command)
{
	kernel_target *k = kernel_find(NULL);
	int status;

	if (!k)
		return 1;
	status = kbuild_exec(k->build_dir, command);
	if (status < 0)
		fprintf(stderr, "%s: cannot run %s in %s\n", progname,
			command[0], k->build_dir);
	return status < 0 ? 127 : status;
}

/* internal: `tapc --kernel-file /boot/vmlinuz-%s` prints where the host
 * sees that file of the kernel tapc targets without -r (in its build
 * root when it has one; Debian's newer packages keep /boot's files in
 * /usr/lib/modules/RELEASE/). */
static int print_kernel_file(const char *format)
{
	kernel_target *k = kernel_find(NULL);

	const char *pct = strchr(format, '%');

	/* one %s, the release, and no other conversion */
	if (!k || !pct || pct[1] != 's' || strchr(pct + 1, '%'))
		return 1;
	char *path = kroot_file(k->release, format);
	puts(path);
	free(path);
	return 0;
}

/* internal, for the suite's modules written by hand, which compile the
 * runtime themselves: `tapc --kernel-features` prints what tapc puts
 * before the runtime it compiles, the runtime's TAPC_HAVE_* defines for
 * the kernel tapc targets without -r and the families' own (the
 * numbers of the syscall family's sets, TAPC_SET_*). */
static int print_kernel_features(void)
{
	kernel_target *k = kernel_find(NULL);
	char *text;

	if (!k)
		return 1;
	text = kfeatures_defines(k->release, k->build_dir, 0);
	if (text) {
		fputs(text, stdout);
		families_emit_runtime(stdout);
	}
	free(text);
	return text ? 0 : 1;
}

/* A kernel's first module: its runtime compiled by a second tapc while
 * this one runs passes 2 and 3 (runtime_ahead.h), with the options that
 * make the runtime's unit what pass 4 will ask for: -r, the user's -D
 * (the first `user_defines` of opts.defines) and the options that add
 * theirs after them. */
static void start_runtime_ahead(int user_defines)
{
	if (opts.last_pass < 4 || !target || opts.nmake_vars ||
	    opts.poison_cache)
		return;
	char **argv = NULL;
	int n = 0;
	VEC_PUSH(argv, n, self_exe());
	VEC_PUSH(argv, n, "-q");
	VEC_PUSH(argv, n, "-p4");
	/* its module is none of the user's: not cached, and copied into its
	 * own directory (runtime_ahead.c), which goes with it */
	VEC_PUSH(argv, n, "--disable-cache");
	/* a build tree's path as seen from the second tapc's directory */
	char *release = !opts.kernel_release ? NULL
		: strchr(opts.kernel_release, '/')
		? realpath(opts.kernel_release, NULL) : xstrdup(opts.kernel_release);
	if (release) {
		VEC_PUSH(argv, n, "-r");
		VEC_PUSH(argv, n, release);
	}
	for (int i = 0; i < user_defines; i++) {
		VEC_PUSH(argv, n, "-D");
		VEC_PUSH(argv, n, opts.defines[i]);
	}
	if (opts.guru)
		VEC_PUSH(argv, n, "-g");
	if (opts.timing)
		VEC_PUSH(argv, n, "-t");
	if (opts.suppress_time_limits)
		VEC_PUSH(argv, n, "--suppress-time-limits");
	if (opts.suppress_handler_errors)
		VEC_PUSH(argv, n, "--suppress-handler-errors");
	VEC_PUSH(argv, n, "-e");
	VEC_PUSH(argv, n, "probe begin { exit() }");
	VEC_PUSH(argv, n, NULL);
	char *runtime = data_dir("runtime");
	build_inputs in = {
		.kernel = target, .runtime_dir = runtime,
		.defines = opts.defines, .ndefines = opts.ndefines,
	};
	runtime_ahead_start(&in, argv, temp_root(), options_verbose(2));
	free(runtime);
	free(argv[0]);
	free(release);
	free(argv);
}

static int run_tapc(int argc, char **argv)
{
	session s = {0};
	read_files read = {0};
	build *b = &the_build;

	/* internal: the test suite runs many modules in one boot with
	 * `tapc --guest-run PROGRAM ARGS...`; the rest is not ours to parse */
	if (argc > 1 && strcmp(argv[1], "--guest-run") == 0)
		return guest_main(argc, argv);
	if (argc > 1 && strcmp(argv[1], "--kernel-features") == 0)
		return print_kernel_features();
	if (argc > 2 && strcmp(argv[1], "--in-kernel-tree") == 0)
		return in_kernel_tree(argv + 2);
	if (argc == 3 && strcmp(argv[1], "--kernel-file") == 0)
		return print_kernel_file(argv[2]);
	/* --remote starts a tapc per kernel with this very command line */
	char **given = xcalloc(argc + 1, sizeof(*given));
	memcpy(given, argv, argc * sizeof(*given));
	argv[0] = (char *)progname;   /* for getopt's messages */
	options_parse(argc, argv);
	if (opts.nremote_uris && !remote_build_child() && !opts.run_module)
		return remote_main(given);
	free(given);
	if (opts.run_module)
		return run_module_mode();
	/* a script left running would end with the guest that runs it */
	if (opts.flight_recorder && opts.last_pass == 5 &&
	    !run_host_loads_modules()) {
		fprintf(stderr, "ERROR: flight recorder mode (-F) needs a kernel "
			"that loads modules, and this one cannot: build the "
			"module with -p4 and start it with tapc-run -L where the "
			"kernel loads modules\n");
		return 1;
	}
	if (opts.report)
		return report_print(stdout, opts.kernel_release, data_dir("tapsets"),
				    data_dir("runtime"));

	parse_opts.guru = opts.guru;
	parse_opts.args = opts.script_args;
	parse_opts.nargs = opts.nscript_args;
	tell_pass1_the_kernel();
	parse_opts.verbose = options_verbose(1) > 0;
	diag_no_warnings = opts.suppress_warnings;
	int user_defines = opts.ndefines;
	if (opts.timing)
		VEC_PUSH(opts.defines, opts.ndefines, "TAPC_TIMING");
	if (opts.suppress_time_limits)
		suppress_time_limits();
	if (opts.suppress_handler_errors)
		VEC_PUSH(opts.defines, opts.ndefines, "TAPC_SUPPRESS_HANDLER_ERRORS");
	/* an interrupt in passes 1-4 ends tapc at once, with exit 1 */
	interrupt_catch();
	atexit(clean_up);
	/* as stap: a TMPDIR that cannot be used fails the run before pass 1 */
	stale_dirs_sweep(temp_root(), "tapc");
	stale_dirs_sweep(temp_root(), "tapc-guest");
	stale_dirs_sweep(temp_root(), "tapc-ahead");

	pass1(&s, &read);
	if (opts.last_pass == 1) {
		parse_print_script(s.user, stdout);
		return 0;
	}
	start_runtime_ahead(user_defines);
	pass2(&s);
	/* pass 2 has loaded every catalog the script needs */
	kimage_forget_payload();
	if (opts.last_pass == 2) {
		if (opts.dump_functions)
			dump_functions_print(&s, stdout);
		else if (listing_requested())
			return listing_print(&s, stdout) ? 0 : 1;
		else
			elaborate_print(&s, stdout);
		return 0;
	}

	char *runtime = data_dir("runtime");
	compute_key(&s, &read, runtime, b);
	if (!from_cache(b)) {
		pass3(&s, b);
		if (opts.last_pass >= 4)
			pass4(&s, b, runtime);
	}
	free(runtime);
	if (opts.last_pass == 3) {
		if (b->c_text)
			fwrite(b->c_text, 1, b->c_len, stdout);
		else
			print_c_file(b->c_path);
		return 0;
	}
	/* -p4 names the module in the cache; one not cached, and any with
	 * -m, is copied to where the user is (a copy that fails stops only
	 * -p4, whose result it is) */
	bool save = opts.module_name || (opts.last_pass == 4 && !b->cached);
	if (save && !save_module(b) && opts.last_pass == 4)
		return 1;
	if (opts.last_pass == 4) {
		/* only a build for --remote gets here with remote URIs */
		if (opts.nremote_uris && procfs_reads_stdin(&s))
			printf("%s\n", REMOTE_READS_STDIN);
		if (b->cached)
			printf("%s\n", b->ko_path);
		else
			printf("%s.ko\n", b->module_name);
		return 0;
	}
	/* the headers a first module's runtime precompiles for later ones
	 * are made during the run, not ended at its start */
	runtime_ahead_let_finish();
	return pass5(&s, b);
}

/* What tapc printed on stdout (a listing, the C, the module's path, the
 * help) is flushed and checked as it exits, by every way out, after the
 * temporary files are cleaned up: a write that failed (a full disk,
 * /dev/full) is an error and exit 1, never an exit 0 having written
 * nothing. */
static void check_stdout(void)
{
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return;
	fprintf(stderr, "ERROR: writing the output failed: %s\n",
		errno ? strerror(errno) : "a write failed");
	_exit(1);
}

int main(int argc, char **argv)
{
	/* first, so that it runs last */
	atexit(check_stdout);
	return run_tapc(argc, argv);
}
