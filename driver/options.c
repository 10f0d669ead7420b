/* stap's command line: the options users and their scripts already pass
 * to stap, with stap's meaning and stap's messages for bad values. Each
 * option is one case of options_parse()'s switch; an option that starts
 * another mode (a listing) hands over to that mode's module. */
#include "options.h"
#include "progress.h"

#include <ctype.h>
#include <ftw.h>
#include <getopt.h>
#include <limits.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cache.h"
#include "listing.h"
#include "options_stap.h"
#include "upath.h"
#include "parse.h"
#include "run_args.h"
#include "util.h"

tapc_options opts = { .last_pass = 5 };

/* The longest name the kernel takes for a module (MODULE_NAME_LEN - 1). */
#define MAX_MODULE_NAME 55

enum {
	OPT_VP = 256,
	OPT_DISABLE_CACHE,
	OPT_SKIP_BADVARS,
	OPT_SEMANTIC_KEEP_GOING,
	OPT_POISON_CACHE,
	OPT_CLEAN_CACHE,
	OPT_COMPATIBLE,
	OPT_PROLOGUE_SEARCHING,
	OPT_DUMP_FUNCTIONS,
	OPT_DUMP_PROBE_TYPES,
	OPT_DUMP_PROBE_ALIASES,
	OPT_RUN_MODULE,
	OPT_STOP_ON_STDIN,
	OPT_REMOTE,
	OPT_REMOTE_PREFIX,
	OPT_EXAMPLE,
	OPT_REPORT,
	OPT_SUPPRESS_TIME_LIMITS,
	OPT_SUPPRESS_HANDLER_ERRORS,
	OPT_TMPDIR,
	OPT_MODINFO,
	OPT_LDD,
	OPT_NO_GLOBAL_DISPLAY,
	/* then the options options_stap.c accepts with a warning */
	OPT_STAP_FIRST = 1000,
};

static const struct option long_options[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ "vp", required_argument, NULL, OPT_VP },
	{ "disable-cache", no_argument, NULL, OPT_DISABLE_CACHE },
	{ "skip-badvars", no_argument, NULL, OPT_SKIP_BADVARS },
	{ "semantic-keep-going", no_argument, NULL, OPT_SEMANTIC_KEEP_GOING },
	{ "poison-cache", no_argument, NULL, OPT_POISON_CACHE },
	{ "clean-cache", no_argument, NULL, OPT_CLEAN_CACHE },
	{ "compatible", required_argument, NULL, OPT_COMPATIBLE },
	{ "prologue-searching", optional_argument, NULL, OPT_PROLOGUE_SEARCHING },
	{ "dump-functions", no_argument, NULL, OPT_DUMP_FUNCTIONS },
	{ "ldd", no_argument, NULL, OPT_LDD },
	{ "no-global-var-display", no_argument, NULL, OPT_NO_GLOBAL_DISPLAY },
	{ "dump-probe-types", no_argument, NULL, OPT_DUMP_PROBE_TYPES },
	{ "dump-probe-aliases", no_argument, NULL, OPT_DUMP_PROBE_ALIASES },
	{ "example", no_argument, NULL, OPT_EXAMPLE },
	{ "report", no_argument, NULL, OPT_REPORT },
	{ "suppress-time-limits", no_argument, NULL, OPT_SUPPRESS_TIME_LIMITS },
	{ "suppress-handler-errors", no_argument, NULL, OPT_SUPPRESS_HANDLER_ERRORS },
	{ "tmpdir", required_argument, NULL, OPT_TMPDIR },
	{ "modinfo", required_argument, NULL, OPT_MODINFO },
	/* internal: pass 5 inside the guest */
	{ "run-module", required_argument, NULL, OPT_RUN_MODULE },
	{ "stop-on-stdin", no_argument, NULL, OPT_STOP_ON_STDIN },
	{ "remote", required_argument, NULL, OPT_REMOTE },
	{ "remote-prefix", no_argument, NULL, OPT_REMOTE_PREFIX },
	{ NULL, 0, NULL, 0 },
};

