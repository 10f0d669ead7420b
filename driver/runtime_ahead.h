/* A kernel's first module: the runtime's object compiled beside passes 2
 * and 3 instead of after them.
 *
 * What a module needs once per kernel build and set of -D options (the
 * feature tests, the runtime's object, kbuild's commands and their
 * precompiled headers: runtime_cache.h) holds nothing of the script. When
 * none is kept yet, a second tapc compiles it (kbuild's questions to its
 * tools, the feature tests, then the runtime's object alone, as make's
 * target of that one object), with a script of one begin probe, while
 * this one builds the catalogs its script needs; pass 4 then starts its
 * module's make at once, which compiles the script's unit while the
 * object is awaited (kbuild_module_awaiting), and keeps kbuild's commands
 * for later modules. On two cores the catalogs' and kbuild's compilers run
 * at once instead of one after the other, and nothing is compiled for the
 * second tapc's own script.
 *
 * The second tapc says so through a socket as soon as the object is
 * kept, and waits: the headers of later modules it precompiles next from
 * the commands the first kept (kbuild_recipe_keep_extras), which this
 * module does without, are made during pass 5 when there is one (this
 * tapc then waits for them at its end); a -p4 ends it there, and a later
 * module makes them, so that no compiler competes with this module's. */
#ifndef TAPC_RUNTIME_AHEAD_H
#define TAPC_RUNTIME_AHEAD_H

#include <stdbool.h>

#include "cache_key.h"

/* Starts the second tapc, `argv` (NULL-ended; its own program's path
 * first), when `in`'s runtime is not kept, its temporary files in a
 * directory of its own under `temp_root` (tapc-ahead.PID.*, removed when
 * it ends, with all in it); false when none was started. Its process
 * group ends with this tapc, however it ends. */
bool runtime_ahead_start(const build_inputs *in, char *const argv[],
			 const char *temp_root, int verbose);

/* Waits for it, if one was started, until it has kept the object and the
 * commands (or ended); true when it built what it was for. A failed one
 * is no error: pass 4 builds the runtime itself, and says what fails. */
bool runtime_ahead_wait(int verbose);

/* Whether one was started and has not said yet that the object is kept
 * (nor ended): pass 4 starts its make, which awaits the object while it
 * compiles the script's unit (kbuild_module_awaiting, through
 * runtime_ahead_wait). */
bool runtime_ahead_pending(void);

/* In the second tapc: whether it is one, which compiles the runtime's
 * object alone (kbuild_runtime_object). */
bool runtime_ahead_builder(void);

/* Whether it said so and makes the precompiled headers still: pass 4
 * leaves them to it. */
bool runtime_ahead_finishing(void);

/* This tapc goes on (to pass 5): the second makes its precompiled
 * headers now, and at its end this one waits for them instead of ending
 * it. */
void runtime_ahead_let_finish(void);

/* In the second tapc: tells the first that the object is kept, and
 * whether to make the precompiled headers too (true elsewhere). */
bool runtime_ahead_ready(void);
#endif
