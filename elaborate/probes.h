/* Probe families: each turns the probe points it knows into resolved
 * points. One file per family, registered in probes.c's table. */
#ifndef TAPC_PROBES_H
#define TAPC_PROBES_H

#include "session.h"

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
#define PROBE_MAX_VARS 10

typedef struct probe_family {
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
	 * argument may hold a glob): adds the points it stands for to `out`. */
	probe_match (*resolve)(session *s, const ast_probe_point *pp,
			       session_probe *out);
	/* Whether $name can be read (or, with `write`, assigned) at a point
	 * of this family, and as what type. NULL: it has no target
	 * variables. On failure returns an allocated message ("unable to
	 * find tracepoint variable ..."). */
	char *(*target)(const resolved_point *rp, const char *name, bool write,
			ast_type *type);
	/* Every $name it offers at the point, for $$vars and $$parms (NULL:
	 * none). Returns the count; *names is allocated. */
	int (*target_names)(const resolved_point *rp, const char ***names);
	/* The plain names the point sets before the body runs, as an alias's
	 * prologue would (syscall.*'s name, argstr, fd), at most
	 * PROBE_MAX_VARS into `vars`; returns the count. NULL: none. */
	int (*context)(const resolved_point *rp, probe_var *vars);
} probe_family;

extern const probe_family probe_lifecycle_family;
extern const probe_family probe_tracepoint_family;
extern const probe_family probe_timer_family;
extern const probe_family probe_procfs_family;
extern const probe_family probe_syscall_family;
extern const probe_family probe_kprobe_family;

/* Shared by the syscall and kprobe families (probe_syscall.c). */
sc_catalog *probe_syscall_catalog(session *s);
/* PREFIX.NAME[.return] for every system call matching NAME (a glob):
 * points of kind `entry` or `ret`; kprobes on their entry functions
 * when `entry` is POINT_KPROBE. */
probe_match probe_syscall_add(session *s, const ast_probe_point *pp,
			      session_probe *out, const char *prefix,
			      point_kind entry, point_kind ret);
int probe_syscall_context(const resolved_point *rp, probe_var *vars);
const char *const *probe_syscall_shapes(session *s, const ast_probe_point *pattern,
					const char *prefix,
					const char *const *extra, char ***cache);

/* Shared by families: does component `i` have this name, and no argument. */
bool probe_component_is(const ast_probe_point *pp, int i, const char *name);
/* Component `i`'s name, if it has one. */
bool probe_component_named(const ast_probe_point *pp, int i, const char *name);
void probe_add_point(session_probe *p, resolved_point rp);
/* Every family, for listings; returns the count. */
int probe_families(const probe_family *const **out);
/* Whether a point of `p` defines `name` for its body (the first that
 * does gives its type). */
bool probe_context_type(const session_probe *p, const char *name,
			ast_type *type);
/* A point as the script wrote it: "timer.ms(100).randomize(5)". */
char *probe_point_text(const ast_probe_point *pp);
#endif
