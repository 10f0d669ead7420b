/* Pass 3 for system call and kprobe points: the dispatch of syscall.* on
 * the raw_syscalls tracepoints, the kprobe handlers of nd_syscall.* and
 * kprobe.function, and the tables of the target kernel's system calls
 * they and the syscall tapset functions read. */
#ifndef TAPC_TR_PROBE_SYSCALL_H
#define TAPC_TR_PROBE_SYSCALL_H

#include <stdio.h>

#include "session.h"

/* The tables (before the script's functions, which may read them). */
bool tr_syscall_tables(const session *s, FILE *out);
/* The handlers (after the probe bodies they call). */
void tr_syscall_handlers(const session *s, FILE *out);
/* Their entries of tapc_points[]. */
void tr_syscall_points(const session *s, FILE *out);
/* Whether pass 3 leaves this point to the functions above. */
bool tr_syscall_owns(const resolved_point *rp);
#endif
