/* The module cache's key: a hash of everything a module is made from, so
 * that a change in any of it is a different entry. */
#ifndef TAPC_CACHE_KEY_H
#define TAPC_CACHE_KEY_H

#include "ast.h"
#include "hash.h"
#include "kernel.h"

typedef struct module_inputs {
	ast_file **files;        /* every script and tapset pass 1 read */
	int nfiles;
	const kernel_target *kernel;
	const char *runtime_dir;
	char **defines;          /* -D, and -t's TAPC_TIMING */
	int ndefines;
	char **make_vars;        /* -B */
	int nmake_vars;
	char **args;             /* the script's arguments ($1, @1) */
	int nargs;
	const char *compatible;  /* --compatible */
	bool guru, unoptimized;  /* -g, -u */
} module_inputs;

/* The key of the module `in` describes, as 32 hex digits. Besides `in`:
 * tapc itself (its version and its executable), the user (the key names
 * the module, and two users' modules must not clash in one kernel), the
 * runtime's files, and the target kernel's build (its release, build
 * tree, configuration, symbol versions and compiler). */
void module_key(const module_inputs *in, char key[HASH_HEX_LEN]);
#endif
