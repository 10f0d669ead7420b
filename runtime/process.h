/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The process family's points (process.c): the programs its probes
 * filter on, and what the generated handlers ask of the current process
 * (the threads running when the session starts: process_start.h). Part
 * of tapc.h, included by it alone.
 */
#ifndef TAPC_PROCESS_H
#define TAPC_PROCESS_H

/* a program's path that process probes filter on, its struct tapc_upath
 * in the slot: resolved when the session starts (process.c) */
extern const struct tapc_point_ops tapc_upath_ops;

/* A program a process("PATH") probe names (process.c): the path, its
 * place in the module's table, and whether the processes running it are
 * kept until they end; then what the runtime found at the path. */
struct tapc_upath {
	const char *path;
	int slot;
	bool tracked;
	struct path kpath;		/* held while the session runs (a 9p
					 * file without a cache is a new inode
					 * at each lookup once its dentry goes) */
	struct inode *inode;		/* its inode, or NULL */
	struct inode *real_inode;	/* under an overlay (/tmp in tapc's
					 * guest), the layer's file's, which
					 * an exec may name too; else inode */
};

/* Whether the current process runs the program at `u`. */
bool tapc_proc_runs(const struct tapc_upath *u);
/* Whether the current process is one a process probe without PID or
 * PATH sees: any, or with -c/-x the target and its descendants. */
bool tapc_proc_in_target(void);
/* The same of task `t`, another than the current one */
bool tapc_task_runs(struct task_struct *t, const struct tapc_upath *u);
bool tapc_task_in_target(struct task_struct *t);
/* The processes seen running a tracked path, until they end: keeps the
 * current one for `u`, asks whether it is kept for `u`, forgets it. */
void tapc_proc_track(const struct tapc_upath *u);
bool tapc_proc_tracked(const struct tapc_upath *u);
void tapc_proc_untrack(void);
/* Whether the current exec is the -c command's (the runner's child
 * held until the session runs) becoming the command: true once. */
bool tapc_proc_execs_command(void);
/* Whether the exiting thread is its process's last. */
bool tapc_proc_group_dead(void);

/* System call argument `i` (0 to 5) from the registers at its entry. */
long tapc_proc_syscall_arg(struct pt_regs *regs, int i);

#endif
