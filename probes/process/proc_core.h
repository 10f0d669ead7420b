/* The core the user-space families share: process.* (the lives and system
 * calls of processes, process_family.h), process("PATH").function,
 * .statement and .library (uprobe_family.h) and process("PATH").mark
 * (umark_family.h). It opens the binaries the points name, once a
 * session; says which processes a point is hit in (proc_where, the head
 * of every such point's data); keeps the module's table of the paths
 * those filters name; and decides and writes the user symbol tables the
 * script's functions read (usyms.c).
 *
 * The families of uprobes build on the process family
 * (probe_family.builds_on): it comes first in the table, its record()
 * numbers the paths of all their points, and it writes the paths' table,
 * the symbol tables and their entries; each of them writes its own
 * handlers and uprobes. */
#ifndef TAPC_PROC_CORE_H
#define TAPC_PROC_CORE_H

#include "dlines.h"
#include "family.h"
#include "probes.h"

struct ubin;
struct typed_source;
struct dvar_loc;
struct proc_life;

/* The head of the data of every point of the user-space families: which
 * processes it is hit in. */
typedef struct proc_where {
	int64_t pid;               /* process(PID): that one alone; 0: any */
	const char *filter;        /* hit only in the processes running this
	                            * program (process("PATH").begin's PATH,
	                            * .library(...)'s program), or NULL */
	int path_slot;             /* record(): filter's place in the
	                            * module's table of paths, or -1 */
} proc_where;

/* One PATH the points name, as the module's table holds it. */
typedef struct proc_path {
	const char *path;
	bool tracked;              /* an end point names it: the processes
	                            * running it are kept until they end */
} proc_path;

/* A binary whose symbols (and unwind rows) go into the module's tables
 * (usyms.c): those the points probe, -d's, --ldd's libraries. */
struct usym;
struct useg;
struct ucfi_row;
typedef struct usym_table {
	const char *path;          /* canonical */
	const struct ubin *bin;    /* NULL: not readable (warned) */
	struct usym *syms;
	int nsyms;
	struct useg *segs;
	int nsegs;
	struct ucfi_row *rows;     /* with unwinding only */
	int nrows;
	dline_table lines;         /* with DWARF, for pragma:ulines only */
} usym_table;

/* The state the families share (the process family's family_state()):
 * the binaries pass 2 opened, and record()'s decisions. */
typedef struct proc_plan {
	struct ubin **bins;
	int nbins;
	const struct ubin **warned; /* those stap's no-DWARF warning named */
	int nwarned;
	proc_path *paths;
	int npaths;
	/* the process family's own decisions (process_family.h) */
	struct proc_life *life;
	/* the user symbol tables, when a function the script calls names
	 * user addresses (pragma:usymbols), unwinds (pragma:uunwind) or
	 * names their source lines (pragma:ulines) */
	bool usyms, uunwind, ulines;
	usym_table *utables;
	int nutables;
} proc_plan;

/* pass 2 */
proc_plan *proc_plan_of(session *s);
/* The point's proc_where when it is of a user-space family, else NULL. */
proc_where *proc_where_of(const resolved_point *rp);
/* process(PID).… and process("PATH").…: the same place, told apart */
char *proc_place_key(const resolved_point *rp);
/* A point on a program without one (process.function(...)): the -c
 * command's program, or the -x process, as stap fills it in; `pp` when
 * it has one; NULL after stap's message, with *failure. */
const ast_probe_point *proc_with_target(session *s, const ast_probe_point *pp,
					probe_match *failure);
/* process("PATH")'s binary (a script's interpreter for a script, as
 * stap), opened once per session; NULL when there is none, with what the
 * point's resolve returns in *failure: PROBE_NO_MATCH when there is no
 * such file or it is not ELF (said unless the point is optional), else
 * PROBE_FAILED after the message. */
const struct ubin *proc_open_bin(session *s, const ast_probe_point *pp,
				 probe_match *failure);
/* The binary at canonical `path`, opened once per session, closed with
 * it; NULL with *why (allocated) when it cannot be read. */
const struct ubin *proc_open_path(session *s, const char *path, char **why);
/* stap's warning, once a binary, when its functions are its symbols */
void proc_warn_no_dwarf(session *s, const struct ubin *bin);
/* The typed access source of a binary's DWARF types */
const struct typed_source *proc_types_of(session *s, const struct ubin *bin);
/* The C that reads a value at `loc` in a uprobe's handler, its
 * registers in `regs` ("regs", or a return's "__entry"). */
char *proc_loc_read(session *s, const char *regs, const struct dvar_loc *loc,
		    int size, bool is_signed);
/* How a family makes its points in one binary, process("PATH").…
 * (PROBE_NOT_MINE for another's). */
typedef probe_match (*proc_resolver)(session *s, const ast_probe_point *pp,
				     session_probe *out);
/* A family's points: `resolve`'s in the binary the point names (the -c
 * command's program or the -x process's where it names none), or in
 * each library its .library("LIB") names, there hit only where the
 * program runs; process(PID)'s in PID's process alone (ulib.c). */
probe_match proc_resolve(session *s, const ast_probe_point *pp,
			 session_probe *out, proc_resolver resolve);
/* record(): the place of each filter's path in the module's table, its
 * processes kept until they end when `tracked(rp)` says so; false after
 * a message. */
bool proc_record_paths(session *s, bool (*tracked)(const resolved_point *rp));

/* The user symbol tables the script's functions need, decided and read
 * (usyms.c); record()'s. False after a message. */
bool usyms_record(session *s);
/* their C (usyms_emit.c) */
void usyms_emit_tables(struct tr_module *m);
void usyms_emit_entries(struct tr_module *m);

/* pass 3 (proc_emit.c) */
/* How a handler's filter tests the current process: PROC_RUNS, running
 * the filter's path; PROC_TRACKED, kept as having run it (its end);
 * PROC_MAPS, a uprobe's: running it, and in -c's or -x's target. */
typedef enum proc_filter_kind { PROC_RUNS, PROC_TRACKED, PROC_MAPS } proc_filter_kind;
void proc_emit_filter(FILE *out, const proc_where *w, proc_filter_kind kind);
/* The head of a handler's body: its filter (after `guard`, C that must
 * hold too, or ""), the probe's context entered, the registers. */
void proc_emit_hit_enter(struct tr_module *m, int index, int j,
			 const proc_where *w, proc_filter_kind kind,
			 const char *guard);
/* Its tail: the targets read, the body run, the context left. */
void proc_emit_hit_run(struct tr_module *m, int index, int j);
/* The start of a uprobe's entry of tapc_points[], up to its handler:
 * in `slots[slot]` the runtime keeps its registration; a marker's
 * semaphore at `sem` is counted up while it is probed. */
void proc_emit_uprobe_entry(struct tr_module *m, int index, int j,
			    const char *slots, int slot, const char *path,
			    uint64_t offset, uint64_t sem);
#endif
