/* The sources of types a typed chain (typed.h) may name besides the
 * target's own: a user binary's DWARF, a header list compiled as stap
 * compiles it, a kernel module's BTF or DWARF; each loaded on first use
 * and kept for the session (session.typed_modules). */
#ifndef TAPC_TYPED_SOURCES_H
#define TAPC_TYPED_SOURCES_H

#include "session.h"
#include "typed.h"

/* Whether `module` names a program or library by its path (one path,
 * not a .ko). */
bool typed_is_user_path(const char *module);
/* The types of the program or library that `module` names by its path,
 * from its DWARF; their objects are in the probed process's memory.
 * NULL for any other and for a binary without DWARF. */
const typed_source *typed_user_types(session *s, const char *module);
/* The types of the header list `module` names ("<sys/time.h>",
 * "kernel<linux/sched.h>"), compiled as stap compiles them
 * (dheaders.h): a user-space list's objects are read in user memory, as
 * stap reads them, in a kernel probe too (a system call's argument); a
 * kernel list's in the kernel's. NULL, after the compiler's messages,
 * when the list does not compile. */
const typed_source *typed_header_types(session *s, const char *module);
/* The types of the one kernel module `module` names by its name or its
 * .ko's path (not "kernel", a header or a list): from its split BTF,
 * else from its DWARF; NULL for any other and for a module with
 * neither. */
const typed_source *typed_module_types(session *s, const char *module);
#endif
