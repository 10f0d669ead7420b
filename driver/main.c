/* tapc: the driver. Reads stap's command line and runs the five passes:
 * parse, elaborate, translate, compile, run. */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "guest.h"
#include "kbuild.h"
#include "kernel.h"
#include "listing.h"
#include "options.h"
#include "parse.h"
#include "run.h"
#include "session.h"
#include "stats.h"
#include "translate.h"
#include "util.h"

tapc_options opts = { .last_pass = 5 };

enum {
	OPT_DISABLE_CACHE = 256,
	OPT_COMPATIBLE,
	OPT_PROLOGUE_SEARCHING,
	OPT_RUN_MODULE,
	OPT_STOP_ON_STDIN,
	OPT_DUMP_PROBE_TYPES,
	OPT_DUMP_PROBE_ALIASES,
};

static const struct option long_options[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ "disable-cache", no_argument, NULL, OPT_DISABLE_CACHE },
	{ "compatible", required_argument, NULL, OPT_COMPATIBLE },
	{ "prologue-searching", optional_argument, NULL, OPT_PROLOGUE_SEARCHING },
	{ "dump-probe-types", no_argument, NULL, OPT_DUMP_PROBE_TYPES },
	{ "dump-probe-aliases", no_argument, NULL, OPT_DUMP_PROBE_ALIASES },
	/* internal: pass 5 inside the guest, and the guest itself */
	{ "run-module", required_argument, NULL, OPT_RUN_MODULE },
	{ "stop-on-stdin", no_argument, NULL, OPT_STOP_ON_STDIN },
	{ NULL, 0, NULL, 0 },
};

static void usage(FILE *out)
{
	fprintf(out,
		"Usage: %s [OPTIONS] FILE [ARGS...]\n"
		"       %s [OPTIONS] -e SCRIPT [ARGS...]\n"
		"Compiles a SystemTap script into a kernel module and runs it.\n\n"
		"  -h, --help       show this help\n"
		"  -V, --version    show the version\n"
		"  -v               more verbose: one line per pass (repeat for more)\n"
		"  -p NUM           stop after pass NUM (1-5)\n"
		"  -k               keep the temporary directory\n"
		"  -m NAME          name the module NAME\n"
		"  -e SCRIPT        run SCRIPT given on the command line\n"
		"  -c CMD           run CMD, stop when it ends; target() is its pid\n"
		"  -x PID           target() is PID\n"
		"  -o FILE          send the script's output to FILE\n"
		"  -s MB            transport buffer size\n"
		"  -T SECONDS       stop after SECONDS\n"
		"  -r RELEASE|DIR   target kernel release or build directory\n"
		"  -I DIR           look for more tapsets in DIR\n"
		"  -D NAME=VALUE    define a C macro for the module (limits)\n"
		"  -g               guru mode: allow embedded C in the script\n"
		"  -u               unoptimized: keep unused code\n"
		"  -w               suppress warnings\n"
		"  -W               turn warnings into errors\n"
		"  -t               collect per-probe timing\n"
		"  -l PATTERN       list the probe points PATTERN matches\n"
		"  -L PATTERN       the same, with their variables\n"
		"  --dump-probe-types    list the kinds of probe points\n"
		"  --dump-probe-aliases  list the probe aliases of the tapsets\n"
		"  --disable-cache  do not use the module cache\n",
		progname, progname);
}

/* Names that reach make or a file name must be plain: a C identifier. */
static bool is_identifier(const char *s)
{
	if (!*s || (*s >= '0' && *s <= '9'))
		return false;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

static bool valid_define(const char *d)
{
	const char *eq = strchr(d, '=');
	char *name = xstrndup(d, eq ? (size_t)(eq - d) : strlen(d));
	bool ok = is_identifier(name);

	free(name);
	/* a value is one C token-ish word: no newlines or quotes that could
	 * end the #define */
	return ok && (!eq || strcspn(eq + 1, "\n\r\"'\\") == strlen(eq + 1));
}

static int parse_number_arg(const char *s, const char *what)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (*s == '\0' || *end != '\0' || v < 0 || v > INT_MAX) {
		fprintf(stderr, "%s: invalid %s '%s'\n", progname, what, s);
		usage(stderr);
		exit(1);
	}
	return (int)v;
}

