/* Pass 3: the module's C, over the runtime in runtime/. */
#ifndef TAPC_TRANSLATE_H
#define TAPC_TRANSLATE_H

#include <stdio.h>

#include "session.h"

/* Writes the script's unit of the module's C (see runtime/tapc.h).
 * `defines` are -D NAME=VALUE. Prints an error and returns false for what
 * it cannot translate. */
bool translate(const session *s, char **defines, int ndefines, FILE *out);
/* Writes the runtime's unit: the shared prologue, then the whole
 * runtime. It holds nothing of the script, so one object of it serves
 * every module built with those defines for one kernel. */
void translate_runtime_unit(char **defines, int ndefines, FILE *out);
/* What both units of a module start with: the -D defines but the
 * script's counted limits (MAXACTION, MAXERRORS, ...: runtime/
 * tapc_limits.h), then tapc.h; the text pass 4 precompiles for the
 * script's unit (kbuild_pch.h). */
void translate_shared_prologue(char **defines, int ndefines, FILE *out);
/* What the script's unit starts with: every -D define, tapc.h, then
 * the limits' defaults. */
void translate_prologue(char **defines, int ndefines, FILE *out);
/* Reports, as "... is not supported yet", what pass 2 accepted but pass 3
 * cannot translate yet (unsupported.c); false if there is any. */
bool translate_supported(const session *s);
/* Whether the script calls matched() or ngroups(): then every =~ keeps
 * where its groups matched. */
bool tr_uses_groups(const session *s);
#endif
