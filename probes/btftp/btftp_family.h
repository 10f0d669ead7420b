/* kernel.tracepoint("GLOB") and module("M").tracepoint("GLOB"): the
 * kernel's tracepoints as its BTF describes them, one btf_trace_NAME
 * typedef each (stap 5.6's BTF tracepoints), and a module's as the BTF of
 * its .ko does.
 * Unlike kernel.trace, the points are named without their system and
 * their arguments are positional, $arg1..$argN, in the typedef's order
 * after the `void *` cookie every tracepoint probe takes. The handler is
 * declared with each argument in the kernel integer type of its width and
 * sign (a pointer as a u64), and the runtime registers it as kernel.trace's
 * (runtime/tracepoint.c), or a module's when that module is loaded, before
 * the session or during it (runtime/tracepoint_module.c). */
#ifndef TAPC_BTFTP_FAMILY_H
#define TAPC_BTFTP_FAMILY_H

#include <stdint.h>

#include "family.h"
#include "typed.h"

/* resolved_point.data of the family's points */
typedef struct btftp_point {
	const char *name;          /* "sched_switch" */
	int nargs;
	const char **argnames;     /* "arg1".."argN" */
	uint32_t *types;           /* each argument's BTF type */
	const char **reg_types;    /* the handler's type of each: "u64",
	                            * "s32"; NULL when no register holds it */
	const char **spelled;      /* as -L lists it: "struct task_struct*" */
	const char *module;        /* the module's name as the kernel has it
	                            * ("xfs"), NULL for the kernel's own */
	const typed_source *source; /* the module's types ($arg1->member),
	                            * NULL for the kernel's */
} btftp_point;

extern const probe_family probe_btftp_family;

/* pass 3 (btftp_emit.c) */
void btftp_emit_handler(struct tr_module *m, int index, int j);
void btftp_emit_entry(struct tr_module *m, int index, int j);
#endif
