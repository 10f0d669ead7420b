/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The kernel function kind (kprobe.c; in bulk kfunc.c, on trampolines of
 * their own kfunc_direct.c, on modules kfunc_module.c). Part of tapc.h,
 * included by it alone.
 */
#ifndef TAPC_KPROBE_H
#define TAPC_KPROBE_H

struct ftrace_ops;
struct module;

/* A kprobe point's registration (kprobe.c): in the module's data, one
 * per point. */
struct tapc_kprobe {
	struct kretprobe rp;		/* rp.kp alone for a kprobe */
	const struct tapc_probe_point *point;
	bool registered;
	bool in_bulk;			/* an entry on tapc's one ftrace_ops
					 * or on its own trampoline (kfunc.c)
					 * instead of a kprobe */
	struct ftrace_ops *direct;	/* its own trampoline's, or NULL */
	/* a module function's entry, or a return's, on kfunc_module.c's
	 * ftrace_ops instead: its call site there (0: it is not), and its
	 * place in that ops' table by call site */
	unsigned long ftrace_ip;
	struct hlist_node ftrace_node;
};

/*
 * A kernel function's entry or return, or a statement in it
 * (kernel.function, module().function, kprobe.function, nd_syscall):
 * a kprobe or kretprobe (kprobe.c), in bulk through ftrace (kfunc.c),
 * on a module as it comes and goes (kfunc_module.c). The slot of a
 * point of tapc_kprobe_ops.
 */
struct tapc_kprobe_point {
	bool ret;			/* a kretprobe */
	/* the function by name, its registration, and the generated
	 * handler, called with the registers; `data` is the handler's own
	 * (nd_syscall: the system call's number). One the kernel refuses
	 * is stap's warning, and the session goes on with the others. */
	const char *symbol;
	/* without a symbol: a statement at an address, the running
	 * kernel's (.absolute), or when `linked` as the kernel was linked */
	unsigned long address;
	struct tapc_kprobe *kprobe;
	void (*kp_handler)(const struct tapc_probe_point *pt,
			   struct pt_regs *regs);
	long data;
	/* when `linked`, the function's distance from
	 * sprint_symbol_no_offset as the kernel was linked (pass 3 reads it
	 * from the image's kallsyms; KASLR moves the kernel's text as one):
	 * then, when `call_site` is not negative (ftrace patches a call
	 * that many bytes into the function), it is registered in bulk with
	 * the others through ftrace (kfunc.c), else as a kprobe at that
	 * address; without it, as a kprobe by name */
	long link_offset;
	bool linked;
	int call_site;
	/* by `symbol`: the probe's distance from it (a statement's, an
	 * inline instance's, from DWARF) */
	unsigned long sym_offset;
	/* an entry of the kernel's function, through ftrace: a trampoline
	 * of its own that ftrace may call from the function's entry
	 * instead (TAPC_KFUNC_TRAMPOLINE), or NULL */
	void (*kf_direct)(void);
	/* a return: at most `maxactive` calls in flight (0: the kernel's
	 * default); what each call keeps from its entry for @entry():
	 * `entry_size` bytes that `entry_save` fills at the entry and
	 * `kp_ret_handler` (called instead of kp_handler when set) reads */
	int maxactive;
	/* on a module's function: the module's name (then `symbol` is
	 * "MODULE:FUNCTION"), armed when it loads, disarmed when it goes
	 * (kfunc_module.c); NULL for the kernel's own */
	const char *module;
	size_t entry_size;
	void (*entry_save)(const struct tapc_probe_point *pt,
			   struct pt_regs *regs, void *entry);
	void (*kp_ret_handler)(const struct tapc_probe_point *pt,
			       struct pt_regs *regs, const void *entry);
};

extern const struct tapc_point_ops tapc_kprobe_ops;

/* A point of tapc_kprobe_ops: its kind's struct. */
static inline const struct tapc_kprobe_point *
tapc_kprobe_of(const struct tapc_probe_point *p)
{
	return p->slot;
}

/* A kernel.function return's entry_save: the call's six argument
 * registers (x86-64: di, si, dx, cx, r8, r9), so that the return reads its
 * parameters as they were at the entry. */
#define TAPC_KFUNC_NARGS 6
#define TAPC_KFUNC_ARGS_SIZE (TAPC_KFUNC_NARGS * sizeof(unsigned long))
void tapc_kfunc_save_args(const struct tapc_probe_point *pt,
			  struct pt_regs *regs, void *entry);

/*
 * TAPC_KFUNC_TRAMPOLINE(name, handler) defines `name`, a kernel function
 * entry's trampoline that ftrace calls directly from the function's
 * first instruction (kfunc.c's direct points), as BPF's fentry programs
 * are called: no ftrace trampoline, no search for the point. It lays the
 * registers out as a struct pt_regs on the stack, as kprobes and ftrace
 * give them to a handler (ip the call site ftrace patched, sp the
 * function's at its entry), calls `handler` with it, and restores the
 * argument registers from it, where a guru's $param = EXPR left them,
 * and the callee-saved ones (objtool checks that what a function saves
 * it restores). At a function's first instruction nothing else is live:
 * rax carries a variadic call's count of vector registers.
 *
 * With an ENDBR where indirect branch tracking is built (ftrace jumps
 * here when other ops share the function), the call depth accounted
 * where the kernel tracks it, and the kernel's own return.
 */
