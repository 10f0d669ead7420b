/* The runtime's object, compiled once and linked into every module.
 *
 * A module is two units (runtime/tapc.h): the script's and the runtime's.
 * The runtime's holds nothing of the script, so pass 4 compiles it only
 * the first time a kernel build meets a set of -D defines and -B make
 * variables. The object is then kept under $XDG_CACHE_HOME/tapc/runtime
 * (else ~/.cache/tapc/runtime) as KEY.obj, sealed with its size and hash,
 * and later modules link it: their pass 4 compiles the script alone.
 *
 * Like the kernel's catalogs it belongs to a kernel build and holds
 * nothing of a script, so --disable-cache (which is about modules) still
 * uses it; --poison-cache compiles it again. The RUNTIME_CACHE_KEEP most
 * recently used objects are kept, private to their user. */
#ifndef TAPC_RUNTIME_CACHE_H
#define TAPC_RUNTIME_CACHE_H

#include <stdbool.h>

#include "cache_key.h"
#include "hash.h"
#include "kernel.h"

#define RUNTIME_CACHE_KEEP 16
/* the precompiled headers kept with a recipe (kbuild_pch.h) are large,
 * some 80 MB a kernel build: fewer of them */
#define RUNTIME_CACHE_KEEP_PCH 4

typedef struct runtime_unit {
	char key[HASH_HEX_LEN];
	char *dir;      /* the build's directory */
	char *name;     /* the module's name: the unit is NAME_rt */
	bool reused;    /* the kept object was put into `dir` */
	char *prologue; /* its precompiled header: the shared prologue */
	char *runtime_dir;
	char *captured; /* the recipe runtime_unit_keep_recipe kept */
	/* its unit reads the features from make's stdin, tested beside
	 * kbuild (KBUILD_FEATURES_INCLUDE) */
	bool features_beside;
} runtime_unit;

/* Puts the runtime's part of module `name` into the build directory
 * `dir`: the kept object as NAME_rt.o when there is one and `reuse`, else
 * the unit NAME_rt.c for kbuild to compile, which starts with the
 * TAPC_HAVE_* defines of the kernel's features (kfeatures.h), or when
 * they are not kept yet includes the header kbuild_module makes of them
 * (`ru->features_beside`). False, after a message, when neither can be
 * written. */
bool runtime_unit_prepare(runtime_unit *ru, const build_inputs *in,
			  const char *dir, const char *name, bool reuse,
			  int verbose);

/* runtime_unit_prepare's `ru` with the kept object put into `dir` alone:
 * false when there is none (no unit is written then; `ru` is to be
 * freed all the same). */
bool runtime_unit_fetch(runtime_unit *ru, const build_inputs *in,
			const char *dir, const char *name, int verbose);

/* Whether the object of `in`'s runtime is kept (a later module's pass 4
 * takes it, and makes the rest where it is not kept: kbuild's commands,
 * their precompiled headers); its key in `key`. */
bool runtime_unit_kept(const build_inputs *in, char key[HASH_HEX_LEN]);
/* Removes what a tapc that ended before it was done wrote of the
 * precompiled headers of `key` (their process is gone). */
void runtime_unit_sweep_partial(const char key[HASH_HEX_LEN]);
/* The lock that one builder of the runtime of `key` holds at a time
 * (runtime_ahead.h); NULL without a cache. */
char *runtime_unit_lock_path(const char key[HASH_HEX_LEN]);

/* After kbuild: keeps the object it compiled from NAME_rt.c, if it did. */
void runtime_unit_keep(const runtime_unit *ru, int verbose);

/* The commands kbuild ran for a module with this runtime object, kept
 * from an earlier build (kbuild_recipe.h): NULL when there are none or
 * the object is not the kept one. */
char *runtime_unit_recipe(const runtime_unit *ru, int verbose);
/* The same, whether or not `ru` took the kept object (the second tapc,
 * which compiled it). */
char *runtime_unit_kept_recipe(const runtime_unit *ru, int verbose);

/* After a kbuild that made the module: keeps its commands for the next;
 * true when they are kept. */
bool runtime_unit_keep_recipe(runtime_unit *ru, int verbose);

/* Then, the headers those commands compile, precompiled
 * (kbuild_recipe_keep_extras): the longest part, which this module does
 * without. */
void runtime_unit_keep_extras(const runtime_unit *ru, const kernel_target *k,
			      int verbose);

/* After a module built by the kept recipe: makes again what
 * kbuild_recipe_keep_extras keeps beside it when it is not there (its
 * precompiled headers go first when the cache is trimmed). */
void runtime_unit_complete_extras(const runtime_unit *ru, const char *recipe,
				  const kernel_target *k,
				  const char *runtime_dir, int verbose);

/* The path prefix of what was kept with the recipe, for
 * kbuild_recipe_run (malloc'ed; NULL without a cache). */
char *runtime_unit_kept_prefix(const runtime_unit *ru);

void runtime_unit_free(runtime_unit *ru);
#endif
