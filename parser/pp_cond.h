/* The conditions of %( ... %? ... %: ... %): comparisons of the kernel
 * version, architecture, runtime, kernel config, privilege and script
 * arguments, joined by && and ||. Private to the parser. */
#ifndef TAPC_PP_COND_H
#define TAPC_PP_COND_H

#include "token.h"

typedef struct pp_cond_reader {
	token *(*next)(void *ctx);
	void (*unget)(void *ctx, token *t);
	void *ctx;
	token *start;       /* the %(, for messages */
} pp_cond_reader;

/* Reads the condition after `start` (a %( token) and the %? after it.
 * Returns 1 or 0, or -1 after reporting an error; the token that was
 * wrong is then left unread. */
int pp_cond_eval(pp_cond_reader *r, token *start);
#endif
