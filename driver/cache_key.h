/* The module cache's key: a hash of everything a module is made from, so
 * that a change in any of it is a different entry. */
#ifndef TAPC_CACHE_KEY_H
#define TAPC_CACHE_KEY_H

#include "ast.h"
#include "hash.h"
#include "kernel.h"

/* What every unit of a module is compiled with. */
typedef struct build_inputs {
	const kernel_target *kernel;
	const char *runtime_dir;
	char **defines;          /* -D, and -t's TAPC_TIMING */
	int ndefines;
	char **make_vars;        /* -B */
	int nmake_vars;
} build_inputs;

typedef struct module_inputs {
	src_file **files;        /* every script and tapset pass 1 read */
	int nfiles;
	const char *library_listing;  /* the tapset library's files not read
	                              * (tapsets.h), or NULL */
	build_inputs build;
	char **args;             /* the script's arguments ($1, @1) */
	int nargs;
	const char *compatible;  /* --compatible */
	bool guru, unoptimized;  /* -g, -u */
	bool no_global_display;  /* --no-global-var-display */
	char **modinfo;          /* --modinfo NAME=VALUE */
	int nmodinfo;
	char **user_files;       /* the user-space binaries read for the C */
	int nuser_files;
} module_inputs;

/* The key of the module `in` describes, as 32 hex digits. Besides `in`:
 * tapc itself (its version and its executable), the user (the key names
 * the module, and two users' modules must not clash in one kernel), the
 * runtime's files, and the target kernel's build (its release, build
 * tree, configuration, symbol versions and compiler). */
void module_key(const module_inputs *in, char key[HASH_HEX_LEN]);

/* The key of the runtime's object (driver/runtime_cache.h): its unit's
 * text (which holds the -D defines), the runtime's files, the kernel's
 * build as above, and -B's make variables; not the script. */
void runtime_object_key(const char *unit_text, const build_inputs *in,
			char key[HASH_HEX_LEN]);
#endif
