/* A probe family: everything tapc knows about one kind of probe point
 * (kernel.trace, syscall.*, timer.*, ...), across the passes, as one
 * object. The families live on their own floor, probes/, a folder each,
 * and are reached through one table (probes/families.c) that whoever
 * makes a session installs in it (session.families); pass 2, pass 3 and
 * the listings call a family only through this interface, so adding a
 * family touches that table and the family's own files.
 *
 * A family's life in a run:
 *   pass 2  resolve()      points -> resolved points, each with the
 *                          family's private data (resolved_point.data,
 *                          typed in the family's own header)
 *           context()      the plain names a point sets for its body
 *           target()       what each $name is there, and its type
 *           record()       after the optimizer and the types: every
 *                          decision pass 3 needs (how each variable is
 *                          read, which tables the module needs), kept
 *                          in the points' data or the family's state
 *   pass 3  emit_*()       the handlers the kernel calls and the entries
 *                          of the table the runtime registers from, from
 *                          the recorded decisions only: the session is
 *                          const, nothing is loaded or looked up again
 *   -l/-L   the point's pp, context() and target_c_type()
 * Every hook may be NULL when the family has nothing to do there.
 * docs/architecture.md walks through kernel.trace as the example. */
#ifndef TAPC_FAMILY_H
#define TAPC_FAMILY_H

#include <stdint.h>

#include "session.h"

struct ktypes;     /* the kernel's types (kernel/ktypes.h) */

/* pass 3's module being written (translate/emit.h): the session, the
 * output, and whether it went well */
struct tr_module;

typedef enum probe_match {
	PROBE_NOT_MINE,   /* another family's point */
	PROBE_MATCHED,    /* points added to the probe */
	PROBE_FAILED,     /* mine, but wrong: a message was printed */
	PROBE_NO_MATCH,   /* mine, and nothing matches */
} probe_match;

/* A plain name a point defines for the body (see probe_family.context). */
typedef struct probe_var {
	const char *name;
	ast_type type;
} probe_var;
#define PROBE_MAX_VARS 40

/* What probe_family.target_shape answers: a scalar, or an aggregate
 * in memory at the address its read gives, held whole in its read's
 * long (a register), or not readable there (dvars.h's dvar_shape) */
typedef enum target_shape {
	TARGET_SCALAR,
	TARGET_AT_ADDRESS,
	TARGET_HELD,
	TARGET_UNREADABLE,
} target_shape;

