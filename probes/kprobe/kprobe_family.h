/* kprobe.function("SYM")[.return] and nd_syscall.NAME[.return]: kprobes
 * and kretprobes on kernel functions by name, without debuginfo. A glob
 * names every function of the target's BTF that matches; a plain name is
 * taken as it is, and the kernel says at registration whether it can be
 * probed. nd_syscall.NAME probes the function the syscall table calls
 * for NAME (__x64_sys_close) and offers the variables of syscall.NAME,
 * read from the system call's saved user registers.
 *
 * Built on the syscall family: the points' data is a syscall_point, and
 * each probe's body runs through its system call runner (sc_run_I), which
 * pass 2 plans for these points too. */
#ifndef TAPC_KPROBE_FAMILY_H
#define TAPC_KPROBE_FAMILY_H

#include "syscall_family.h"

extern const probe_family probe_kprobe_family;

/* pass 3 (kprobe_emit.c) */
void kprobe_emit_handlers(struct tr_module *m);
void kprobe_emit_entries(struct tr_module *m);
#endif
