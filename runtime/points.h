/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The points of a module's table (tapc_points[], which the generated unit
 * writes) and their kinds: each point names its kind's ops, which the
 * session registers and stops it through (session.c), and holds its
 * kind's own struct in its slot, read by the kind's runtime file alone
 * (timer.c, tracepoint.c, kprobe.c, uprobe.c, ...). Also what a probe's
 * body is to the runtime (struct tapc_probe, its locks). Part of tapc.h,
 * included by it alone.
 */
#ifndef TAPC_POINTS_H
#define TAPC_POINTS_H

struct tapc_probe_point;

/* How a point of a kind is registered, each hook NULL when its kind
 * has nothing to do then: `load` each point when the module loads (may
 * sleep and allocate, so that starting needs no memory) and `unload`
 * when it goes, also after a `load` that failed; `reg` and `unreg` each
 * point, then `sync` once after all of them are unregistered, before the
 * module may go; `started` each point once the session runs, in process
 * context. A kind without `reg` is never registered (begin, end, error:
 * the runtime runs their bodies; a dispatched point). `inert`: a point
 * whose registration makes no probe fire (a path to resolve), not
 * counted among the armed points. */
struct tapc_point_ops {
	int (*load)(const struct tapc_probe_point *p);
	void (*unload)(const struct tapc_probe_point *p);
	int (*reg)(const struct tapc_probe_point *p);
	void (*unreg)(const struct tapc_probe_point *p);
	void (*sync)(void);
	void (*started)(const struct tapc_probe_point *p);
	bool inert;
	/* For kinds of many points (kernel functions: kprobe.c):
	 * `prepare` once before the first point's `reg`. `reg` may return
	 * TAPC_POINT_LATER: the point is left for `reg_batch`, called once
	 * after every point's `reg` with the whole table (ftrace takes
	 * thousands at once), which tells `done` each such point's outcome
	 * and returns 0, or the error of the point `done` refused.
	 * `refused`: whether the session goes on without a point the
	 * kernel refused (after its warning). `unreg_batch` once, with the
	 * points [0, n) `reg` saw, before each point's `unreg`. */
	void (*prepare)(void);
	int (*reg_batch)(const struct tapc_probe_point *points, int n,
			 bool (*done)(const struct tapc_probe_point *p,
				      int rc));
	bool (*refused)(const struct tapc_probe_point *p, int rc);
	void (*unreg_batch)(const struct tapc_probe_point *points, int n);
};

#define TAPC_POINT_LATER 1

/* begin(N), end(N), error(N): the session runs the bodies itself, in
 * order of priority, then of the script (session.c). */
struct tapc_lifecycle {
	long priority;
};

extern const struct tapc_point_ops tapc_begin_ops, tapc_end_ops,
	tapc_error_ops;

/* The entry of tapc_points[] of `kind` (begin, end or error) of probe
 * `pr`, whose body is `fn`. */
#define TAPC_LIFECYCLE_POINT(kind, pr, fn, prio)			\
	{ .ops = &tapc_##kind##_ops, .probe = (pr), .run = (fn),	\
	  .slot = &(struct tapc_lifecycle){ .priority = (prio) } }

/* A point run from another point's handler (syscall.close from the
 * sys_enter one's dispatch): listed for -t, registered by that one. */
extern const struct tapc_point_ops tapc_dispatched_ops;

#define TAPC_DISPATCHED_POINT(pr)					\
	{ .ops = &tapc_dispatched_ops, .probe = (pr) }

/* a program's path that process probes filter on, its struct tapc_upath
 * in the slot: resolved when the session starts (process.c) */
extern const struct tapc_point_ops tapc_upath_ops;

/* kernel.trace(...), and the tracepoints other families' handlers
 * run on (sys_enter, sched_process_exec, ...): a built-in tracepoint by
 * the name the kernel knows, and the generated handler of its exact
 * prototype (tracepoint.c). */
struct tapc_tracepoint {
	const char *name;
	void *handler;
};

extern const struct tapc_point_ops tapc_tracepoint_ops;

/* The entry of tapc_points[] of probe `pr` on tracepoint `tp`, run by
 * `fn`: as generated modules and the runtime's tests write it. */
#define TAPC_TRACEPOINT_POINT(pr, tp, fn)				\
	{ .ops = &tapc_tracepoint_ops, .probe = (pr),			\
	  .slot = &(struct tapc_tracepoint){ .name = (tp),		\
					     .handler = (void *)(fn) } }

struct tapc_timer;

/* timer.*: runs the point's `run` every `ns` nanoseconds (an hrtimer),
 * or every `jiffies` jiffies when that is not 0 (a timer_list); each
 * period gets a random [-randomize, +randomize] (in the same unit)
 * added. `profile`: on every CPU, every `ns`, with the interrupted
 * registers (timer.c). */