static void help(void)
{
	printf("tapc %s, a SystemTap-language compiler\n\n"
	       "Usage: tapc [options] FILE [ARGS]        Run script in file.\n"
	       "   or: tapc [options] - [ARGS]           Run script on stdin.\n"
	       "   or: tapc [options] -e SCRIPT [ARGS]   Run given script.\n"
	       "   or: tapc [options] -l PROBE           List matching probes.\n"
	       "   or: tapc [options] -L PROBE           List matching probes "
	       "and local variables.\n"
	       "   or: tapc [options] --dump-probe-types List available probe "
	       "types.\n"
	       "   or: tapc [options] --dump-probe-aliases\n"
	       "                                         List available probe "
	       "aliases.\n"
	       "   or: tapc [options] --dump-functions   List available "
	       "functions.\n", TAPC_VERSION);
	fputs("\nOptions (see tapc(1)):\n"
	      "   --         end of options, the script's arguments follow\n"
	      "   -h --help  show this help\n"
	      "   -V --version\n"
	      "              show the version\n"
	      "   -p NUM     stop after pass NUM 1-5, instead of 5\n"
	      "              (parse, elaborate, translate, compile, run)\n"
	      "   -v         add verbosity to all passes\n"
	      "   --vp {N}+  add per-pass verbosity [00000]\n"
	      "   -k         keep the temporary directory\n"
	      "   -u         unoptimized translation\n"
	      "   -w         suppress warnings\n"
	      "   -q         no lines about what is built once per kernel\n"
	      "   -W         turn warnings into errors\n"
	      "   -g         guru mode\n"
	      "   -s NUM     buffer size in megabytes, per CPU\n"
	      "   -I DIR     look in DIR for more tapsets\n"
	      "   -D NM=VAL  emit a macro definition into the generated C\n"
	      "   -B NM=VAL  pass a variable to kbuild's make\n"
	      "   -r DIR     compile for the kernel of the build tree DIR; or\n"
	      "   -r RELEASE compile for /lib/modules/RELEASE/build, instead of\n"
	      "              the running kernel, or linux-image-amd64's\n"
	      "   -m MODULE  name the module MODULE, instead of stap_<hash>,\n"
	      "              and copy it to the current directory\n"
	      "   -o FILE    send the script's output to FILE (strftime(3)\n"
	      "              %-escapes expanded), instead of stdout\n"
	      "   -c CMD     start the probes, run CMD, exit when it finishes\n"
	      "   -x PID     set target() to PID\n"
	      "   -e SCRIPT  run SCRIPT given on the command line\n"
	      "   -E SCRIPT  run SCRIPT too, beside the main one\n"
	      "   -G VAR=VAL set the scalar global VAR to VAL when the module loads\n"
	      "   -S SIZE[,N]\n"
	      "              -o's output in files FILE.0, FILE.1, ... of at\n"
	      "              most SIZE MB each, the newest N of them kept\n"
	      "   -t         collect probe timing information\n"
	      "   -T TIME    end the script after TIME seconds\n"
	      "   -F         flight recorder: leave the script running, detached\n"
	      "              (with -o, in the background); see tapc-run -A\n"
	      "   -l PROBE   list the probe points PROBE matches\n"
	      "   -L PROBE   the same, with their variables\n"
	      "   --compatible=VERSION\n"
	      "              the language and tapsets of stap VERSION\n"
	      "   --prologue-searching[=WHEN]\n"
	      "              accepted for stap's scripts; nothing to choose\n"
	      "   --suppress-time-limits\n"
	      "              no MAXACTION or MAXTRYLOCK limit (needs -g)\n"
	      "   --no-global-var-display\n"
	      "              print no global the script wrote and never read\n"
	      "              at its end\n"
	      "   --suppress-handler-errors\n"
	      "              a run-time error skips the rest of its hit, silently,\n"
	      "              and the session goes on\n"
	      "   --tmpdir=DIR\n"
	      "              make temporary directories in DIR\n"
	      "   --example  FILE is one of stap's example scripts, by name\n"
	      "   --report   what a bug report needs: the target kernel, how pass 5\n"
	      "              runs, the kernels, caches and versions tapc uses\n"
	      "   -d OBJ     add the symbol and unwind tables of the binary OBJ\n"
	      "   --ldd      add those of the libraries the binaries need too\n"
	      "   -P, -b, --all-modules, --runtime, ... (stap's others)\n"
	      "              accepted, each with a warning saying why it does\n"
	      "              nothing here\n"
	      "   --skip-badvars\n"
	      "              a target variable no point has is 0, with a warning\n"
	      "   --semantic-keep-going\n"
	      "              like make -k for pass 2: go on after semantic errors,\n"
	      "              then list them all (SEMANTIC_ERROR lines) on stderr\n"
	      "   --disable-cache\n"
	      "              neither read nor write the module cache\n"
	      "   --poison-cache\n"
	      "              rebuild what the cache holds, and store it again\n"
	      "   --clean-cache\n"
	      "              prune the module cache to its limit, and exit\n"
	      "   --dump-functions\n"
	      "              list the tapsets' functions, and exit\n"
	      "   --dump-probe-types\n"
	      "              list the kinds of probe points, and exit\n"
	      "   --dump-probe-aliases\n"
	      "              list the tapsets' probe aliases, and exit\n",
	      stdout);
}

