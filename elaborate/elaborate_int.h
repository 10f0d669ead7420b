/* Pass 2's steps, called in order by elaborate(). */
#ifndef TAPC_ELABORATE_INT_H
#define TAPC_ELABORATE_INT_H

#include "session.h"
#include "symtab.h"

/* Turns each probe's points into resolved points (probe families). */
bool elaborate_probes(session *s);
/* Binds names; pulls in tapset functions and globals. */
bool elaborate_resolve(session *s);
/* Infers and checks types. */
bool elaborate_types(session *s);
#endif
