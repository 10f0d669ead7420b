/* kernel.function("PATTERN") and module("NAME").function("PATTERN"),
 * with .call, .return (and .maxactive(N)), .exported: probes on kernel
 * functions from the kernel's own description of them, without DWARF.
 * The functions are those kprobes may be put on (kernel/kfuncs.h), a
 * module's those of its .ko's symbol table; parameters come from BTF
 * (kernel/ktypes.h) and are read from the x86-64 argument registers.
 * What needs DWARF (source files and lines, statements, inline copies)
 * is refused with the package that has it.
 *
 * The runtime registers the kernel's functions all at once through
 * ftrace (runtime/kfunc.c) and a module's when it loads
 * (runtime/kfunc_module.c). A return keeps its call's argument
 * registers, so that its $parameters are their values at the entry. */
#ifndef TAPC_KFUNC_FAMILY_H
#define TAPC_KFUNC_FAMILY_H

#include <stdint.h>

#include "family.h"
#include "kfuncs.h"
#include "ktypes.h"
#include "typed.h"

/* record(): a return probe's @entry(EXPR)s of more than a parameter,
 * each computed at the call's entry into its slot k of the storage the
 * call's kretprobe instance carries, and read at the return as target
 * variable "@entryK". */
typedef struct kfunc_entries {
	ast_node **exprs;
	int n;
} kfunc_entries;

typedef struct kfunc_point {
	const char *function;      /* as the kernel names it */
	const char *module;        /* NULL: the kernel's own */
	const ktypes *kt;          /* its prototype's: the kernel's types, or a
	                            * module's on them; NULL: none */
	typed_source types;        /* kt as typed access reads it */
	bool optional;             /* a glob's match: may fail to register */
	int64_t maxactive;         /* .maxactive(N), else 0 */
	kfunc_link link;           /* record(): where it is (kfuncs.h) */
	/* record(): the point of the same probe whose handler this one
	 * calls, the first of a run that reads the same (a glob's thousands
	 * of points share a few handlers, not one each) */
	int handler;
	const kfunc_entries *entries;   /* NULL: none */
} kfunc_point;

extern const probe_family probe_kfunc_family;

/* pass 3 (kfunc_emit.c) */
void kfunc_emit_handler(struct tr_module *m, int index, int j);
void kfunc_emit_handlers(struct tr_module *m);
void kfunc_emit_entries(struct tr_module *m);
#endif
