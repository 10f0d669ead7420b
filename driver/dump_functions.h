/* --dump-functions: the tapsets' public functions with their types, as
 * stap lists them. */
#ifndef TAPC_DUMP_FUNCTIONS_H
#define TAPC_DUMP_FUNCTIONS_H

#include <stdio.h>

#include "session.h"

/* After pass 2 of a session with all_functions set: one line a public
 * tapset function, "name:type (param:type, ...)" and its privilege
 * pragma, in byte order. */
void dump_functions_print(const session *s, FILE *out);
#endif
