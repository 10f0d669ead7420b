/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * process.begin and .thread.begin for the threads already running when
 * the session starts (process_start.c). Part of tapc.h, included by it
 * alone.
 */
#ifndef TAPC_PROCESS_START_H
#define TAPC_PROCESS_START_H

/* An OPS point of tapc_proc_start_ops whose slot is this: `wanted` is
 * the generated test of whether a thread has begin points that see it. */
struct tapc_proc_start {
	bool (*wanted)(struct task_struct *t);
};
extern const struct tapc_point_ops tapc_proc_start_ops;
/* Whether the current thread is one of those running when the session
 * started, its begin not yet run: true once, taking it off (the
 * generated handlers of the process family's system call entries and
 * exits ask, and an exec takes it off). */
bool tapc_proc_start_claim(void);

#endif
