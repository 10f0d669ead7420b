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
 * kept in a table of the runtime (runtime/process.c) until they end.
 *
 * The core of the user-space families (proc_core.h) is this family's:
 * the families of uprobes build on it. */
#ifndef TAPC_PROCESS_FAMILY_H
#define TAPC_PROCESS_FAMILY_H

#include "proc_core.h"

typedef enum proc_event {
	PROC_BEGIN,
	PROC_END,
	PROC_THREAD_BEGIN,
	PROC_THREAD_END,
	PROC_SYSCALL,
	PROC_SYSCALL_RETURN,
	PROC_NEVENTS
} proc_event;

/* resolved_point.data of the family's points; where.filter is
 * process("PATH")'s PATH, canonical (or as written when not found) */
typedef struct process_point {
	proc_where where;
	proc_event event;
} process_point;

/* The family's decisions (proc_plan.life) */
typedef struct proc_life {
	bool events[PROC_NEVENTS]; /* which events have points */
	bool tracks;               /* a path is tracked */
	/* the handlers' prototypes, from the target's tracepoint catalog */
	const char *exec_proto, *exit_proto;
	/* the numbers of the calls whose child returns 0: clone, fork, ... */
	int *fork_nrs;
	int nfork_nrs;
} proc_life;

extern const probe_family probe_process_family;

/* pass 3 (process_emit.c) */
void process_emit_tables(struct tr_module *m);
void process_emit_handler(struct tr_module *m, int index, int j);
void process_emit_handlers(struct tr_module *m);
void process_emit_entries(struct tr_module *m);
#endif
