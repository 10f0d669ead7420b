/* Pass 4: the kernel's own kbuild makes NAME.ko from NAME_src.c. */
#ifndef TAPC_KBUILD_H
#define TAPC_KBUILD_H

#include "kernel.h"

/* Builds `dir`/`name`.ko from `dir`/`name`_src.c with the runtime headers
 * of `runtime_dir`. `make_vars` are extra NAME=VALUE for make (-B).
 * Returns the .ko's path, or NULL after printing kbuild's output. */
char *kbuild_module(const kernel_target *k, const char *dir, const char *name,
		    const char *runtime_dir, char **make_vars, int nmake_vars,
		    int verbose);
#endif
