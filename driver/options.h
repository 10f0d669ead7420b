/* What the command line asked for; one instance, filled by
 * options_parse() (options.c) before anything else runs. */
#ifndef TAPC_OPTIONS_H
#define TAPC_OPTIONS_H

#include <stdbool.h>

#include "run.h"
#include "session.h"

typedef struct tapc_options {
	int verbose;            /* -v count */
	int pass_verbose[5];    /* --vp ABCDE: more for pass 1..5 */
	int last_pass;          /* -p N; 5 by default */
	bool keep_tmpdir;       /* -k */
	bool disable_cache;     /* --disable-cache */
	bool skip_badvars;      /* --skip-badvars: a missing $var is 0 */
	bool semantic_keep_going; /* --semantic-keep-going */
	bool poison_cache;      /* --poison-cache: rebuild, store again */
	const char *module_name;/* -m NAME, or NULL for stap_<key> */
	const char *script_file;/* FILE, "-" for stdin, NULL with -e */
	const char *script_text;/* -e SCRIPT */
	char **script_args;     /* positional arguments after the script */
	int nscript_args;
	bool flight_recorder;   /* -F: pass 5 leaves the script running,
	                         * detached (in the background with -o) */
	run_options run;        /* pass 5's: -c -x -o -S -s -T -G, and the
	                         * internal --stop-on-stdin (the guest's
	                         * Ctrl-C) */
	const char *kernel_release; /* -r RELEASE or build dir; NULL: newest */
	char **include_dirs;    /* -I DIR */
	int ninclude_dirs;
	char **defines;         /* -D NAME=VALUE */
	int ndefines;
	char **make_vars;       /* -B NAME=VALUE, for kbuild's make */
	int nmake_vars;
	bool guru;              /* -g */
	bool unoptimized;       /* -u */
	bool no_global_display; /* --no-global-var-display */
	bool suppress_warnings; /* -w */
	bool warnings_as_errors;/* -W */
	bool timing;            /* -t */
	bool dump_functions;    /* --dump-functions */
	char **modinfo;         /* --modinfo NAME=VALUE: MODULE_INFO in the C */
	int nmodinfo;
	char **extra_scripts;   /* -E SCRIPT, beside the main one */
	int nextra_scripts;
	bool example;           /* --example: FILE names one of stap's examples */
	bool report;            /* --report: tell this machine, run nothing */
	bool suppress_time_limits; /* --suppress-time-limits (with -g) */
	bool suppress_handler_errors; /* --suppress-handler-errors */
	char **symbol_modules;  /* -d BINARY: its symbols and unwind data in
	                         * the module */
	int nsymbol_modules;
	bool ldd;               /* --ldd: the libraries' of every binary too */
	char **remote_uris;     /* --remote URI, in the order given */
	int nremote_uris;
	bool remote_prefix;     /* --remote-prefix: "N: " before each line */
	/* internal: pass 5 alone, inside the guest or on a capable host */
	const char *run_module; /* --run-module FILE.ko */
} tapc_options;

extern tapc_options opts;

/* Fills `opts` from main's arguments, stap's way: options may follow the
 * script's name, `--` ends them, what follows the script are its
 * arguments. -h, -V and --clean-cache act and exit; a bad option or
 * value prints why and a short usage, and exits 1. */
void options_parse(int argc, char **argv);

/* The verbosity of pass `pass` (1-5): -v's count plus --vp's digit. */
int options_verbose(int pass);

/* What the options ask of passes 2 and 3, at pass 2's verbosity: the
 * session's configuration, made here alone. */
session_config options_session_config(int verbose);

/* Pass 5's options, at the verbosity `verbose`. */
run_options options_run(int verbose);

/* Whether the module cache is used: not with --disable-cache, nor with
 * -m or -k (a module named or a build tree kept, as stap). */
bool options_use_cache(void);
#endif
