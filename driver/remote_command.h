/* What tapc --remote runs on a target (remote.c): the command line of
 * tapc-run for the session, and the shell program that ssh runs there,
 * which first says the target's kernel and then, on the same connection,
 * takes the module and runs tapc-run on it. */
#ifndef TAPC_REMOTE_COMMAND_H
#define TAPC_REMOTE_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#include "remote_uri.h"

/* The line the remote program starts with, before its release and
 * architecture: "tapc-remote RELEASE ARCH". */
#define REMOTE_HELLO "tapc-remote"

/* An argv under construction (NULL-terminated by the caller). */
typedef struct arglist {
	char **v;
	size_t n;
} arglist;

void arglist_add(arglist *a, const char *s);   /* copies s; NULL ends */
void arglist_free(arglist *a);

/* ssh's words ($TAPC_SSH, else "ssh") and its destination for `t`. */
void remote_ssh_args(arglist *a, const remote_target *t);

/* tapc-run's options for `t`'s session, from the command line: -r N:URI,
 * -c, -x, -T, -s, -G, -o, -S; -L or -D for -F; --stop-on-stdin when the
 * session is driven through its stdin (not for -F, which leaves it). */
void remote_runner_args(arglist *a, const remote_target *t);

/* The shell program for an ssh target (sh -c's text, quoted for the
 * remote login shell): prints REMOTE_HELLO's line, reads a line
 * "SIZE NAME" (none, or an empty one: nothing to run, exit 0), then SIZE
 * bytes of the module into a temporary directory, and runs tapc-run
 * there with `t`'s options, its stdin the connection from then on. */
char *remote_program(const remote_target *t);

/* tapc-run beside tapc (a build tree, or installed together), else
 * PATH's: for direct://. Allocated. */
char *remote_local_runner(void);
#endif