typedef struct internal_mode {
	const char *run_module;
	bool stop_on_stdin;
	int timeout_s;
} internal_mode;

static void parse_command_line(int argc, char **argv, internal_mode *im)
{
	int c;

	while ((c = getopt_long(argc, argv, "hVvp:km:e:c:x:o:s:T:r:I:D:guwWtl:L:",
				long_options, NULL)) != -1) {
		switch (c) {
		case 'h':
			usage(stdout);
			exit(0);
		case 'V':
			printf("tapc %s, a SystemTap-language compiler\n", TAPC_VERSION);
			exit(0);
		case 'v':
			opts.verbose++;
			break;
		case 'p':
			opts.last_pass = parse_number_arg(optarg, "pass number");
			if (opts.last_pass < 1 || opts.last_pass > 5) {
				fprintf(stderr, "%s: -p takes 1 to 5\n", progname);
				exit(1);
			}
			break;
		case 'k':
			opts.keep_tmpdir = true;
			break;
		case 'm':
			if (!is_identifier(optarg) || strlen(optarg) > 55) {
				fprintf(stderr, "%s: invalid module name '%s': use "
					"letters, digits and '_' (at most 55)\n",
					progname, optarg);
				exit(1);
			}
			opts.module_name = optarg;
			break;
		case 'e':
			if (opts.script_text) {
				fprintf(stderr, "%s: only one -e SCRIPT may be given\n",
					progname);
				exit(1);
			}
			opts.script_text = optarg;
			break;
		case 'c':
			opts.command = optarg;
			break;
		case 'x':
			opts.target_pid = parse_number_arg(optarg, "pid");
			break;
		case 'o':
			opts.output_file = optarg;
			break;
		case 's':
			opts.buffer_mb = parse_number_arg(optarg, "buffer size");
			if (opts.buffer_mb < 1 || opts.buffer_mb > 4095) {
				fprintf(stderr, "%s: invalid buffer size %s (1 to 4095 MB)\n",
					progname, optarg);
				exit(1);
			}
			break;
		case 'T':
			im->timeout_s = parse_number_arg(optarg, "timeout");
			break;
		case 'r':
			opts.kernel_release = optarg;
			break;
		case 'I':
			VEC_PUSH(opts.include_dirs, opts.ninclude_dirs, optarg);
			break;
		case 'D':
			if (!valid_define(optarg)) {
				fprintf(stderr, "%s: invalid -D '%s': use NAME or NAME=VALUE\n",
					progname, optarg);
				exit(1);
			}
			VEC_PUSH(opts.defines, opts.ndefines, optarg);
			break;
		case 'g':
			opts.guru = true;
			break;
		case 'u':
			opts.unoptimized = true;
			break;
		case 'w':
			opts.suppress_warnings = true;
			break;
		case 'W':
			opts.warnings_as_errors = true;
			break;
		case 't':
			opts.timing = true;
			break;
		case OPT_DISABLE_CACHE:
			opts.disable_cache = true;
			break;
		case OPT_COMPATIBLE:
			parse_opts.compatible = optarg;
			break;
		case OPT_PROLOGUE_SEARCHING:
			/* DWARF prologue analysis: nothing to choose here yet */
			if (optarg && strcmp(optarg, "always") != 0 &&
			    strcmp(optarg, "never") != 0 && strcmp(optarg, "auto") != 0) {
				fprintf(stderr, "%s: --prologue-searching takes always, "
					"never or auto\n", progname);
				exit(1);
			}
			break;
		case OPT_RUN_MODULE:
			im->run_module = optarg;
			break;
		case OPT_STOP_ON_STDIN:
			im->stop_on_stdin = true;
			break;
		case 'l':
		case 'L':
			listing_request(c == 'l' ? LISTING_POINTS : LISTING_VARIABLES,
					optarg);
			break;
		case OPT_DUMP_PROBE_TYPES:
		case OPT_DUMP_PROBE_ALIASES:
			listing_request(c == OPT_DUMP_PROBE_TYPES ? LISTING_TYPES
					: LISTING_ALIASES, NULL);
			break;
		default:
			usage(stderr);
			exit(1);
		}
	}
	if (opts.command && opts.target_pid) {
		fprintf(stderr, "%s: -c and -x cannot be used together\n", progname);
		exit(1);
	}
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

/* Where tapc's own files are: beside the binary when run in-tree, else
 * where `make install` put them. */
static char *data_dir(const char *what)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);

	if (n > 0) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash)
			*slash = '\0';
		char *dir = xasprintf("%s/%s", exe, what);
		char *probe = xasprintf("%s/%s", dir, strcmp(what, "runtime") == 0
					? "tapc.h" : ".");
		bool found = access(probe, R_OK) == 0;
		free(probe);
		if (found)
			return dir;
		free(dir);
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

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files of a tapset directory ending in `suffix`, in name order so
 * that the result does not depend on the file system. */
