/* What the command line asked for; one instance, filled by main(). */
#ifndef TAPC_OPTIONS_H
#define TAPC_OPTIONS_H

#include <stdbool.h>

typedef struct tapc_options {
	int verbose;            /* -v count */
	int last_pass;          /* -p N; 5 by default */
	bool keep_tmpdir;       /* -k */
	bool disable_cache;     /* --disable-cache */
	const char *module_name;/* -m NAME, or NULL for stap_<hash> */
	const char *script_file;/* FILE, "-" for stdin, NULL with -e */
	const char *script_text;/* -e SCRIPT */
	char **script_args;     /* positional arguments after the script */
	int nscript_args;
	const char *command;    /* -c CMD */
	int target_pid;         /* -x PID; 0 if none */
	const char *output_file;/* -o FILE */
	int buffer_mb;          /* -s MB; 0 for the default */
	const char *kernel_release; /* -r RELEASE or build dir; NULL: newest */
	char **include_dirs;    /* -I DIR */
	int ninclude_dirs;
	char **defines;         /* -D NAME=VALUE */
	int ndefines;
	bool guru;              /* -g */
	bool unoptimized;       /* -u */
	bool suppress_warnings; /* -w */
	bool warnings_as_errors;/* -W */
	bool timing;            /* -t */
} tapc_options;

extern tapc_options opts;
#endif
