/* Probe points to derived probes (probes.c), and what the families'
 * pass 2 (probes/) shares: each family turns the probe points it knows
 * into resolved points (family.h). */
#ifndef TAPC_PROBES_H
#define TAPC_PROBES_H

#include "family.h"

/* Shared by families: does component `i` have this name, and no argument. */
bool probe_component_is(const ast_probe_point *pp, int i, const char *name);
/* Component `i`'s name, if it has one. */
bool probe_component_named(const ast_probe_point *pp, int i, const char *name);
void probe_add_point(session_probe *p, resolved_point rp);
/* A new target variable slot of `p`: `name`, first used at `use`, both
 * living as long as the session; returns the slot. */
int probe_add_target(session_probe *p, char *name, ast_node *use);
/* `pp` (no alias, no wildcard) as the session's families resolve it,
 * into `out`, its points marked with their family. */
probe_match probe_resolve_family_point(session *s, const ast_probe_point *pp,
				       session_probe *out);
/* Whether a point of `p` defines `name` for its body (the first that
 * does gives its type). */
bool probe_context_type(const session_probe *p, const char *name,
			ast_type *type);
/* stap's two messages for a point a family cannot resolve: "while
 * resolving probe point: identifier 'NAME' at ..." and the reason;
 * returns PROBE_FAILED. */
probe_match probe_point_error(const ast_probe_point *pp, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* stap's "probe point mismatch (similar: ...)" at component `pos` of `pp`,
 * whose name is none of `names` (`n` of them); returns PROBE_FAILED. */
probe_match probe_point_mismatch(const ast_probe_point *pp, int pos,
				 const char *const *names, int n);
/* stap's "invalid suffix for probe" at component `pos` of `pp`, which a
 * family's whole point precedes; returns PROBE_FAILED. */
probe_match probe_point_invalid_suffix(const ast_probe_point *pp, int pos);
/* stap's "no match (similar functions: a, b)" (`noun` "function" here,
 * "functions" when several) for a point whose `name` is none of `names`:
 * PROBE_NO_MATCH with that reason, or a plain one when `names` has no
 * other name (see probe_point_miss). */
probe_match probe_point_miss_similar(session *s, const char *noun,
				     const char *name,
				     const char *const *names, int n);
/* A point that names nothing there is, and why: PROBE_NO_MATCH, the
 * reason said in place of stap's plain "no match" unless the point is
 * optional ('?', '!'), when nothing is said. */
probe_match probe_point_miss(session *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* In a probe whose points are all returns that read their parameters
 * as the entry had them: each @entry($param) of `body` becomes $param. */
void probe_entries_as_targets(ast_node *body);
/* In a probe whose points are all returns: each -> chain on a target
 * variable of `body` (and each plain $param too when `plain`) becomes
 * @entry() of it, as stap reads them ("MORE ON RETURN PROBES" in man
 * stapprobes: at the call's entry, whole); $return stays. */
void probe_returns_read_entries(session *s, ast_node *body, bool plain);
/* In a probe whose returns share it with other points, where that
 * cannot be done: false after a message when the body reads what
 * probe_returns_read_entries() would make an @entry(). */
bool probe_mixed_reads_entries(const session_probe *p, bool plain);
/* A return probe's @entry(EXPR)s that are more than a parameter: each
 * EXPR computed at the call's entry into its slot k of storage the call
 * keeps, and read at the return as target variable "@entryK". */
typedef struct probe_entries {
	ast_node **exprs;
	int n;
	int ntexts;        /* of them strings: each kept as its text, in
	                    * MAXSTRINGLEN bytes after the n values
	                    * (probe_entry_text) */
} probe_entries;
/* The @entry() values a return whose entries the runtime keeps in the
 * module's table (runtime/entries.c) has room for: runtime/tapc.h's
 * TAPC_ENTRY_VALS. */
#define PROBE_ENTRY_VALS 8
/* Turns each @entry(EXPR) left in `p`'s body (after
 * probe_entries_as_targets) into its slot, EXPR into `out`; a local is
 * refused, and so are more than PROBE_ENTRY_VALS when the module's table
 * keeps them (`kept_by` names the probes in the message, and the
 * session's entry_texts counts the strings the table's records hold;
 * else NULL: the call's own storage, a kretprobe's). False after a
 * message. */
bool probe_entry_slots(session *s, session_probe *p, probe_entries *out,
		       const char *kept_by);
/* The C a return reads target `name` with when it is an @entry slot of
 * `e` ("__c->entry_vals[K]", a string's text's address), else NULL;
 * `vals` the C of the values ("__c->entry_vals"). */
char *probe_entry_read(arena *a, const probe_entries *e, const char *vals,
		       const char *name);
/* The C of the address of slot k's text (a string @entry) after the
 * values at `vals`, or NULL when slot k is a number. */
char *probe_entry_text(arena *a, const probe_entries *e, const char *vals, int k);
/* A point as the script wrote it: "timer.ms(100).randomize(5)". */
char *probe_point_text(const ast_probe_point *pp);
#endif