struct tapc_timer_point {
	u64 ns;
	unsigned long jiffies;
	u64 randomize;
	bool profile;
	struct tapc_timer *timers;	/* the runtime's, from load to unload:
					 * one, or nr_cpu_ids for a profile */
};

extern const struct tapc_point_ops tapc_timer_ops;

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

struct ftrace_ops;

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

/* A global's lock (lock.c): readers share it, a writer has it alone;
 * it is only tried, so it never sleeps, on PREEMPT_RT either. */
struct tapc_rwlock {
	atomic_t word;
};

#define TAPC_DEFINE_RWLOCK(name) struct tapc_rwlock name = { ATOMIC_INIT(0) }

/* A global's lock as a probe takes it: shared when the probe only reads
 * the global, or only adds to it with `<<<` (each CPU its own part). */
struct tapc_lock {
	struct tapc_rwlock *lock;
	bool shared;
};

/* One probe body with the globals it locks. */
struct tapc_probe {
	const char *pp;			/* pp(): e.g. "begin" */
	const char *pn;			/* pn(): the script's point, an
					 * alias's name as matched */
	const char *location;		/* "FILE:LINE:COL" of the probe */
	const char *derivation;		/* -t: " from: POINT", as stap says
					 * where the point came from */
	const struct tapc_lock *locks;	/* globals it uses, in a fixed order */
	int nlocks;
	size_t locals_size;		/* bytes of locals it needs */
	bool is_return;			/* is_return(): a function's return */
};

/* One registration: what to attach, and the probe it runs. */
struct tapc_probe_point {
	const struct tapc_point_ops *ops;	/* its kind */
	const struct tapc_probe *probe;
	/* the body, when the runtime runs it itself (begin, end, error,
	 * timer, perf, ...) */
	void (*run)(struct tapc_context *c);
	void *slot;			/* its kind's own struct */
};

struct tapc_uprobe;

/* process("PATH").function(...), .statement, .mark: a uprobe on the
 * file's path at an offset in it (and its SDT semaphore's), its
 * generated handler called with the registers, or a uretprobe when on
 * the function's return (uprobe.c). The slot of a point of
 * tapc_uprobe_ops. */
struct tapc_uprobe_point {
	const char *path;
	unsigned long offset;
	unsigned long ref_ctr_offset;	/* an SDT semaphore's, or 0 */
	void (*handler)(const struct tapc_probe_point *pt,
			struct pt_regs *regs);
	bool ret;
	/* a return's: `entry_save` fills TAPC_ENTRY_VALS @entry() values
	 * that `entry_handler` gets; the return that reads its parameters
	 * or @entry() values calls `entry_handler` instead of `handler`
	 * with the registers and values its entry kept (NULL when none
	 * could be) */
	void (*entry_save)(const struct tapc_probe_point *pt,
			   struct pt_regs *regs, void *entry);
	void (*entry_handler)(const struct tapc_probe_point *pt,
			      struct pt_regs *regs, const struct pt_regs *entry,
			      int64_t *vals);
	/* where the registration keeps the uprobe's state, which uprobe.c
	 * allocates: the script's unit needs no kernel feature of its
	 * layout */
	struct tapc_uprobe **state;
};

static inline const struct tapc_uprobe_point *
tapc_uprobe_of(const struct tapc_probe_point *p)
{
	return p->slot;
}

/* A point of tapc_kprobe_ops: its kind's struct. */
static inline const struct tapc_kprobe_point *
tapc_kprobe_of(const struct tapc_probe_point *p)
{
	return p->slot;
}

/* The @entry() values a process or system call return keeps from its
 * entry in the module's table, at most (pass 2 refuses more:
 * elaborate/probes.h's PROBE_ENTRY_VALS) */
#define TAPC_ENTRY_VALS 8
/* The calls in flight the table holds */
#ifndef TAPC_ENTRIES
#define TAPC_ENTRIES 256
#endif

/* A call in flight's entry in the module's table (entries.c): by thread
 * (tid, start_time), point and key, with the image it called in (mm), or
 * NULL for an entry that outlives an exec */
struct tapc_entry {
	pid_t tid;			/* 0: free */
	bool busy;			/* its thread fills or reads it */
	u64 start_time;
	const struct mm_struct *mm;
	const void *point;
	unsigned long key;
	struct pt_regs regs;
	int64_t vals[TAPC_ENTRY_VALS];
};

/* A place for the current thread's entry into the call at `point` by
 * `key` (and its image when `by_image`), its record zeroed, for the
 * caller to fill (regs, tapc_entry_record) and hand on with
 * tapc_entry_ready; NULL when the table has no place, counted as a
 * skipped probe. */
