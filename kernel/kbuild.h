/* Pass 4: the kernel's own kbuild makes NAME.ko from the script's unit
 * NAME_src.c and the runtime's, NAME_rt.c or its object NAME_rt.o
 * compiled before (runtime_cache.h). */
#ifndef TAPC_KBUILD_H
#define TAPC_KBUILD_H

#include <stdbool.h>
#include <sys/types.h>

#include "kernel.h"

/* What a runtime's unit NAME_rt.c includes for the kernel's features
 * (kfeatures.h) when they are tested beside its kbuild: make's stdin, a
 * pipe the tests' defines come through, so that its compiler parses the
 * kernel's headers before it (runtime_cache.c) while they run. */
#define KBUILD_FEATURES_INCLUDE "/dev/stdin"

/* Builds `dir`/`name`.ko from `dir`/`name`_src.c and the runtime's unit
 * there, with the runtime headers of `runtime_dir`. With
 * `features_beside`, the runtime's unit includes KBUILD_FEATURES_INCLUDE,
 * which the kernel's feature tests write while kbuild starts (its own
 * flags' tests, the script's unit). `make_vars` are extra NAME=VALUE for
 * make (-B). Returns the .ko's path, or NULL after printing kbuild's
 * output. */
char *kbuild_module(const kernel_target *k, const char *dir, const char *name,
		    const char *runtime_dir, bool features_beside,
		    char **make_vars, int nmake_vars, int verbose);
/* The same, with the runtime's object `dir`/`name`_rt.o put there while
 * make runs: once make has started, `await(ctx)` is called, which puts
 * the object (and its .cmd note) there and returns true, or false when
 * it cannot; the make meanwhile compiles the script's unit. *delivered
 * says whether it came: when not, the make fails without a word and the
 * caller builds the runtime itself. */
char *kbuild_module_awaiting(const kernel_target *k, const char *dir,
			     const char *name, const char *runtime_dir,
			     bool (*await)(void *ctx), void *ctx,
			     bool *delivered, int verbose);
/* Compiles the runtime's object `dir`/`name`_rt.o alone (make's target
 * of that one object, as kbuild_module compiles it), for a first tapc
 * whose own make awaits it (runtime_ahead.h); with `features_beside` as
 * kbuild_module. Whether it and its .cmd file are there; kbuild's
 * output at -vv when not. */
bool kbuild_runtime_object(const kernel_target *k, const char *dir,
			   const char *name, const char *runtime_dir,
			   bool features_beside, int verbose);
/* After the build of `dir`/`name`.ko (`ok` if its commands succeeded):
 * the .ko's path if it is there, else NULL. Prints kbuild.log when it
 * failed (if `tell_failure`) or at -vvv. */
char *kbuild_module_built(const char *dir, const char *name, bool ok,
			  bool tell_failure, int verbose);
/* Runs `make -C build_dir M=dir -j2 [-k] VARS... TARGETS...` with its
 * output in `log_path`; returns make's exit status (-1 if it did not run).
 * The make that may be running tapc (make check) does not leak its
 * jobserver and flags into the kernel's make. */
int kbuild_run(const char *build_dir, const char *dir, char **args, int nargs,
	       const char *log_path, bool keep_going);
/* Starts kbuild_run's make without waiting for it and without the kept
 * answers (the make that asks them: kbuild_answers.c); its process, the
 * first of a group of its own, or -1. */
pid_t kbuild_run_start(const char *build_dir, const char *dir, char **args,
		       int nargs, const char *log_path);
/* Runs the shell command `command` as kbuild runs its commands: inside
 * `build_dir`'s build root when it has one, in `cwd` (NULL: `build_dir`;
 * 7.x's kbuild runs an external module's commands in its folder), with
 * the NAME=VALUE of `env` (NULL-ended, or NULL) added to the
 * environment, its output appended to `log_path`; returns its exit
 * status (-1 if it did not run). */
int kbuild_shell(const char *build_dir, const char *cwd, const char *command,
		 char **env, const char *log_path);
/* kbuild_shell's command started, not waited for: its process (a group
 * of its own), or -1 when it did not start. */
pid_t kbuild_shell_start(const char *build_dir, const char *cwd,
			 const char *command, char **env,
			 const char *log_path);
/* Waits for a command kbuild_shell_start started; its exit status, -1
 * when it did not run or did not exit. */
int kbuild_wait(pid_t pid);
/* Runs argv (NULL-ended) in `build_dir`, inside its build root when it
 * has one, with our stdin, stdout and stderr: the test suite's own
 * modules and its preprocessor runs are built so (tapc --in-kernel-tree).
 * Returns its exit status (-1 if it did not run). */
int kbuild_exec(const char *build_dir, char **argv);
/* The file in M=DIR where kbuild_module leaves the environment kbuild's
 * make gives its commands (`env -0`). */
#define KBUILD_ENV_FILE ".kbuild-env"

/* The script's own unit is built with stap's -Wno- choices for its
 * modules (a guru script's embedded C declares what only some kernels'
 * #if branches use, casts pointers to longs, tests addresses); the
 * runtime's stays strict. In the runtime object's cache key: the
 * recipe kept beside it holds these flags. */
#define KBUILD_SCRIPT_CFLAGS "-Wno-unused -Wno-pragmas -Wno-address " \
	"$(call cc-option,-Wno-infinite-recursion) " \
	"$(call cc-option,-Wno-pointer-to-int-cast) " \
	"$(call cc-option,-Wno-int-to-pointer-cast)"
/* The runtime's object is compiled without debug info: nothing reads
 * it, and with it the object takes a fifth more time to compile (the
 * DWARF of every kernel type its headers name) and makes the module
 * nine times larger (1.3 MB of 1.6 MB on 6.1), which every run copies
 * into its guest or sends to its --remote targets. Last of its flags,
 * it wins over the kernel's -g. In the runtime object's cache key. */
#define KBUILD_RUNTIME_CFLAGS "-g0"
/* A new directory $TMPDIR/tapc-WHAT-XXXXXX (else in /tmp) for a kbuild
 * of files of our own, removed by an interrupt (and remove_tree); NULL
 * after a message. */
char *kbuild_scratch_dir(const char *what);
#endif
