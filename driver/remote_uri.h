/* --remote URI's targets, with stap's meaning: ssh://[USER@]HOST[:PORT],
 * [USER@]HOST[:PORT] (ssh without a scheme), and direct:// (this machine,
 * through tapc-run). */
#ifndef TAPC_REMOTE_URI_H
#define TAPC_REMOTE_URI_H

#include <stdbool.h>
#include <stddef.h>

typedef struct remote_target {
	const char *uri;        /* as given: remote_uri() */
	int index;              /* in the order given: remote_id(), N: */
	bool direct;            /* direct://: here, no ssh */
	char *destination;      /* ssh's [USER@]HOST */
	char *port;             /* ssh -p PORT, or NULL */
	/* asked of the target */
	char *release;          /* uname -r */
	char *arch;             /* uname -m */
	char *module;           /* the module built for its release, here */
	bool failed;            /* reported: it takes no further part */
	long long bytes_sent;   /* what went to it over ssh */
} remote_target;

/* Reads `uri` into `t` (which keeps `uri`). NULL, or stap's message for
 * a URI that names no target (allocated; "... on remote 'URI'"). */
char *remote_target_parse(remote_target *t, const char *uri, int index);
void remote_target_free(remote_target *t);
#endif
