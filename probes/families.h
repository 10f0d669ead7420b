/* The probe families tapc knows, in the order a point is offered to
 * them (family.h). Whoever makes a session installs them. */
#ifndef TAPC_FAMILIES_H
#define TAPC_FAMILIES_H

#include "session.h"

/* Sets s->families to the table. */
void families_install(session *s);
/* Each family's part of the runtime's unit (emit_runtime). */
void families_emit_runtime(FILE *out);
#endif
