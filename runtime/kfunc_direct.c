// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * A few kernel functions' entries, each on a trampoline of its own
 * (TAPC_KFUNC_TRAMPOLINE, in the generated module) that ftrace calls
 * directly from the function's first instruction: no ftrace trampoline
 * saving every register, no callback searching tapc_kfunc_ops's table
 * for the point. Each is an ftrace_ops of one address, registered and
 * unregistered alone (each waits for tasks preempted on the trampoline),
 * so pass 3 gives trampolines only to a script with few entries
 * (probes/kfunc). A function ftrace already calls something directly
 * for (a BPF fentry program, another module's, an earlier point of this
 * script) refuses another; such a point, and one ftrace refuses for any
 * other reason, goes with the others on tapc_kfunc_ops (kfunc.c).
 */
#include <linux/ftrace.h>

#ifdef TAPC_KFUNC_DIRECT_CALLS
/* the layout TAPC_KFUNC_TRAMPOLINE writes */
static_assert(sizeof(struct pt_regs) == 168);
static_assert(offsetof(struct pt_regs, r15) == 0);
static_assert(offsetof(struct pt_regs, bp) == 32);
static_assert(offsetof(struct pt_regs, bx) == 40);
static_assert(offsetof(struct pt_regs, r11) == 48);
static_assert(offsetof(struct pt_regs, r9) == 64);
static_assert(offsetof(struct pt_regs, ax) == 80);
static_assert(offsetof(struct pt_regs, di) == 112);
static_assert(offsetof(struct pt_regs, orig_ax) == 120);
static_assert(offsetof(struct pt_regs, ip) == 128);
static_assert(offsetof(struct pt_regs, cs) == 136);
static_assert(offsetof(struct pt_regs, flags) == 144);
static_assert(offsetof(struct pt_regs, sp) == 152);
static_assert(offsetof(struct pt_regs, ss) == 160);

/* 6.1 names the ops' calls _multi; 6.6 dropped the calls by address */
static int tapc_direct_register(struct ftrace_ops *ops, unsigned long addr)
{
#ifdef TAPC_HAVE_FTRACE_DIRECT_MULTI
	return register_ftrace_direct_multi(ops, addr);
#else
	return register_ftrace_direct(ops, addr);
#endif
}

/* Waits until no task is on the trampoline. */
static void tapc_direct_unregister(struct ftrace_ops *ops, unsigned long addr)
{
#ifdef TAPC_HAVE_FTRACE_DIRECT_MULTI
	unregister_ftrace_direct_multi(ops, addr);
	ftrace_free_filter(ops);
#else
	unregister_ftrace_direct(ops, addr, true);
#endif
}

/* Puts the entry point p, whose call site is at `ip`, on its own
 * trampoline, and marks it in_bulk; false when ftrace refuses. */
bool tapc_kfunc_direct(const struct tapc_probe_point *p, unsigned long ip)
{
	const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);
	struct tapc_kprobe *k = kpt->kprobe;
	struct ftrace_ops *ops;

	if (!kpt->kf_direct || kpt->ret)
		return false;
	ops = kzalloc(sizeof(*ops), GFP_KERNEL);
	if (!ops)
		return false;
	/* the trampoline's handler finds its point here */
	k->point = p;
	if (ftrace_set_filter_ip(ops, ip, 0, 0) == 0 &&
	    tapc_direct_register(ops, (unsigned long)kpt->kf_direct) == 0) {
		k->direct = ops;
		k->in_bulk = true;
		return true;
	}
	ftrace_free_filter(ops);
	kfree(ops);
	return false;
}

void tapc_kfuncs_direct_unregister(void)
{
	int i;

	for (i = 0; i < tapc_script.npoints; i++) {
		const struct tapc_probe_point *p = &tapc_script.points[i];
		const struct tapc_kprobe_point *kpt;
		struct tapc_kprobe *k;

		if (p->ops != &tapc_kprobe_ops)
			continue;
		kpt = tapc_kprobe_of(p);
		k = kpt->kprobe;
		if (kpt->ret || !k->direct)
			continue;
		tapc_direct_unregister(k->direct, (unsigned long)kpt->kf_direct);
		kfree(k->direct);
		k->direct = NULL;
		k->in_bulk = false;
	}
}
#else
bool tapc_kfunc_direct(const struct tapc_probe_point *p, unsigned long ip)
{
	return false;
}

void tapc_kfuncs_direct_unregister(void)
{
}
#endif