#if defined(CONFIG_DYNAMIC_FTRACE_WITH_DIRECT_CALLS) && defined(CONFIG_X86_64)
#define TAPC_KFUNC_DIRECT_CALLS 1
#include <asm/ibt.h>
#include <asm/linkage.h>
#include <asm/nospec-branch.h>
#ifndef CALL_DEPTH_ACCOUNT		/* before 6.2 */
#define CALL_DEPTH_ACCOUNT ""
#endif

/* struct pt_regs's fields at their offsets (kfunc_direct.c checks
 * them): 168 bytes, r15 first, ss last */
#define TAPC_KFUNC_SAVE(reg, at) "movq %" #reg ", " #at "(%rsp)\n\t"
#define TAPC_KFUNC_LOAD(reg, at) "movq " #at "(%rsp), %" #reg "\n\t"
#define TAPC_KFUNC_CALLEE_SAVED(op)					\
	op(r15, 0) op(r14, 8) op(r13, 16) op(r12, 24) op(rbp, 32) op(rbx, 40)
/* and rax, a variadic call's count of vector registers */
#define TAPC_KFUNC_ARGUMENTS(op)					\
	op(r9, 64) op(r8, 72) op(rax, 80) op(rcx, 88) op(rdx, 96)	\
	op(rsi, 104) op(rdi, 112)

#define TAPC_KFUNC_TRAMPOLINE(name, handler)				\
	void name(void);						\
	asm(".pushsection .text, \"ax\", @progbits\n"			\
	    ".type " #name ", @function\n"				\
	    ".p2align 4\n"						\
	    #name ":\n\t"						\
	    ASM_ENDBR							\
	    CALL_DEPTH_ACCOUNT						\
	    "subq $168, %rsp\n\t"					\
	    TAPC_KFUNC_CALLEE_SAVED(TAPC_KFUNC_SAVE)			\
	    TAPC_KFUNC_SAVE(r11, 48) TAPC_KFUNC_SAVE(r10, 56)		\
	    TAPC_KFUNC_ARGUMENTS(TAPC_KFUNC_SAVE)			\
	    "movq $-1, 120(%rsp)\n\t"		/* orig_ax */		\
	    "movq 168(%rsp), %rax\n\t"					\
	    "subq $5, %rax\n\t"		/* the patched call */		\
	    TAPC_KFUNC_SAVE(rax, 128)					\
	    "movq $" __stringify(__KERNEL_CS) ", 136(%rsp)\n\t"		\
	    "pushfq\n\t"						\
	    "popq %rax\n\t"						\
	    TAPC_KFUNC_SAVE(rax, 144)					\
	    "leaq 176(%rsp), %rax\n\t"	/* past the return address */	\
	    TAPC_KFUNC_SAVE(rax, 152)					\
	    "movq $" __stringify(__KERNEL_DS) ", 160(%rsp)\n\t"		\
	    "movq %rsp, %rdi\n\t"					\
	    "call " #handler "\n\t"					\
	    TAPC_KFUNC_CALLEE_SAVED(TAPC_KFUNC_LOAD)			\
	    TAPC_KFUNC_ARGUMENTS(TAPC_KFUNC_LOAD)			\
	    "addq $168, %rsp\n\t"					\
	    ASM_RET							\
	    ".size " #name ", .-" #name "\n"				\
	    ".popsection\n")
#define TAPC_KFUNC_DIRECT(name) name
#else
#define TAPC_KFUNC_TRAMPOLINE(name, handler)
#define TAPC_KFUNC_DIRECT(name) NULL
#endif

/* Between the kind's own files, so that none needs another included
 * before it: kprobe.c's registration one point at a time, kfunc.c's in
 * bulk through ftrace, kfunc_direct.c's trampolines of their own. */
void tapc_kretprobe_prepare(const struct tapc_probe_point *p);
int tapc_kprobe_register(const struct tapc_probe_point *p);
void tapc_kprobe_refused(const struct tapc_probe_point *p, int rc);
void tapc_kprobes_unregister(const struct tapc_probe_point *points, int n);
void tapc_kprobe_add_missed(const struct tapc_kprobe *k, bool ret);
void tapc_kretprobes_unregister(struct kretprobe **rps, int n);
bool tapc_kfunc_bulk(const struct tapc_probe_point *p);
int tapc_kfunc_return(const struct tapc_probe_point *p, unsigned long ip);
void tapc_kfuncs_register(const struct tapc_probe_point *points, int n);
void tapc_kfuncs_unregister(void);
bool tapc_kfunc_direct(const struct tapc_probe_point *p, unsigned long ip);
void tapc_kfuncs_direct_unregister(void);
bool tapc_kmod_point(const struct tapc_probe_point *p);
bool tapc_kmod_trace(struct module *mod, const struct tapc_probe_point *p);
void tapc_kmod_untrace(const struct tapc_probe_point *points, int n,
		       const struct module *mod);
void tapc_kmod_ftrace_free(void);

#endif
