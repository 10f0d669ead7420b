/* @var("NAME"), @var("NAME@FILE"), @var("NAME", "MODULE"),
 * @var("NAME@FILE", "MODULE"): a global variable of the kernel or of a
 * kernel module, as a typed object (typed.h) at the address it has in
 * the running kernel. Its type is the kernel's DWARF (linux-image-REL-dbg's
 * vmlinux), a module's (a .ko built with debug info), or, for a per-CPU
 * variable, the kernel's BTF, the only variables BTF has. */
#ifndef TAPC_AT_VAR_H
#define TAPC_AT_VAR_H

#include "session.h"
#include "typed.h"

typedef struct at_var_object {
	const typed_source *ts;  /* where its type is */
	uint32_t type;
	ast_node *address;       /* a C expression (EX_EMBEDDED) of its
	                          * address in the running kernel: for a
	                          * per-CPU variable, this CPU's copy's */
} at_var_object;

bool at_var_is(const ast_node *n);
/* The object @var `n` names at rp (NULL in a function), found once per
 * session; false with *error set (allocated, stap's words). */
bool at_var_find(session *s, const resolved_point *rp, ast_node *n,
		 at_var_object *out, char **error);
#endif