struct tapc_entry *tapc_entry_claim(const void *point, unsigned long key,
				    bool by_image);
void tapc_entry_ready(struct tapc_entry *e);
/* The entry of the call returning now, the caller's to read until
 * tapc_entry_drop frees its place; NULL when none was kept. */
struct tapc_entry *tapc_entry_find(const void *point, unsigned long key,
				   bool by_image);
void tapc_entry_drop(struct tapc_entry *e);
/* Entry `e`'s @entry() values, a string's text after them
 * (probe_entry_text): its vals, or its row of tapc_script.entry_area. */
int64_t *tapc_entry_record(struct tapc_entry *e);

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

/* A target variable of string type that a probe may also set ($value
 * of procfs probes): the handler's buffer of `size` bytes. Its local
 * holds the address of `buf`, the text, as every string target's does,
 * so that reading one is the same for every family. */
struct tapc_string_target {
	size_t size;
	size_t len;			/* strlen(buf) */
	char buf[];
};

/* $v = s (or with `append`, $v .= s) for the string target whose text
 * is at `text`, cut to what its buffer holds; returns the text. */
const char *tapc_string_target_set(unsigned long text, const char *s,
				   bool append);

/* procfs("PATH"): one file under /proc/systemtap/MODULE/ (procfs.c),
 * shared by its read point and its write points, each an OPS point of
 * tapc_procfs_ops whose slot is the file. */
struct tapc_procfs_file {
	const char *path;		/* under the module's folder */
	umode_t mode;
	size_t bufsize;			/* bytes a read probe's $value holds */
	void (*read)(struct tapc_string_target *value);
	void (*const *writes)(struct tapc_string_target *value); /* NULL-ended */
	struct proc_dir_entry *pde;	/* the runtime's, while registered */
};

extern const struct tapc_point_ops tapc_procfs_ops;

/* netfilter.hook(...).pf(...): a netfilter hook function (netfilter.c),
 * an OPS point of tapc_netfilter_ops whose slot is this; `run` is the
 * generated handler, given the packet (struct sk_buff *), the hook and
 * the devices (struct net_device *), which returns the verdict. */
struct tapc_nf_hook {
	int pf;
	unsigned int hooknum;
	int priority;
	unsigned int (*run)(void *skb, unsigned int hook, void *in, void *out);
	void *ops;			/* the runtime's, while registered */
};

extern const struct tapc_point_ops tapc_netfilter_ops;

/* perf.type(T).config(C): a perf event counter (perf.c), an OPS point
 * of tapc_perf_ops whose slot is this; the point's `run` is the body,
 * run at each overflow. */
struct tapc_perf {
	u32 type;
	u64 config;
	u64 period;			/* events between runs, or with `freq`
					 * runs a second */
	bool freq;
	bool task;			/* the target's, inherited, not each CPU's */
	bool counter;			/* .counter("NAME"): counts, never runs */
	const char *name;		/* the counter's NAME */
	struct perf_event **events;	/* the runtime's, while registered */
	int nevents;
};

extern const struct tapc_point_ops tapc_perf_ops;
/* @perf("NAME"): the count of the .counter("NAME") point's counter. */
int64_t tapc_perf_counter(struct tapc_context *c, const char *name);

/* kernel.data(ADDR) or kernel.data("SYMBOL"): a hardware breakpoint on
 * every CPU (hwbkpt.c), an OPS point of tapc_hwbkpt_ops whose slot is
 * this; the point's `run` is the body, run after each access. */
struct tapc_hwbkpt {
	const char *symbol;		/* NULL: at `address` */
	unsigned long address;		/* the running kernel's */
	long link_offset;		/* symbol's, from sprint_symbol_no_offset */
	long length;			/* bytes, rounded up to 1, 2, 4 or 8 */
	bool rw;			/* reads too */
	struct perf_event * __percpu *bp; /* the runtime's, while registered */
};

extern const struct tapc_point_ops tapc_hwbkpt_ops;

/* module("M").tracepoint("NAME"): an OPS point of tapc_tp_module_ops
 * whose slot is this (tracepoint_module.c). The handler is registered on
 * the module's tracepoint while the module is loaded, from before its
 * init runs to its unload; the module may come and go during the
 * session. */
struct tapc_tp_module {
	const char *module;		/* the kernel's name of it */
	const char *name;		/* the tracepoint's */
	void *handler;			/* of the tracepoint's prototype */
	/* the runtime's, while registered */
	struct notifier_block nb;
	struct tracepoint *tp;		/* the module's, while it is loaded */
	bool done;			/* unregistered: no more arming */
};

extern const struct tapc_point_ops tapc_tp_module_ops;

#endif