/* A wrong command line: why (already printed), then where to look. */
static _Noreturn void usage_error(void)
{
	fputs("Usage: tapc [options] FILE [ARGS] | - [ARGS] | -e SCRIPT [ARGS]\n"
	      "Try '--help' for more information. [man tapc]\n", stderr);
	exit(1);
}

/* stap's message, then exit 1. */
static _Noreturn void invalid(const char *message)
{
	fprintf(stderr, "%s\n", message);
	exit(1);
}

/* Values that reach make, the compiler or a file name must match stap's
 * patterns (ignoring case): nothing there for a shell or make to split,
 * quote or expand. */
/* stap finds where a function's prologue ends in its DWARF; tapc's
 * function probes read their parameters from the registers at the
 * entry, without DWARF, so there is nothing to search. */
static void prologue_searching_ignored(const char *option)
{
	option_ignored(option, "function probes read their parameters at the "
		       "entry, without DWARF prologues");
}

static void require_pattern(const char *what, const char *value,
			    const char *pattern)
{
	regex_t re;
	bool ok;

	if (regcomp(&re, pattern, REG_EXTENDED | REG_ICASE | REG_NOSUB) != 0)
		fatal("bad pattern %s", pattern);
	ok = regexec(&re, value, 0, NULL, 0) == 0;
	regfree(&re);
	if (!ok) {
		fprintf(stderr, "ERROR: Safety pattern mismatch for %s ('%s' vs. "
			"'%s') rc=1\n", what, value, pattern);
		exit(1);
	}
}

/* A whole decimal number in [lo, hi], else `message` and exit 1. */
static int number_arg(const char *s, long lo, long hi, const char *message)
{
	char *end;
	long v;

	if (!isdigit((unsigned char)*s))
		invalid(message);
	v = strtol(s, &end, 10);
	if (*end != '\0' || v < lo || v > hi)
		invalid(message);
	return (int)v;
}

static void set_module_name(char *name)
{
	size_t len = strlen(name);

	/* modutils would not load foo.ko.ko */
	if (len > 3 && strcmp(name + len - 3, ".ko") == 0) {
		name[len - 3] = '\0';
		fprintf(stderr, "Truncating module name to '%s'\n", name);
	}
	if (!*name)
		invalid("Module name cannot be empty.");
	require_pattern("-m parameter", name, "^[a-z0-9_]+$");
	if (strlen(name) > MAX_MODULE_NAME) {
		name[MAX_MODULE_NAME] = '\0';
		fprintf(stderr, "Truncating module name to '%s'\n", name);
	}
	opts.module_name = name;
}

static void add_verbose_per_pass(const char *digits)
{
	size_t n = strlen(digits);

	if (n < 1 || n > 5)
		invalid("Invalid --vp argument: it takes 1 to 5 digits.");
	for (size_t i = 0; i < n; i++) {
		if (!isdigit((unsigned char)digits[i]))
			invalid("Invalid --vp argument: it takes 1 to 5 digits.");
		opts.pass_verbose[i] += digits[i] - '0';
	}
}

/* -d MODULE: a user-space binary (a path, or a program found in $PATH
 * as stap finds it) whose symbols and unwind tables go into the module;
 * a kernel module's name says nothing new, kallsyms has its symbols. */
static void add_symbol_module(char *arg)
{
	char *found = upath_resolve(arg);

	if (!found && !strchr(arg, '/')) {
		char *option = xasprintf("-d %s", arg);
		option_ignored(option, "a kernel module's symbols come from the "
			       "kernel's kallsyms");
		free(option);
		return;
	}
	/* one not there is pass 3's warning, as stap's */
	VEC_PUSH(opts.symbol_modules, opts.nsymbol_modules, found ? found : arg);
}

