// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * kprobe.function("SYM")[.return] and nd_syscall.NAME[.return]: a kprobe
 * or kretprobe on a kernel function by name, no debuginfo needed. Each
 * point has a slot of its own (struct tapc_kprobe, in the generated
 * module's data); the kernel's callback finds the point from the slot
 * and calls the point's generated handler with the registers.
 *
 * Unregistering waits for the handlers in flight; done for all kprobes at
 * once, so that a script with hundreds of them waits once, not hundreds
 * of times.
 */
#include <linux/kprobes.h>

static int tapc_kprobe_pre(struct kprobe *kp, struct pt_regs *regs)
{
	struct tapc_kprobe *k = container_of(kp, struct tapc_kprobe, rp.kp);
	unsigned long resume = instruction_pointer(regs);

	/* The probe's address, as stap's handlers see it, not past the
	 * breakpoint, where the kprobes core resumes. */
	instruction_pointer_set(regs, (unsigned long)kp->addr);
	tapc_kprobe_of(k->point)->kp_handler(k->point, regs);
	instruction_pointer_set(regs, resume);
	return 0;
}

static int tapc_kretprobe_ret(struct kretprobe_instance *ri,
			      struct pt_regs *regs)
{
	struct kretprobe *rp = get_kretprobe(ri);
	const struct tapc_kprobe_point *kpt;
	struct tapc_kprobe *k;

	/* NULL once the kretprobe is being unregistered */
	if (!rp)
		return 0;
	k = container_of(rp, struct tapc_kprobe, rp);
	kpt = tapc_kprobe_of(k->point);
	if (kpt->kp_ret_handler)
		kpt->kp_ret_handler(k->point, regs, ri->data);
	else
		kpt->kp_handler(k->point, regs);
	return 0;
}

/* Keeps what @entry() needs of the call in its instance's data. */
static int tapc_kretprobe_entry(struct kretprobe_instance *ri,
				struct pt_regs *regs)
{
	struct kretprobe *rp = get_kretprobe(ri);
	struct tapc_kprobe *k;

	if (!rp)
		return 1;
	k = container_of(rp, struct tapc_kprobe, rp);
	tapc_kprobe_of(k->point)->entry_save(k->point, regs, ri->data);
	return 0;
}

/* A kretprobe's fields from its point, before it is registered. */
void tapc_kretprobe_prepare(const struct tapc_probe_point *p)
{
	const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);
	struct kretprobe *rp = &kpt->kprobe->rp;

	rp->handler = tapc_kretprobe_ret;
	rp->maxactive = kpt->maxactive;
	if (kpt->entry_save) {
		rp->entry_handler = tapc_kretprobe_entry;
		rp->data_size = kpt->entry_size;
	}
}

/* A statement's address in the running kernel. */
static unsigned long tapc_kprobe_address(const struct tapc_probe_point *p)
{
	const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);

	return kpt->linked ? tapc_kernel_address(kpt->link_offset, NULL) :
		kpt->address;
}

/*
 * A kprobe on the address pass 3 gave, when the kernel names it as pass
 * 3 did, else by name, which the kernel looks up by walking all its
 * symbols.
 */
static void tapc_kprobe_place(const struct tapc_probe_point *p,
			      struct kprobe *kp)
{
	const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);
	unsigned long ip;

	if (!kpt->symbol) {
		kp->addr = (kprobe_opcode_t *)tapc_kprobe_address(p);
		return;
	}
	ip = kpt->linked ? tapc_kernel_address(kpt->link_offset, kpt->symbol) :
		0;
	if (ip) {
		kp->addr = (kprobe_opcode_t *)ip;
	} else {
		kp->symbol_name = kpt->symbol;
		kp->offset = kpt->sym_offset;
	}
}

/*
 * Nothing after the probed instruction; its being there keeps kprobes
 * from optimizing the probe into a jump. A module's text comes and
 * goes: an optimized kprobe is taken apart later, by the optimizer, and
 * one on text freed meanwhile (a module removed) is
 * left behind for a module loaded at that address to meet (the kernel
 * warns in register_kprobe). A function's entry is ftrace's, never
 * optimized: only a probe inside a module's function gets it.
 */
static void tapc_kprobe_post(struct kprobe *kp, struct pt_regs *regs,
			     unsigned long flags)
{
}