static char **tapset_files(const char *dir, const char *suffix, int *count)
{
	DIR *d = opendir(dir);
	char **paths = NULL;
	size_t slen = strlen(suffix);
	struct dirent *de;

	*count = 0;
	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);
		if (len > slen && strcmp(de->d_name + len - slen, suffix) == 0)
			VEC_PUSH(paths, *count, xasprintf("%s/%s", dir, de->d_name));
	}
	closedir(d);
	qsort(paths, (size_t)*count, sizeof *paths, compare_names);
	return paths;
}

/* Macro files (.stpm) first: their @defines serve every script after. */
static bool read_tapset_macros(const char *dir)
{
	int n;
	char **paths = tapset_files(dir, ".stpm", &n);
	bool ok = true;

	for (int i = 0; i < n; i++) {
		ast_file *f = parse_read_file(paths[i], true);
		ok &= f && parse_macro_file(f);
		free(paths[i]);
	}
	free(paths);
	return ok;
}

/* A broken tapset of our own is an error; one from -I is skipped with a
 * warning, as stap does, unless -W makes warnings errors. */
static bool parse_tapset_dir(const char *dir, session *s, bool own)
{
	int n;
	char **paths = tapset_files(dir, ".stp", &n);
	bool ok = true;

	for (int i = 0; i < n; i++) {
		ast_file *f = parse_read_file(paths[i], true);
		ast_script *sc = f ? parse_script(f) : NULL;
		if (sc) {
			VEC_PUSH(s->tapsets, s->ntapsets, sc);
		} else if (own || opts.warnings_as_errors) {
			ok = false;
		} else {
			fprintf(stderr, "WARNING: tapset '%s' has errors, and will "
				"be skipped\n", paths[i]);
		}
		free(paths[i]);
	}
	free(paths);
	return ok;
}

static ast_file *read_user_script(void)
{
	if (opts.script_text)
		return parse_file_from_text("<input>", opts.script_text, false);
	if (!opts.script_file) {
		fprintf(stderr, "%s: no script given\n", progname);
		usage(stderr);
		exit(1);
	}
	if (strcmp(opts.script_file, "-") == 0) {
		char *text = read_file("/dev/stdin", NULL);
		if (!text)
			fatal("cannot read the script from stdin: %s", strerror(errno));
		return parse_file_from_text("<input>", text, false);
	}
	return parse_read_file(opts.script_file, false);
}

static void pass_failed(int pass, const char *what)
{
	diag_print_suppressed();
	fprintf(stderr, "Pass %d: %s failed.  [man error::pass%d]\n", pass, what, pass);
	exit(1);
}

static void pass1(session *s, const char *tapset_dir)
{
	pass_clock pc;

	pass_clock_start(&pc);
	bool ok = read_tapset_macros(tapset_dir);
	for (int i = 0; i < opts.ninclude_dirs; i++)
		ok &= read_tapset_macros(opts.include_dirs[i]);
	ast_file *f = read_user_script();
	if (!f)
		exit(1);
	s->user = parse_script(f);
	ok &= s->user != NULL;
	ok &= parse_tapset_dir(tapset_dir, s, true);
	for (int i = 0; i < opts.ninclude_dirs; i++)
		ok &= parse_tapset_dir(opts.include_dirs[i], s, false);
	if (!ok)
		pass_failed(1, "parse");
	if (opts.verbose) {
		fprintf(stderr, "Pass 1: parsed user script and %d library scripts ",
			s->ntapsets);
		pass_print_memory(stderr);
		pass_print_time(&pc, stderr);
		fputc('\n', stderr);
	}
}

