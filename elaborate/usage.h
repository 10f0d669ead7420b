/* Which functions and globals the probes use, after the optimizer has
 * removed code: the session's lists, and each probe's globals (its
 * locks, through the functions it calls) and callees. */
#ifndef TAPC_USAGE_H
#define TAPC_USAGE_H

#include "session.h"

void usage_recompute(session *s);
#endif