int tapc_kprobe_register(const struct tapc_probe_point *p)
{
	const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);
	struct tapc_kprobe *k = kpt->kprobe;
	int rc;

	memset(&k->rp, 0, sizeof(k->rp));
	k->point = p;
	tapc_kprobe_place(p, &k->rp.kp);
	if (!kpt->ret) {
		k->rp.kp.pre_handler = tapc_kprobe_pre;
		if (kpt->module && kpt->sym_offset)
			k->rp.kp.post_handler = tapc_kprobe_post;
		rc = register_kprobe(&k->rp.kp);
	} else {
		tapc_kretprobe_prepare(p);
		rc = register_kretprobe(&k->rp);
	}
	k->registered = rc == 0;
	return rc;
}

/* stap's warning for a kernel function the kernel refuses, by its
 * symbol and the probe's distance from it, or by its address. */
void tapc_kprobe_refused(const struct tapc_probe_point *p, int rc)
{
	const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);
	char msg[320];

	if (kpt->symbol)
		snprintf(msg, sizeof(msg),
			 "WARNING: probe %s (%s+%lu) registration error "
			 "[man warning::pass5] (rc %d)\n",
			 p->probe->pp, kpt->symbol, kpt->sym_offset, rc);
	else
		snprintf(msg, sizeof(msg),
			 "WARNING: probe %s (address 0x%lx) registration error "
			 "[man warning::pass5] (rc %d)\n",
			 p->probe->pp, tapc_kprobe_address(p), rc);
	tapc_runtime_message(msg);
}

/*
 * The hits the kernel dropped on a kprobe or kretprobe, now unregistered,
 * counted as skipped probes, as stap counts them: a kprobe's hit while
 * another kprobe's handler runs on its CPU (an interrupt that arrives
 * as a handler, or a kretprobe's, gives interrupts back: the kprobes core
 * still holds the CPU then), a return beyond maxactive.
 */
void tapc_kprobe_add_missed(const struct tapc_kprobe *k, bool ret)
{
	int missed = (int)k->rp.kp.nmissed + (ret ? k->rp.nmissed : 0);

	if (!missed)
		return;
	atomic_add(missed, &tapc_skipped);
#ifdef TAPC_TIMING
	{
		/* -t: which point, as stap says it (a kretprobe's calls
		 * beyond maxactive /1, its entries missed /2) */
		const char *pp = k->point->probe->pp;
		char msg[320];

		if (ret && k->rp.nmissed) {
			snprintf(msg, sizeof(msg), "WARNING: Skipped due to "
				 "missed kretprobe/1 on '%s': %d\n", pp,
				 k->rp.nmissed);
			tapc_runtime_message(msg);
		}
		if (k->rp.kp.nmissed) {
			snprintf(msg, sizeof(msg), "WARNING: Skipped due to "
				 "missed %s on '%s': %lu\n",
				 ret ? "kretprobe/2" : "kprobe", pp,
				 k->rp.kp.nmissed);
			tapc_runtime_message(msg);
		}
	}
#endif
}

/* Unregisters kretprobes [0, n) in one batch, then counts what they
 * missed. */
void tapc_kretprobes_unregister(struct kretprobe **rps, int n)
{
	int i;

	if (!n)
		return;
	unregister_kretprobes(rps, n);
	for (i = 0; i < n; i++)
		tapc_kprobe_add_missed(container_of(rps[i], struct tapc_kprobe,
						    rp), true);
}

/* The registered kprobes among points [0, n), each kind in one batch,
 * then what they missed. */
void tapc_kprobes_unregister(const struct tapc_probe_point *points, int n)
{
	struct kretprobe **rps;
	struct kprobe **kps;
	int i, nk = 0, nr = 0;

	kps = kcalloc(n, sizeof(*kps), GFP_KERNEL);
	rps = kcalloc(n, sizeof(*rps), GFP_KERNEL);
	for (i = 0; i < n; i++) {
		const struct tapc_kprobe_point *kpt;
		struct tapc_kprobe *k;

		if (points[i].ops != &tapc_kprobe_ops)
			continue;
		kpt = tapc_kprobe_of(&points[i]);
		k = kpt->kprobe;
		if (!k->registered)
			continue;
		k->registered = false;
		if (!kpt->ret) {
			if (kps) {
				kps[nk++] = &k->rp.kp;
			} else {
				unregister_kprobe(&k->rp.kp);
				tapc_kprobe_add_missed(k, false);
			}
		} else {
			if (rps) {
				rps[nr++] = &k->rp;
			} else {
				unregister_kretprobe(&k->rp);
				tapc_kprobe_add_missed(k, true);
			}
		}
	}
	if (nk)
		unregister_kprobes(kps, nk);
	for (i = 0; i < nk; i++)
		tapc_kprobe_add_missed(container_of(kps[i], struct tapc_kprobe,
						    rp.kp), false);
	tapc_kretprobes_unregister(rps, nr);
	kfree(kps);
	kfree(rps);
}