/* Options of the translator proper. */
static bool translator_option(int c, char *arg)
{
	switch (c) {
	case 'v':
		opts.verbose++;
		break;
	case OPT_VP:
		add_verbose_per_pass(arg);
		break;
	case 'p':
		opts.last_pass = number_arg(arg, 1, 5,
			"Invalid pass number (should be 1-5).");
		break;
	case 'k':
		opts.keep_tmpdir = true;
		break;
	case 'm':
		set_module_name(arg);
		break;
	case 'e':
		if (opts.script_text)
			invalid("Only one script can be given on the command line.");
		opts.script_text = arg;
		break;
	case 'r':
		opts.kernel_release = arg;
		break;
	case 'I':
		VEC_PUSH(opts.include_dirs, opts.ninclude_dirs, arg);
		break;
	case 'D':
		require_pattern("-D parameter", arg,
				"^[a-z_][a-z_0-9]*(=-?[a-z_0-9]+)?$");
		VEC_PUSH(opts.defines, opts.ndefines, arg);
		break;
	case 'B':
		require_pattern("-B parameter", arg,
				"^[a-z_][a-z_0-9]*=[-a-z_0-9.,/+=:]*$");
		VEC_PUSH(opts.make_vars, opts.nmake_vars, arg);
		break;
	case 'g':
		opts.guru = true;
		break;
	case 'E':
		VEC_PUSH(opts.extra_scripts, opts.nextra_scripts, arg);
		break;
	case 'P':
		prologue_searching_ignored("-P");
		break;
	case 'd':
		add_symbol_module(arg);
		break;
	case OPT_LDD:
		opts.ldd = true;
		break;
	case OPT_SUPPRESS_TIME_LIMITS:
		opts.suppress_time_limits = true;
		break;
	case OPT_NO_GLOBAL_DISPLAY:
		opts.no_global_display = true;
		break;
	case OPT_SUPPRESS_HANDLER_ERRORS:
		opts.suppress_handler_errors = true;
		break;
	case OPT_TMPDIR:
		setenv("TMPDIR", arg, 1);
		break;
	case OPT_MODINFO:
		require_pattern("--modinfo parameter", arg, "^[a-z0-9_]+=.*$");
		VEC_PUSH(opts.modinfo, opts.nmodinfo, arg);
		break;
	case OPT_EXAMPLE:
		opts.example = true;
		break;
	case OPT_REPORT:
		opts.report = true;
		break;
	case 'u':
		opts.unoptimized = true;
		break;
	case 'w':
		opts.suppress_warnings = true;
		break;
	case 'q':
		progress_quiet = true;
		break;
	case 'W':
		opts.warnings_as_errors = true;
		break;
	case 't':
		opts.timing = true;
		break;
	case OPT_COMPATIBLE:
		parse_opts.compatible = arg;
		break;
	case OPT_PROLOGUE_SEARCHING:
		if (arg && strcmp(arg, "always") != 0 &&
		    strcmp(arg, "never") != 0 && strcmp(arg, "auto") != 0) {
			fprintf(stderr, "Invalid argument '%s' for "
				"--prologue-searching.\n", arg);
			exit(1);
		}
		prologue_searching_ignored("--prologue-searching");
		break;
	default:
		return false;
	}
	return true;
}

/* Options of the run (pass 5), and the internal ones. */
static bool run_option(int c, char *arg)
{
	const char *error;

	if (run_option_set(&opts.run, c, arg, &error)) {
		if (error)
			invalid(error);
		return true;
	}
	switch (c) {
	case 'F':
		opts.flight_recorder = true;
		break;
	case OPT_RUN_MODULE:
		opts.run_module = arg;
		break;
	case OPT_STOP_ON_STDIN:
		opts.run.stop_on_stdin = true;
		break;
	case OPT_REMOTE:
		VEC_PUSH(opts.remote_uris, opts.nremote_uris, arg);
		break;
	case OPT_REMOTE_PREFIX:
		opts.remote_prefix = true;
		break;
	default:
		return false;
	}
	return true;
}

/* Options that list instead of running a script. */
static bool listing_option(int c, char *arg)
{
	switch (c) {
	case 'l':
	case 'L':
		listing_request(c == 'l' ? LISTING_POINTS : LISTING_VARIABLES,
				arg);
		break;
	case OPT_DUMP_PROBE_TYPES:
	case OPT_DUMP_PROBE_ALIASES:
		listing_request(c == OPT_DUMP_PROBE_TYPES ? LISTING_TYPES
				: LISTING_ALIASES, NULL);
		break;
	case OPT_DUMP_FUNCTIONS:
		/* pass 2 of nothing, with every tapset function typed */
		opts.dump_functions = true;
		opts.script_text = "probe never {}";
		opts.last_pass = 2;
		opts.unoptimized = true;
		break;
	default:
		return false;
	}
	return true;
}

