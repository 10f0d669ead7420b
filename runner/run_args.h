/* The options of a run, read the same way by tapc (for its pass 5) and by
 * tapc-run: -c CMD, -x PID, -o FILE, -S SIZE[,N], -s MB, -T SECONDS and
 * -G VAR=VALUE, with stap's checks and messages. */
#ifndef TAPC_RUN_ARGS_H
#define TAPC_RUN_ARGS_H

#include <stdbool.h>

#include "run.h"

/* Sets `ro` from option `opt` (its letter) and its value. Returns false
 * if `opt` is not one of the run's; else *error is NULL, or stap's
 * message for a bad value (then nothing is set). */
bool run_option_set(run_options *ro, int opt, const char *arg,
		    const char **error);

/* tapc-run -r N:URI (staprun's): remote_id() N, remote_uri() URI. False
 * for a malformed one. */
bool run_remote_id_set(run_options *ro, const char *arg);

/* stap's message when the run's options do not go together (-c with
 * -x), or NULL. */
const char *run_options_conflict(const run_options *ro);
#endif
