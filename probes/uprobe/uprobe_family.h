/* process("PATH").function("PATTERN")[.call|.return|.inline],
 * .plt("PATTERN")[.return], .statement("FUNC@FILE:LINES") and
 * .statement(ADDR)[.absolute], each also as process(PID).… and as
 * process("PATH").library("LIB").…: uprobes (uretprobes for returns) on
 * the functions and lines of a program or its libraries, their variables
 * read as the binary's DWARF says.
 *
 * Built on the process family (process_family.h): the binaries are
 * opened by its core, and the points' data begins with its proc_where,
 * the processes a point is hit in. */
#ifndef TAPC_UPROBE_FAMILY_H
#define TAPC_UPROBE_FAMILY_H

#include "process_family.h"

struct ubin;
struct dfunc;
struct dvar;
struct dvar_loc;

typedef enum uprobe_kind {
	UPROBE_FUNCTION,           /* .function(...)[.call|.inline], .plt */
	UPROBE_RETURN,             /* ....return */
	UPROBE_STATEMENT,          /* .statement(...) */
} uprobe_kind;

/* resolved_point.data of the family's points */
typedef struct uprobe_point {
	proc_where where;
	uprobe_kind kind;
	const char *path;          /* the binary's, canonical */
	const struct ubin *bin;
	const struct dfunc *func;  /* NULL for an .absolute statement */
	bool plt;                  /* .plt(...): func is a PLT entry */
	uint64_t pc, offset;       /* where the uprobe is: the file's own
	                            * address, and in the file */
	bool keep_entry;           /* a return that reads its parameters:
	                            * the entry keeps the registers */
	const probe_entries *entries; /* its @entry(EXPR)s computed at the
	                            * entry (keep_entry), or NULL */
	/* a return of code whose parameters are homed by its prologue
	 * (dprologue.h): what the entry keeps is taken again past the
	 * prologue, by a uprobe there (body_offset) that finds the call's
	 * entry by the stack pointer it had, the CFA there less 8 */
	bool at_body;
	uint64_t body_offset;
	struct dvar_loc *body_cfa;
	struct dvar *vars;         /* its variables at the point (DWARF) */
	int nvars;
	const struct typed_source *types; /* its binary's DWARF types */
} uprobe_point;

/* The family's state (family_state()): record()'s */
typedef struct uprobe_plan {
	int nslots;                /* uprobes, a body's among them */
} uprobe_plan;

extern const probe_family probe_uprobe_family;

/* pass 2 */
/* process("PATH").function(...) and .plt(...) (uprobe.c) */
probe_match uprobe_resolve_function(session *s, const ast_probe_point *pp,
				    session_probe *out);
/* process("PATH").statement(...) (ustmt.c) */
probe_match ustmt_resolve(session *s, const ast_probe_point *pp,
			  session_probe *out);
/* A probe's function returns that read parameters keep the registers
 * of their entries (keep_entry); when all its points are returns,
 * @entry($param) is $param, read from them, and any other @entry(EXPR)
 * is computed at the entry and kept with them. False after a message
 * (uprobe_vars.c). */
bool uprobe_record_entries(session *s, session_probe *p);
/* the variables (uprobe_vars.c), elaborate/family.h's hooks */
char *uprobe_target(const resolved_point *rp, const char *name, bool write,
		    ast_type *type);
int uprobe_target_names(const resolved_point *rp, const char ***names);
bool uprobe_target_is_local(const resolved_point *rp, const char *name);
bool uprobe_target_unavailable(const resolved_point *rp, const char *name);
int uprobe_target_shape(const resolved_point *rp, const char *name);
bool uprobe_target_listed(const resolved_point *rp, const char *name);
const char *uprobe_target_c_type(const resolved_point *rp, const char *name);
const struct typed_source *uprobe_target_source(const resolved_point *rp,
						const char *name, uint32_t *type);
/* The C a handler reads $name with. */
char *uprobe_target_read(session *s, resolved_point *rp, const char *name);

/* pass 3 (uprobe_emit.c) */
void uprobe_emit_tables(struct tr_module *m);
void uprobe_emit_handler(struct tr_module *m, int index, int j);
void uprobe_emit_entries(struct tr_module *m);
#endif