/* Options that act at once. */
static bool immediate_option(int c)
{
	switch (c) {
	case 'h':
		help();
		exit(0);
	case 'V':
		printf("tapc %s, a SystemTap-language compiler\n"
		       "It reads SystemTap scripts and runs them with stap's "
		       "options, passes and output.\n", TAPC_VERSION);
		exit(0);
	case OPT_DISABLE_CACHE:
		opts.disable_cache = true;
		return true;
	case OPT_SKIP_BADVARS:
		opts.skip_badvars = true;
		return true;
	case OPT_SEMANTIC_KEEP_GOING:
		opts.semantic_keep_going = true;
		return true;
	case OPT_POISON_CACHE:
		opts.poison_cache = true;
		return true;
	case OPT_CLEAN_CACHE:
		cache_clean(opts.verbose + opts.pass_verbose[3]);
		exit(0);
	default:
		return false;
	}
}

/* --example NAME: the example script of stap's named NAME. */
static const char *example_name;
static char *example_found;

static int visit_example(const char *path, const struct stat *st, int type,
			 struct FTW *ftw)
{
	(void)st;
	if (type != FTW_F || strcmp(path + ftw->base, example_name))
		return 0;
	example_found = xstrdup(path);
	return 1;
}

static const char *find_example(const char *name)
{
	static const char examples[] = "/usr/share/systemtap/examples";
	example_name = name;
	if (nftw(examples, visit_example, 16, FTW_PHYS) != 1) {
		fprintf(stderr, "Example '%s' was not found under '%s'\n", name,
			examples);
		exit(1);
	}
	return example_found;
}

void options_parse(int argc, char **argv)
{
	int c, nlong = (int)(sizeof long_options / sizeof *long_options) - 1;
	struct option *all = xcalloc((size_t)(nlong + stap_accepted_count() + 1),
				     sizeof *all);
	strbuf optstring = {0};

	memcpy(all, long_options, (size_t)nlong * sizeof *all);
	stap_accepted_long_options(all + nlong, OPT_STAP_FIRST);
	sb_puts(&optstring, "hVvp:km:e:E:c:x:o:s:S:T:r:I:D:B:G:guwqWtPd:l:L:F");
	stap_accepted_short_options(&optstring);
	/* getopt's own message for an unknown option or a missing value,
	 * then our short usage */
	while ((c = getopt_long(argc, argv, optstring.buf, all, NULL)) != -1) {
		if (c == '?')
			usage_error();
		if (!immediate_option(c) && !translator_option(c, optarg) &&
		    !run_option(c, optarg) && !listing_option(c, optarg) &&
		    !stap_accepted_option(c, OPT_STAP_FIRST, optarg))
			usage_error();
	}
	free(all);
	free(optstring.buf);
	if (opts.suppress_time_limits && !opts.guru)
		invalid("ERROR --suppress-time-limits requires guru mode (-g)");
	if (run_options_conflict(&opts.run))
		invalid(run_options_conflict(&opts.run));
	if (opts.flight_recorder && opts.run.command)
		invalid("You can't specify -F and -c together.");
	opts.run.detach = opts.flight_recorder && !opts.run.output_file;
	opts.run.daemon = opts.flight_recorder && opts.run.output_file;
	stap_check_bulk(opts.run.output_file != NULL);
	if (opts.run_module || opts.report)
		return;
	if (!opts.script_text &&
	    listing_requested() == LISTING_NONE) {
		if (optind >= argc) {
			fprintf(stderr, "A script must be specified.\n");
			usage_error();
		}
		opts.script_file = argv[optind++];
		if (opts.example)
			opts.script_file = find_example(opts.script_file);
	}
	opts.script_args = argv + optind;
	opts.nscript_args = argc - optind;
}

int options_verbose(int pass)
{
	return opts.verbose + opts.pass_verbose[pass - 1];
}

session_config options_session_config(int verbose)
{
	return (session_config){
		.verbose = verbose,
		.guru = opts.guru,
		.unoptimized = opts.unoptimized,
		.no_global_display = opts.no_global_display,
		.skip_badvars = opts.skip_badvars,
		.keep_going = opts.semantic_keep_going,
		.has_target = opts.run.command || opts.run.target_pid,
		.target_command = opts.run.command,
		.target_pid = opts.run.target_pid,
		.all_functions = opts.dump_functions,
		.symbol_modules = opts.symbol_modules,
		.nsymbol_modules = opts.nsymbol_modules,
		.ldd = opts.ldd,
	};
}

run_options options_run(int verbose)
{
	run_options ro = opts.run;

	ro.verbose = verbose;
	return ro;
}

bool options_use_cache(void)
{
	return !opts.disable_cache && !opts.module_name && !opts.keep_tmpdir;
}
