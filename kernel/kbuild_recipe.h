/* Pass 4 without make: kbuild's own commands, run again.
 *
 * Most of a kbuild of one small module is make itself: reading the
 * kernel's makefiles and testing the compiler's options anew each time.
 * The commands it finally runs (compile the script's unit, link it with
 * the runtime's object, modpost, compile NAME.mod.c, link the .ko) are
 * written, exactly, into the .cmd files it leaves beside each target. A
 * recipe is those commands, read after one kbuild of a module, with that
 * build's directory, module name and runtime headers replaced by
 * placeholders; a later module of the same kernel build, runtime and
 * options runs them with its own, where kbuild ran them: the kernel's
 * tree (6.x), or the module's folder (7.x's kbuild, which names the
 * module's files from there: the recipe's "cwd" line). What kbuild runs
 * but does not record is not in a recipe: the BTF of the module itself
 * (6.12's and 7.x's kbuild make one with pahole where the headers have a
 * vmlinux; 6.1's never does), which nothing loading or running the
 * module reads. */
#ifndef TAPC_KBUILD_RECIPE_H
#define TAPC_KBUILD_RECIPE_H

#include "kernel.h"

/* The recipe of the module `name` that kbuild has just built in `dir`
 * with the runtime headers of `runtime_dir`, or NULL when its .cmd files
 * do not give every command (malloc'ed text). */
char *kbuild_recipe_capture(const char *dir, const char *name,
			    const char *runtime_dir);

/* Builds `dir`/`name`.ko by `recipe`, from `dir`/`name`_src.c and the
 * runtime's object `dir`/`name`_rt.o (with its .cmd note) already there,
 * with what kbuild_recipe_keep_extras kept under the path prefix `kept`
 * (NULL: nothing). Returns the .ko's path, or NULL when a command failed
 * (its output is in `dir`/kbuild.log) or the recipe is not one. */
char *kbuild_recipe_run(const char *recipe, const kernel_target *k,
			const char *dir, const char *name,
			const char *runtime_dir, const char *kept, int verbose);

/* After the kbuild whose commands `recipe` holds, in `dir`: keeps, in
 * files named `kept` + a suffix, what later runs of the recipe take
 * instead of doing it again: the precompiled headers of the script's
 * unit (up to the end of `prologue`, the text every script unit of this
 * runtime starts with: its -D defines and tapc.h) and of NAME.mod.c
 * (kbuild_pch.h), and 6.12's .module-common.o.
 * What cannot be made is not kept. */
void kbuild_recipe_keep_extras(const char *recipe, const kernel_target *k,
			       const char *dir, const char *name,
			       const char *runtime_dir, const char *prologue,
			       const char *kept, int verbose);
#endif
