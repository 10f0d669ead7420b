/* The one usage pass, after the optimizer: each probe's and function's
 * globals and how it uses them (session.h's body_usage), through the
 * functions it calls; unless -u, the functions and globals nothing uses
 * any more leave the session, and the rest are numbered in lock order. */
#ifndef TAPC_USAGE_H
#define TAPC_USAGE_H

#include "session.h"

void usage_compute(session *s);
/* The usage of a probe made after the pass (autoprint's end probes). */
void usage_of_probe(const session *s, session_probe *p);
/* The global scalar a statement's expression `e` only adds to (`g++`,
 * `g--`, `g += x`, `g -= x`, its value unused), or NULL. */
ast_symbol *usage_counted_global(const ast_node *e);
/* Once the types are known: marks the globals that the probes able to run
 * beside others only add to or `<<<` into, and only serial probes read
 * (ast_symbol's `unlocked`). */
void usage_mark_unlocked(session *s);
/* Whether embedded C `code` names global `name` in a pragma:KIND:NAME
 * comment (KIND "read" or "write"). */
bool usage_pragma_names(const char *code, const char *kind, const char *name);
#endif