static void pass2(session *s)
{
	pass_clock pc;

	pass_clock_start(&pc);
	s->kernel = kernel_find(opts.kernel_release);
	if (!s->kernel)
		pass_failed(2, "analysis");
	s->verbose = opts.verbose;
	s->guru = opts.guru;
	s->unoptimized = opts.unoptimized;
	if (!elaborate(s))
		pass_failed(2, "analysis");
	/* -W: a warning fails the pass as an error would */
	if (opts.warnings_as_errors && diag_warnings > 0)
		pass_failed(2, "analysis");
	if (opts.verbose) {
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
		pass_print_memory(stderr);
		pass_print_time(&pc, stderr);
		fputc('\n', stderr);
	}
}

static uint64_t hash_text(const char *s, size_t len)
{
	uint64_t h = 14695981039346656037ull;	/* FNV-1a */

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return h;
}

typedef struct build {
	char *tmpdir;
	char *module_name;
	char *c_path;
	char *ko_path;
} build;

static void pass3(session *s, build *b)
{
	pass_clock pc;
	char *c_text = NULL;
	size_t c_len = 0;

	pass_clock_start(&pc);
	FILE *mem = open_memstream(&c_text, &c_len);
	if (!mem)
		fatal("out of memory");
	if (opts.timing)
		VEC_PUSH(opts.defines, opts.ndefines, "TAPC_TIMING");
	bool ok = translate(s, opts.defines, opts.ndefines, mem);
	fclose(mem);
	if (!ok)
		pass_failed(3, "translation");
	b->module_name = opts.module_name
		? xstrdup(opts.module_name)
		: xasprintf("stap_%016llx",
			    (unsigned long long)hash_text(c_text, c_len));
	b->c_path = xasprintf("%s/%s_src.c", b->tmpdir, b->module_name);
	if (!write_file(b->c_path, c_text, c_len))
		fatal("cannot write %s: %s", b->c_path, strerror(errno));
	if (opts.verbose) {
		fprintf(stderr, "Pass 3: translated to C into \"%s\" ", b->c_path);
		pass_print_memory(stderr);
		pass_print_time(&pc, stderr);
		fputc('\n', stderr);
	}
	if (opts.last_pass == 3)
		fwrite(c_text, 1, c_len, stdout);
	free(c_text);
}

static void pass4(session *s, build *b)
{
	pass_clock pc;

	pass_clock_start(&pc);
	char *runtime = data_dir("runtime");
	b->ko_path = kbuild_module(s->kernel, b->tmpdir, b->module_name, runtime,
				   NULL, 0, opts.verbose);
	free(runtime);
	if (!b->ko_path)
		pass_failed(4, "compilation");
	if (opts.verbose) {
		fprintf(stderr, "Pass 4: compiled C into \"%s.ko\" ", b->module_name);
		pass_print_time(&pc, stderr);
		fputc('\n', stderr);
	}
	if (opts.last_pass == 4)
		printf("%s\n", b->ko_path);
}

/* On a host that cannot load modules, the same pass 5 runs inside the
 * target kernel booted in qemu: this very binary, through the guest's view
 * of the host's files. */
static int run_in_guest(session *s, build *b, int timeout_s)
{
	char **argv = NULL;
	int argc = 0;

	VEC_PUSH(argv, argc, self_exe());
	VEC_PUSH(argv, argc, "--stop-on-stdin");
	for (int i = 0; i < opts.verbose; i++)
		VEC_PUSH(argv, argc, "-v");
	if (opts.command) {
		VEC_PUSH(argv, argc, "-c");
		VEC_PUSH(argv, argc, (char *)opts.command);
	}
	if (opts.target_pid) {
		VEC_PUSH(argv, argc, "-x");
		VEC_PUSH(argv, argc, xasprintf("%d", opts.target_pid));
	}
	if (opts.buffer_mb) {
		VEC_PUSH(argv, argc, "-s");
		VEC_PUSH(argv, argc, xasprintf("%d", opts.buffer_mb));
	}
	if (timeout_s) {
		VEC_PUSH(argv, argc, "-T");
		VEC_PUSH(argv, argc, xasprintf("%d", timeout_s));
	}
	VEC_PUSH(argv, argc, "--run-module");
	VEC_PUSH(argv, argc, b->ko_path);
	VEC_PUSH(argv, argc, NULL);

	fprintf(stderr, "tapc: this kernel cannot load modules; running pass 5 "
		"in %s under qemu\n", s->kernel->release);
	guest_options go = {
		.release = s->kernel->release,
		.writable_dir = b->tmpdir,
		.verbose = opts.verbose,
	};
	int status = guest_run(argv, &go);
	free(argv);
	return status < 0 ? 1 : status;
}

