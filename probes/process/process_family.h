/* process.begin, .end, .thread.begin, .thread.end, .syscall and
 * .syscall.return, each also as process("PATH").… or process(PID).…:
 * the lives and system calls of user processes, on the kernel's own
 * tracepoints. A process begins when it is forked (its first return to
 * user space, the sys_exit of the fork in the child) or when it execs;
 * it ends, as a thread does, in sched_process_exit, the last of its
 * threads being the process's end. System calls are the raw_syscalls
 * tracepoints, filtered to the process.
 *
 * Which processes: PID's (its thread group); those running PATH (their
 * executable is PATH's file, resolved when the session starts); else
 * every process, or with -c/-x only the target and its descendants, as
 * stap restricts them. A process's end is known after its memory is
 * gone, so the processes seen running a PATH that has end probes are
 * kept in a table of the runtime (runtime/process.c) until they end. */
#ifndef TAPC_PROCESS_FAMILY_H
#define TAPC_PROCESS_FAMILY_H

#include "dlines.h"
#include "family.h"
#include "probes.h"

typedef enum proc_event {
	PROC_BEGIN,
	PROC_END,
	PROC_THREAD_BEGIN,
	PROC_THREAD_END,
	PROC_SYSCALL,
	PROC_SYSCALL_RETURN,
	PROC_FUNCTION,             /* process("PATH").function(...)[.call] */
	PROC_FUNCTION_RETURN,      /* ....return */
	PROC_MARK,                 /* process("PATH").mark("NAME") */
	PROC_STATEMENT,            /* process("PATH").statement("F@FILE:N") */
	PROC_NEVENTS
} proc_event;

struct ubin;
struct dfunc;
struct typed_source;
struct dvar;
struct dvar_loc;
struct usdt_mark;

/* resolved_point.data of the family's points */
typedef struct process_point {
	proc_event event;
	const char *path;          /* process("PATH"), canonical; or NULL */
	int64_t pid;               /* process(PID); 0: none */
	int path_slot;             /* record(): the path's place in the
	                            * module's table of paths, or -1 */
	/* PROC_FUNCTION*: the binary and the function, a uprobe on its
	 * entry (the return: a uretprobe there) */
	const struct ubin *bin;
	const struct dfunc *func;
	bool plt;                  /* .plt(...): func is a PLT entry */
	uint64_t pc, offset;       /* where the uprobe is: the file's own
	                            * address, and in the file */
	const char *filter;        /* .library(...): hit only in processes
	                            * running this program (its path_slot) */
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
	struct dvar *vars;         /* its variables at the entry (DWARF) */
	int nvars;
	const struct typed_source *types; /* its binary's DWARF types */
	/* PROC_MARK: the marker (its binary in `bin`), a uprobe on it */
	const struct usdt_mark *mark;
} process_point;

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

/* The family's state (family_state()): the binaries pass 2 opened, and
 * record()'s decisions. */
typedef struct proc_plan {
	struct ubin **bins;
	int nbins;
	const struct ubin **warned; /* those stap's no-DWARF warning named */
	int nwarned;
	int nuprobes;              /* points on uprobes */
	proc_path *paths;
	int npaths;
	bool events[PROC_NEVENTS]; /* which events have points */
	bool tracks;               /* a path is tracked */
	/* the handlers' prototypes, from the target's tracepoint catalog */
	const char *exec_proto, *exit_proto;
	/* the numbers of the calls whose child returns 0: clone, fork, ... */
	int *fork_nrs;
	int nfork_nrs;
	/* the user symbol tables, when a function the script calls names
	 * user addresses (pragma:usymbols), unwinds (pragma:uunwind) or
	 * names their source lines (pragma:ulines) */
	bool usyms, uunwind, ulines;
	usym_table *utables;
	int nutables;
} proc_plan;

extern const probe_family probe_process_family;

/* pass 2 */
proc_plan *proc_plan_of(session *s);
/* Points on uprobes: functions and markers. */
bool proc_on_uprobe(const process_point *p);
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
/* The C that reads a value at `loc` in a uprobe's handler, its
 * registers in `regs` ("regs", or a return's "__entry"). */
char *proc_loc_read(session *s, const char *regs, const struct dvar_loc *loc,
		    int size, bool is_signed);
/* A probe's function returns that read parameters keep the registers
 * of their entries (keep_entry); when all its points are returns,
 * @entry($param) is $param, read from them, and any other @entry(EXPR)
 * is computed at the entry and kept with them. False after a message. */
bool uprobe_record_entries(session *s, session_probe *p);
/* process("PATH").library("LIB").… (ulib.c) */
probe_match ulib_resolve(session *s, const ast_probe_point *pp,
			 session_probe *out);
/* process("PATH").statement("FUNC@FILE:LINES") (ustmt.c) */
probe_match ustmt_resolve(session *s, const ast_probe_point *pp,
			  session_probe *out);
/* process("PATH").function("PATTERN")[.call|.return] (uprobe.c) */
probe_match uprobe_resolve(session *s, const ast_probe_point *pp,
			   session_probe *out);
/* $var at a function point: an error message, or NULL with its type */
char *uprobe_target(const resolved_point *rp, const char *name, bool write,
		    ast_type *type);
int uprobe_target_names(const resolved_point *rp, const char ***names);
/* $$locals's and $$vars's "name=?" (elaborate/family.h) */
bool uprobe_target_is_local(const resolved_point *rp, const char *name);
bool uprobe_target_unavailable(const resolved_point *rp, const char *name);
/* Where an aggregate is (family.h's target_shape) */
int uprobe_target_shape(const resolved_point *rp, const char *name);
const char *uprobe_target_c_type(const resolved_point *rp, const char *name);
/* A DWARF variable's types, for $p->x (elaborate/typed.h) */
const struct typed_source *uprobe_target_source(const resolved_point *rp,
						const char *name, uint32_t *type);
/* The typed access source of a binary's DWARF types */
const struct typed_source *proc_types_of(session *s, const struct ubin *bin);
/* The C a function point's handler reads $name with. */
char *uprobe_target_read(session *s, const resolved_point *rp, const char *name);
/* process("PATH")[.provider("P")].mark("NAME") (umark.c): the same */
probe_match umark_resolve(session *s, const ast_probe_point *pp,
			  session_probe *out);
char *umark_target(const resolved_point *rp, const char *name, bool write,
		   ast_type *type);
int umark_target_names(const resolved_point *rp, const char ***names);
char *umark_target_read(session *s, const resolved_point *rp, const char *name);

/* The user symbol tables the script's functions need, decided and read
 * (usyms.c); record()'s. False after a message. */
bool usyms_record(session *s);
/* their C (usyms_emit.c) */
void usyms_emit_tables(struct tr_module *m);
void usyms_emit_entries(struct tr_module *m);

/* pass 3 (process_emit.c) */
void process_emit_tables(struct tr_module *m);
void process_emit_handler(struct tr_module *m, int index, int j);
void process_emit_handlers(struct tr_module *m);
void process_emit_entries(struct tr_module *m);
/* the uprobes' table and entries (uprobe_emit.c) */
void uprobe_emit_tables(struct tr_module *m);
void uprobe_emit_entries(struct tr_module *m);
#endif
