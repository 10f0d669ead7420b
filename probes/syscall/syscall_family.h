/* syscall.NAME[.return] and syscall_any[.return]: every system call of
 * the target kernel (NAME may be a glob: syscall.*, syscall.open*); and
 * tp_syscall.NAME[.return], stap's name for its points on the
 * tracepoints, the same points under that name. All of them run on the
 * two raw_syscalls tracepoints, sys_enter and sys_exit, which pass 3
 * dispatches on the system call's number; so syscall.* costs what one
 * tracepoint costs. Each point offers stap's
 * variables: name, each argument by its kernel name, argstr; on return
 * retval and retstr (sc_format.h).
 *
 * What the kprobe family (nd_syscall.NAME) builds on is here too: the
 * points' data, the catalog, and the runner. A probe whose points are
 * system calls gets one function, sc_run_I, that fills the variables its
 * body reads for a system call's number and its arguments or result;
 * the dispatch on the tracepoints and the kprobe handlers call it. Pass
 * 2 decides what it fills and how (sc_plan_add_point, in the family's
 * state); pass 3 writes it from that alone (syscall_emit.c). */
#ifndef TAPC_SYSCALL_FAMILY_H
#define TAPC_SYSCALL_FAMILY_H

#include "family.h"
#include "kfuncs.h"
#include "probes.h"
#include "sc_format.h"

/* resolved_point.data of the syscall and kprobe families' points */
typedef struct syscall_point {
	const syscall_info *sc;    /* NULL for syscall_any, kprobe.function */
	/* the calls stap probes under the point's name with sc, sc among
	 * them (syscall.eventfd: eventfd and eventfd2), which -L lists
	 * the variables of together; NULL for a point of one call */
	const syscall_info **folded;
	int nfolded;
	/* stap's point of calls only 32-bit tasks make (sc_points.h): sc
	 * is what its variables are made of, and it never fires */
	bool never;
	char *symbol;              /* a kprobe's function, or NULL */
	/* a kprobe's statement by address (symbol NULL): the running
	 * kernel's when `absolute`, else as the kernel was linked */
	uint64_t address;
	bool absolute;
	int64_t maxactive;         /* kprobe.function(...).return.maxactive(N) */
	/* the kprobe family's record(): where the function is (kfuncs.h) */
	kfunc_link link;
} syscall_point;

extern const probe_family probe_syscall_family;

/* ---- pass 2, shared with the kprobe family (syscall.c) ---- */
/* PREFIX.NAME[.return] for every system call matching NAME (a glob);
 * with `kprobes`, on their entry functions (the point's symbol). */
probe_match probe_syscall_add(session *s, const ast_probe_point *pp,
			      session_probe *out, const char *prefix,
			      bool kprobes);
int probe_syscall_context(const resolved_point *rp, probe_var *vars);
/* The points for wildcard patterns: "PREFIX.NAME" and
 * "PREFIX.NAME.return" for every system call and each of `prefixes`
 * (ending in NULL), then `extra` (ending in NULL); NULL-terminated, or
 * NULL without the catalog. Made once per session, in the asking
 * family's state, and only for patterns whose first component can be a
 * prefix or one of the extra shapes' (probe_syscall_shapes_wanted). */
char **probe_syscall_shapes(session *s, const char *const *prefixes,
			    const char *const *extra);
bool probe_syscall_shapes_wanted(const ast_probe_point *pattern,
				 const char *const *prefixes,
				 const char *const *extra);

/* ---- the decisions pass 3 writes the runners and tables from ---- */
/* Where a probed system call has a variable, and how it is made of
 * the argument there. */
typedef struct sc_arg_at {
	int nr;                    /* the call's number */
	int arg;                   /* the argument's place, plus one */
	sc_how how;
	sc_set_id set;
} sc_arg_at;

/* How a runner fills one variable its body reads. */
typedef struct sc_read {
	const ast_symbol *var;     /* the probe's local */
	sc_var_kind kind;
	bool settled;              /* a point has said what it is */
	/* SC_VAR_ARG: a table, by number, of where each probed call has
	 * it (filled only where it has the variable's type) */
	bool has_table;
	sc_arg_at *table;
	int ntable;
} sc_read;

typedef struct sc_runner {
	sc_read *reads;
	int nreads;
	/* a probe of returns alone: its @entry(EXPR)s, each computed at the
	 * call's entry and handed to the runner at the return (a kretprobe
	 * keeps them in its instance, the tracepoints in the module's table
	 * by thread), or NULL */
	const probe_entries *entries;
} sc_runner;

/* The syscall family's state (family_state()). */
typedef struct sc_plan {
	const sc_catalog *catalog; /* loaded by pass 2 */
	bool tables;               /* runtime/syscall.c and the tables of
	                            * names, arguments and flags go in: a
	                            * runner reads them, or a function of the
	                            * script does (its tapc:syscalls pragma) */
	sc_runner **runners;       /* by probe, NULL for one without system
	                            * call points */
	int nprobes;
	bool *probed;              /* by number: the calls the points name */
	bool sets[SC_NSETS];       /* the sets of constants a read decodes with */
	char **shapes;             /* the family's shapes (kernel_shapes) */
} sc_plan;

/* Point `rp` of probe `index` runs on the runner, with the variables of
 * its system call (`offers_vars`; a kprobe.function has none); false
 * if the catalog cannot be loaded, or after a message about the probe's
 * @entry()s. */
bool sc_plan_add_point(session *s, int index, const resolved_point *rp,
		       bool offers_vars);
/* The tables go in, for the script's functions. */
bool sc_plan_need_tables(session *s);
const sc_plan *sc_plan_get(const session *s);
/* The same in pass 2, made on first ask. */
sc_plan *sc_plan_of(session *s);

/* ---- pass 3 (syscall_emit.c) ---- */
/* Whether the runner reads an argument or argstr: its entry points then
 * hand it the system call's arguments. */
bool sc_runner_reads_args(const sc_runner *r);
void syscall_emit_tables(struct tr_module *m);
void syscall_emit_handlers(struct tr_module *m);
void syscall_emit_entries(struct tr_module *m);
/* The runtime's unit's defines of the sets its decoders of whole calls
 * name (TAPC_SET_KEYCTL_CMD: their numbers in every script's
 * tapc_sc_sets[]), compiled once per kernel with runtime/syscall.c. */
void syscall_emit_runtime(FILE *out);
#endif