static int pass5(session *s, build *b, int timeout_s)
{
	pass_clock pc;

	pass_clock_start(&pc);
	if (opts.verbose)
		fprintf(stderr, "Pass 5: starting run.\n");
	if (opts.output_file && !freopen(opts.output_file, "w", stdout))
		fatal("cannot write %s: %s", opts.output_file, strerror(errno));
	int status;
	if (run_host_loads_modules()) {
		run_options ro = {
			.command = opts.command,
			.target_pid = opts.target_pid,
			.buffer_mb = opts.buffer_mb,
			.timeout_s = timeout_s,
			.verbose = opts.verbose,
		};
		status = run_module(b->ko_path, &ro);
	} else {
		status = run_in_guest(s, b, timeout_s);
	}
	fflush(stdout);
	if (status != 0) {
		fprintf(stderr, "Pass 5: run failed.  [man error::pass5]\n");
	} else if (opts.verbose) {
		fprintf(stderr, "Pass 5: run completed ");
		pass_print_time(&pc, stderr);
		fputc('\n', stderr);
	}
	return status;
}

/* The module's own run, inside the guest or on a capable host. */
static int run_module_mode(const internal_mode *im)
{
	run_options ro = {
		.command = opts.command,
		.target_pid = opts.target_pid,
		.output_file = opts.output_file,
		.buffer_mb = opts.buffer_mb,
		.timeout_s = im->timeout_s,
		.stop_on_stdin = im->stop_on_stdin,
		.verbose = opts.verbose,
	};
	return run_module(im->run_module, &ro);
}

int main(int argc, char **argv)
{
	internal_mode im = {0};
	session s = {0};
	build b = {0};

	/* internal: the test suite runs many modules in one boot with
	 * `tapc --guest-run PROGRAM ARGS...`; the rest is not ours to parse */
	if (argc > 1 && strcmp(argv[1], "--guest-run") == 0)
		return guest_main(argc, argv);
	/* GNU getopt: options may follow the script's name, as with stap */
	parse_command_line(argc, argv, &im);
	if (im.run_module)
		return run_module_mode(&im);
	if (!opts.script_file && !opts.script_text && optind < argc)
		opts.script_file = argv[optind++];
	opts.script_args = argv + optind;
	opts.nscript_args = argc - optind;

	parse_opts.guru = opts.guru;
	parse_opts.args = opts.script_args;
	parse_opts.nargs = opts.nscript_args;
	parse_opts.kernel_release = opts.kernel_release;
	parse_opts.verbose = opts.verbose > 0;
	diag_no_warnings = opts.suppress_warnings;

	const char *tmp_root = temp_root();
	const char *tapset_env = getenv("SYSTEMTAP_TAPSET");
	char *tapsets = tapset_env && *tapset_env ? xstrdup(tapset_env)
						  : data_dir("tapsets");
	pass1(&s, tapsets);
	free(tapsets);
	if (opts.last_pass == 1) {
		parse_print_script(s.user, stdout);
		return 0;
	}
	pass2(&s);
	if (opts.last_pass == 2) {
		if (listing_requested())
			listing_print(&s, stdout);
		else
			elaborate_print(&s, stdout);
		return 0;
	}

	b.tmpdir = mkdtemp(xasprintf("%s/tapcXXXXXX", tmp_root));
	if (!b.tmpdir)
		fatal("cannot make a temporary directory: %s", strerror(errno));
	pass3(&s, &b);
	int status = 0;
	if (opts.last_pass >= 4)
		pass4(&s, &b);
	if (opts.last_pass == 5)
		status = pass5(&s, &b, im.timeout_s);
	if (opts.keep_tmpdir)
		fprintf(stderr, "Keeping temporary directory \"%s\"\n", b.tmpdir);
	else
		remove_tree(b.tmpdir);
	return status;
}