typedef struct probe_family {
	/* For messages and the docs: "kernel.trace". */
	const char *name;
	/* The family whose points' data and pass-3 machinery its points
	 * share (nd_syscall's and kprobe.function's, the syscall family's
	 * runner), which may take them as its own; it comes first in the
	 * table. NULL: none. */
	const struct probe_family *builds_on;
	/* Its points run one at a time and never beside another probe's
	 * hit: before the session's other points are armed or after they
	 * have quiesced (begin, end, error). Globals that the others only
	 * add to need no lock there (usage.c). */
	bool serial;

	/* ---- pass 2: points ---- */
	/* The points it knows, for wildcard points ("t**ile"): component
	 * names joined by '.', "(#)" after a component that takes a number,
	 * "($)" after one that takes a string: "timer.s(#).randomize(#)". */
	const char *const *shapes;
	/* The same when they depend on the target kernel (every system
	 * call's name): NULL-terminated, or NULL when `pattern` cannot be
	 * about this family. */
	const char *const *(*kernel_shapes)(session *s,
					    const ast_probe_point *pattern);
	/* A point without wildcards in its component names (its string
	 * argument may hold a glob): adds the points it stands for to `out`
	 * (probe_add_point), each with its data. A point's text and data
	 * live as long as the session: make them in `out->arena`
	 * (arena_alloc, arena_asprintf), never free them. */
	probe_match (*resolve)(session *s, const ast_probe_point *pp,
			       session_probe *out);

	/* ---- pass 2: variables ---- */
	/* Whether $name can be read (or, with `write`, assigned) at a point
	 * of this family, and as what type. NULL: it has no target
	 * variables. On failure returns an allocated message ("unable to
	 * find tracepoint variable ..."). */
	char *(*target)(const resolved_point *rp, const char *name, bool write,
			ast_type *type);
	/* Every $name it offers at the point, for $$vars and $$parms (NULL:
	 * none). Returns the count; *names is allocated. */
	int (*target_names)(const resolved_point *rp, const char ***names);
	/* Whether target variable `name` is a local, not a parameter: what
	 * $$locals lists and $$parms leaves out (NULL: none is). */
	bool (*target_is_local)(const resolved_point *rp, const char *name);
	/* Whether target variable `name`, which target_names lists, has no
	 * value at the point (DWARF describes it, but not there): $$vars
	 * shows it as stap does, "name=?" (NULL: every one has). */
	bool (*target_unavailable)(const resolved_point *rp, const char *name);
	/* Whether target variable `name` is an aggregate (a struct, union
	 * or array by value), and where (target_shape); NULL: none is. */
	int (*target_shape)(const resolved_point *rp, const char *name);
	/* Whether -L lists target variable `name` (stap lists a function's
	 * parameters at its entry, where $$vars has its locals too); NULL:
	 * every one target_names gives. */
	bool (*target_listed)(const resolved_point *rp, const char *name);
	/* The word stap's messages use for its target variables ("procfs
	 * variable '$value' may not be used as a structure", "cannot take
	 * address of tracepoint variable"); NULL: "string" for strings. */
	const char *target_noun;
	/* The kernel's BTF type of $name at the point, for typed access
	 * ($var->member, elaborate/typed.h); 0 when not known. NULL: its
	 * target variables have no types. */
	uint32_t (*target_btf_type)(const struct ktypes *kt,
				    const resolved_point *rp, const char *name);
	/* Types of another source for $name (a user binary's DWARF), and
	 * its type there in *type; NULL when it has none. */
	const struct typed_source *(*target_source)(const resolved_point *rp,
						    const char *name,
						    uint32_t *type);
	/* The plain names the point sets before the body runs, as an alias's
	 * prologue would (syscall.*'s name, argstr, fd), at most
	 * PROBE_MAX_VARS into `vars`; returns the count. NULL: none. */
	int (*context)(const resolved_point *rp, probe_var *vars);
	/* Whether the point does its work without the body, so that an
	 * empty probe on it stays (a perf .counter("NAME"), which counts for
	 * @perf). NULL: none does. */
	bool (*works_without_body)(const resolved_point *rp);
	/* Its .return points read a $target other than $return as stap's
	 * do there: saved at the function's entry as @entry() saves it
	 * (stap's uretprobes keep nothing of a call of their own), so that
	 * a body reading one is kept as a body with an @entry() is, however
	 * little the optimizer leaves of it. */
	bool return_targets_at_entry;
	/* What tells the point apart from another whose pp() reads the
	 * same (process(PID) from process("PATH"): one program, the pid a
	 * filter pp() does not show), so that the optimizer merges only
	 * handlers of one place; freed by the caller. NULL: pp() alone. */
	char *(*place_key)(const resolved_point *rp);

	/* ---- pass 2: decisions for pass 3 ---- */
	/* Called once per session for every family of the table (with
	 * points in the script or not) when pass 2 is done: records what
	 * pass 3 will need, in the points' data or in the family's state
	 * (family_state()). May load the target's catalogs; false after a
	 * message fails pass 2. */
	bool (*record)(session *s);

	/* ---- pass 3, all from what record() left ---- */
	/* What pass 3 cannot do yet: "procfs probes" makes each point of
	 * the family "... are not supported yet" (and no emit hook runs). */
	const char *unsupported;
	/* Module-wide C before the script's functions: tables they read. */
	void (*emit_tables)(struct tr_module *m);
	/* After probe `index`'s body, once per point of this family: the
	 * function the kernel calls for point `j`. */
	void (*emit_handler)(struct tr_module *m, int index, int j);
	/* After every body: module-wide handlers (one dispatcher for the
	 * points of several probes). */
	void (*emit_handlers)(struct tr_module *m);
	/* Point `j` of probe `index`'s entry of tapc_points[]
	 * (runtime/tapc.h): "\t{ .kind = ..., .probe = &probe_I_J, ... },\n". */
	void (*emit_entry)(struct tr_module *m, int index, int j);
	/* After every point's entry: module-wide entries of tapc_points[]. */
	void (*emit_entries)(struct tr_module *m);
	/* What the family's files of the runtime need of tapc in the
	 * runtime's unit, compiled once per kernel and kept (its defines:
	 * driver/runtime_cache.c keys the object on them). */
	void (*emit_runtime)(FILE *out);

	/* ---- listings ---- */
	/* The C type of target variable `name` for -L ("struct pt_regs *");
	 * NULL: listed with its script type. */
	const char *(*target_c_type)(const resolved_point *rp, const char *name);
	/* For --dump-probe-aliases: the point the point runs on, as stap
	 * shows its aliases ("kernel.trace(\"raw_syscalls:sys_enter\")");
	 * NULL: it is not listed there. Allocated. */
	char *(*runs_on)(const resolved_point *rp);
} probe_family;

/* The family's place in the session's table, or -1. */
int family_index(const session *s, const probe_family *f);
/* The family's session-wide decisions (record()'s, typed in its own
 * header), NULL until it sets them. */
void *family_state(const session *s, const probe_family *f);
void family_set_state(session *s, const probe_family *f, void *state);
/* The session's points of one family, in probe order, walked as
 *
 *	for (family_points it = family_points_of(s, &probe_NAME_family);
 *	     family_next_point(&it);)
 *		... it.rp, it.probe, it.i (the probe's index), it.j (the
 *		    point's in it) ...
 *
 * with `break` and `continue` as in any loop; f NULL walks every
 * family's. */
typedef struct family_points {
	const session *s;
	const probe_family *f;
	int i, j;
	session_probe *probe;      /* the point's probe, s->probes[i] */
	resolved_point *rp;        /* the point, &probe->points[j] */
} family_points;
family_points family_points_of(const session *s, const probe_family *f);
/* Moves to the next point of the family: false after the last. */
bool family_next_point(family_points *it);
/* The session's probes with a point of one family, in order, walked as
 *
 *	for (family_probes it = family_probes_of(s, &probe_NAME_family);
 *	     family_next_probe(&it);)
 *		... it.probe, it.i (its index) ...
 *
 * for what a family decides or writes once a probe (its runner, its
 * entries); its points are walked with family_points. */
typedef struct family_probes {
	const session *s;
	const probe_family *f;
	int i;
	session_probe *probe;      /* s->probes[i] */
} family_probes;
family_probes family_probes_of(const session *s, const probe_family *f);
/* Moves to the next probe with a point of the family: false after the
 * last. */
bool family_next_probe(family_probes *it);
/* How a handler at a point of `f` reads each of its probe's targets
 * ($names): read(s, rp, name) for each, kept in rp->target_reads (NULL
 * for a target the family does not give; no table without targets). */
typedef char *(*family_target_read)(session *s, resolved_point *rp,
				    const char *name);
void family_record_target_reads(session *s, const probe_family *f,
				family_target_read read);
/* Whether a point of `p` belongs to `f`. */
bool family_in_probe(const session_probe *p, const probe_family *f);
/* The family's target_shape of `name` at rp (TARGET_SCALAR without
 * one). */
target_shape family_target_shape(const resolved_point *rp, const char *name);
#endif
