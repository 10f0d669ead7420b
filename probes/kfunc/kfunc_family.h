/* kernel.function("PATTERN") and module("NAME").function("PATTERN"),
 * with .call, .return (and .maxactive(N)), .exported: probes on kernel
 * functions from the kernel's own description of them, without DWARF.
 * The functions are those kprobes may be put on (kernel/kfuncs.h), a
 * module's those of its .ko's symbol table; parameters come from BTF
 * (kernel/ktypes.h) and are read from the x86-64 argument registers.
 * A module whose .ko has DWARF, and the kernel where its vmlinux with
 * debug info is installed, have their points placed from it instead
 * (kfunc_dwarf.c): source files and lines, statements, inline
 * instances, locals; without it, what needs DWARF is refused with the
 * package that has it.
 *
 * The runtime registers the kernel's functions all at once through
 * ftrace (runtime/kfunc.c), a script's few entries each on a trampoline
 * of its own (runtime/kfunc_direct.c), and a module's when it loads
 * (runtime/kfunc_module.c). A return keeps its call's argument
 * registers, so that its $parameters are their values at the entry. */
#ifndef TAPC_KFUNC_FAMILY_H
#define TAPC_KFUNC_FAMILY_H

#include <stdint.h>

#include "family.h"
#include "kfuncs.h"
#include "ktypes.h"
#include "probes.h"
#include "typed.h"

/* record(): a return probe's @entry(EXPR)s of more than a parameter,
 * kept in the storage the call's kretprobe instance carries */
typedef probe_entries kfunc_entries;

struct kdwarf;
struct dfunc;
struct dvar;

/* A point placed from DWARF (kfunc_dwarf.c): the function or inline
 * instance, where in its code the probe is, and its variables there. */
typedef struct kfunc_dwarf_point {
	const struct kdwarf *kd;
	const struct dfunc *func;
	uint64_t pc;               /* in the layout of kd's file */
	int line;                  /* a statement's; else 0 */
	bool is_inline;
	struct dvar *vars;         /* located at pc (a return: at the entry) */
	int nvars;
	struct dvar *ret;          /* a return's $return, or NULL */
	typed_source types;        /* kd's DWARF types */
} kfunc_dwarf_point;

typedef struct kfunc_point {
	const char *function;      /* as the kernel names it: the symbol the
	                            * probe is placed from */
	uint64_t offset;           /* the probe's distance from it (a
	                            * statement, an inline instance) */
	const kfunc_dwarf_point *dwarf;  /* NULL: from BTF */
	const char *module;        /* NULL: the kernel's own */
	const ktypes *kt;          /* a module's prototype's: its types on the
	                            * kernel's; NULL: none, or the kernel's own
	                            * function (see kfunc_types_of) */
	typed_source types;        /* a module's kt as typed access reads it */
	session *s;                /* loads the kernel's types when first
	                            * needed: a glob's thousands of points
	                            * mostly read no parameter */
	int64_t maxactive;         /* .maxactive(N), else 0 */
	kfunc_link link;           /* record(): where it is (kfuncs.h) */
	/* record(): the point of the same probe whose handler this one
	 * calls, the first of a run that reads the same (a glob's thousands
	 * of points share a few handlers, not one each) */
	int handler;
	const kfunc_entries *entries;   /* NULL: none */
	/* record(), under -g: for each target variable the body assigns,
	 * the C that stores its local back where the function sees it
	 * (an argument register at the entry, the return value's); else
	 * NULL */
	const char **writes;
} kfunc_point;

extern const probe_family probe_kfunc_family;

/* Whether stap's translator passes over function `name` of `module`
 * (NULL: the kernel) for an entry or a return (kfunc_blocklist.c). */
bool kfunc_blocklisted(const session *s, const char *module, const char *name,
		       bool is_return);

/* The family's state: what a session opened, each once, freed with it. */
typedef struct kfunc_state {
	char **paths;              /* modules' BTF (NULL: none) */
	struct ktypes **types;
	int n;
	char **dw_paths;           /* DWARF: modules' .ko, vmlinux (NULL: none) */
	struct kdwarf **dw;
	int ndw;
	void *inline_names;        /* the kernel's (kfunc_dwarf.c), or NULL */
	bool inline_names_read;
} kfunc_state;
kfunc_state *kfunc_state_of(session *s);

/* pass 2 with DWARF (kfunc_dwarf.c) */
/* What a DWARF point asks for. */
typedef struct kfunc_dwarf_request {
	session *s;
	session_probe *out;
	const ast_probe_point *pp;
	const char *module;        /* the module's name; NULL: the kernel */
	const char *spec;          /* the module as the point names it */
	const char *pattern;       /* FUNC[@FILE[:LINES]] */
	bool statement, is_inline, is_call, is_return, from_glob;
	/* function("NAME") beside BTF's out-of-line NAME: its inline
	 * instances alone, named as function()'s */
	bool inlines_only;
	bool by_address;           /* module(M).statement(ADDR) */
	uint64_t address;          /* in the layout libdwfl gives the .ko */
	int64_t maxactive;
	int added;
} kfunc_dwarf_request;
/* The DWARF of the module at `path`, or of the kernel (path NULL: its
 * vmlinux with debug info, where one is installed), opened once per
 * session; NULL when it has none. */
const struct kdwarf *kfunc_dwarf_of(session *s, const char *path);
/* Whether the kernel's DWARF, where it is installed, has inline
 * instances of a function called `name` (a cached index: the DWARF is
 * opened only for those). */
bool kfunc_dwarf_has_inline(session *s, const char *name);
/* Adds the points of `rq` in `kd`; PROBE_MATCHED, else (after a message
 * unless optional) what the point's resolve returns. */
probe_match kfunc_dwarf_add(kfunc_dwarf_request *rq, const struct kdwarf *kd);
/* A DWARF point's target variables (the family's hooks on such points). */
char *kfunc_dwarf_target(const resolved_point *rp, const char *name,
			 bool write, ast_type *type);
int kfunc_dwarf_target_names(const resolved_point *rp, const char ***names);
bool kfunc_dwarf_unavailable(const resolved_point *rp, const char *name);
bool kfunc_dwarf_is_local(const resolved_point *rp, const char *name);
/* Where an aggregate is (family.h's target_shape) */
int kfunc_dwarf_target_shape(const resolved_point *rp, const char *name);
const char *kfunc_dwarf_c_type(const resolved_point *rp, const char *name);
const typed_source *kfunc_dwarf_source(const resolved_point *rp,
				       const char *name, uint32_t *type);
/* stap's message when a write to $name is refused at any point of the
 * family (without -g; a parameter at a return), else NULL. */
char *kfunc_write_refused(const resolved_point *rp, const char *name);
/* The argument register (0 for rdi .. 5 for r9) that a guru's write
 * to $name may change at the point, the function's entry; -1: none. */
int kfunc_dwarf_write_reg(const resolved_point *rp, const char *name);
/* The C that reads $name at the point (NULL: an @entry slot's); a
 * fault is said near `use`, its first use. */
char *kfunc_dwarf_read(session *s, const resolved_point *rp, const char *name,
		       const ast_node *use);
/* record(): where the kernel has the point (vmlinux DWARF: the link). */
void kfunc_dwarf_record(session *s, kfunc_point *kp);

/* pass 3 (kfunc_emit.c) */
void kfunc_emit_handler(struct tr_module *m, int index, int j);
void kfunc_emit_handlers(struct tr_module *m);
void kfunc_emit_entries(struct tr_module *m);
#endif
