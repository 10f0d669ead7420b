/* The module of @cast(ADDR, "TYPE", "MODULE"), as stap names one: "kernel",
 * "kernel<linux/sched.h>", a header "<sys/un.h>", a kernel module's name,
 * the path of a .ko or of a program or library, or several of these
 * joined by ':'. */
#ifndef TAPC_CAST_MODULE_H
#define TAPC_CAST_MODULE_H

#include <stdbool.h>

#include "session.h"

/* Whether any module `module` names is there: a path that is no file, a
 * file that is not ELF, a kernel module the target does not have each
 * name nothing, and stap's "type definition ... not found in" follows
 * when none is left. Headers and "kernel" always are. */
bool cast_module_exists(const session *s, const char *module);
#endif
