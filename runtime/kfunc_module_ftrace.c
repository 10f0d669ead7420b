// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The entries of a module's functions, and the returns' entries, through
 * ftrace (kfunc_module.c arms and disarms them). As kprobes they were
 * lost: the kprobes core drops a kprobe's hit while another kprobe's
 * handler owns the CPU (kprobe_running(), counted in the kprobe's
 * nmissed), and an interrupt that came as a handler ran with interrupts
 * off is taken as soon as the handler gives them back, before the core
 * lets go of the CPU (a return's kretprobe handler, as its function
 * returns, above all); every kprobe in that interrupt is dropped, and in
 * the softirq after it. alias_scsi on a loaded 6.12 guest so lost a SCSI
 * command's scsi_io_completion in 10 of 33 runs. ftrace guards against
 * recursion per context (task, softirq, interrupt, NMI): such a hit runs,
 * on its CPU's tapc context when no hit owns it (context.c).
 *
 * One ftrace_ops for all (each ops of its own would wait for an RCU tasks
 * grace period as it goes), its points found by call site in
 * tapc_kmod_table, an RCU hash; its filter holds their call sites, and it
 * is registered only while it holds any: an empty filter traces every
 * function.
 */
#include <linux/ftrace.h>
#include <linux/hash.h>
#include <linux/trace_recursion.h>
#include <asm/ibt.h>

#define TAPC_KMOD_HASH_BITS 8
static struct hlist_head tapc_kmod_table[1 << TAPC_KMOD_HASH_BITS];
/* under kfunc_module.c's tapc_kmod_mutex, as every call here is */
static bool tapc_kmod_ops_registered;
static int tapc_kmod_traced;		/* points on it */
static bool tapc_kmod_filter_used;	/* its filter to free at the end */

static void notrace tapc_kmod_hit(unsigned long ip, unsigned long parent_ip,
				  struct ftrace_ops *ops,
				  struct ftrace_regs *fregs)
{
	struct pt_regs *regs = ftrace_get_regs(fregs);
	unsigned long resume = instruction_pointer(regs);
	struct hlist_head *head;
	struct tapc_kprobe *k;
	int bit;

	if (atomic_read(&tapc_state) != TAPC_RUNNING || !rcu_is_watching())
		return;
	/* a probe's body that calls a probed function: a kprobe's
	 * nmissed, a skipped probe */
	bit = ftrace_test_recursion_trylock(ip, parent_ip);
	if (bit < 0) {
		atomic_inc(&tapc_skipped);
		return;
	}
	/* the probe's address, as a kprobe's handler sees it */
	instruction_pointer_set(regs, ip);
	head = &tapc_kmod_table[hash_long(ip, TAPC_KMOD_HASH_BITS)];
	/* preemption is off under the recursion lock: RCU's read side */
	hlist_for_each_entry_rcu_notrace(k, head, ftrace_node) {
		const struct tapc_kprobe_point *kpt;

		if (k->ftrace_ip != ip)
			continue;
		kpt = tapc_kprobe_of(k->point);
		if (!kpt->ret)
			kpt->kp_handler(k->point, regs);
		else	/* the kretprobe's entry, as kfunc.c enters it */
			k->rp.kp.pre_handler(&k->rp.kp, regs);
	}
	instruction_pointer_set(regs, resume);
	ftrace_test_recursion_unlock(bit);
}

static struct ftrace_ops tapc_kmod_ops = {
	.func = tapc_kmod_hit,
	.flags = FTRACE_OPS_FL_SAVE_REGS,
};

/* The call site ftrace patches in function `name` of `mod` (past an
 * endbr64), if it is in the module's core text; 0 if not found there. */
static unsigned long tapc_kmod_entry(struct module *mod, const char *name)
{
	struct mod_kallsyms *ks;
	unsigned long ip = 0;
	unsigned int i;

	preempt_disable();
	ks = rcu_dereference_sched(mod->kallsyms);
	for (i = 1; ks && i < ks->num_symtab; i++) {
		const Elf_Sym *sym = &ks->symtab[i];

		if (sym->st_shndx == SHN_UNDEF ||
		    ELF_ST_TYPE(sym->st_info) != STT_FUNC ||
		    strcmp(ks->strtab + sym->st_name, name))
			continue;
		ip = sym->st_value;
		break;
	}
	preempt_enable();
	/* init text goes after the init: its call sites with it */
	if (!ip || !within_module_core(ip, mod))
		return 0;
#ifdef TAPC_HAVE_UNDERSCORE_IS_ENDBR
	if (__is_endbr(*(u32 *)ip))
#else
	if (is_endbr(*(u32 *)ip))
#endif
		ip += ENDBR_INSN_SIZE;
	return ip;
}

/*
 * Puts point p, an entry or a return of a function of `mod` (COMING or
 * LIVE), on tapc_kmod_ops; false when ftrace or the kprobes core
 * refuses (a function ftrace does not trace), and then it is a kprobe.
 * Under tapc_kmod_mutex.
 */
bool tapc_kmod_trace(struct module *mod, const struct tapc_probe_point *p)
{
	const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);
	struct tapc_kprobe *k = kpt->kprobe;
	unsigned long ip;

	if (kpt->sym_offset || !kpt->symbol || !strchr(kpt->symbol, ':') ||
	    mod->state == MODULE_STATE_GOING)
		return false;
	ip = tapc_kmod_entry(mod, strchr(kpt->symbol, ':') + 1);
	if (!ip || (kpt->ret && tapc_kfunc_return(p, ip)))
		return false;
	k->point = p;
	k->ftrace_ip = ip;
	/* in the table before ftrace may call for it */
	hlist_add_head_rcu(&k->ftrace_node,
			   &tapc_kmod_table[hash_long(ip, TAPC_KMOD_HASH_BITS)]);
	/* unregistered, its filter may hold the sites of a module gone:
	 * reset (ftrace_free_filter is for an ops never used again: it
	 * leaves the filter freed, not empty) */
	tapc_kmod_filter_used = true;
	if (ftrace_set_filter_ip(&tapc_kmod_ops, ip, 0,
				 !tapc_kmod_ops_registered) == 0 &&
	    (tapc_kmod_ops_registered ||
	     register_ftrace_function(&tapc_kmod_ops) == 0)) {
		tapc_kmod_ops_registered = true;
		tapc_kmod_traced++;
		return true;
	}
	hlist_del_init_rcu(&k->ftrace_node);
	k->ftrace_ip = 0;
	if (kpt->ret)
		unregister_kretprobe(&k->rp);	/* its wait covers the table's */
	else
		synchronize_rcu();
	return false;
}

/* Whether p is on tapc_kmod_ops, and on `mod` (any, when NULL). */
static bool tapc_kmod_going(const struct tapc_probe_point *p,
			    const struct module *mod)
{
	return tapc_kmod_point(p) && tapc_kprobe_of(p)->kprobe->ftrace_ip &&
	       (!mod || !strcmp(tapc_kprobe_of(p)->module, mod->name));
}

/*
 * Takes the points among [0, n) on tapc_kmod_ops of `mod` (all with a
 * NULL `mod`) off it, and unregisters the returns' kretprobes, counting
 * what they missed. Under tapc_kmod_mutex.
 */
void tapc_kmod_untrace(const struct tapc_probe_point *points, int n,
		       const struct module *mod)
{
	struct kretprobe **rps;
	int i, nr = 0, going = 0;

	for (i = 0; i < n; i++)
		if (tapc_kmod_going(&points[i], mod))
			going++;
	if (!going)
		return;
	rps = kcalloc(going, sizeof(*rps), GFP_KERNEL);
	/* the filter emptied would trace everything: the ops goes first */
	if (going == tapc_kmod_traced) {
		unregister_ftrace_function(&tapc_kmod_ops);
		tapc_kmod_ops_registered = false;
	}
	for (i = 0; i < n; i++) {
		const struct tapc_probe_point *p = &points[i];
		struct tapc_kprobe *k;

		if (!tapc_kmod_going(p, mod))
			continue;
		k = tapc_kprobe_of(p)->kprobe;
		/* a site two points share is taken off once: the other's
		 * removal fails, harmlessly */
		if (tapc_kmod_ops_registered)
			ftrace_set_filter_ip(&tapc_kmod_ops, k->ftrace_ip, 1, 0);
		hlist_del_init_rcu(&k->ftrace_node);
		k->ftrace_ip = 0;
		tapc_kmod_traced--;
		if (!tapc_kprobe_of(p)->ret)
			continue;
		if (rps) {
			rps[nr++] = &k->rp;
		} else {
			synchronize_rcu();
			unregister_kretprobe(&k->rp);
			tapc_kprobe_add_missed(k, true);
		}
	}
	/* no callback in flight still sees them in the table (nor enters
	 * the kretprobes, unregistered after) */
	synchronize_rcu();
	tapc_kretprobes_unregister(rps, nr);
	kfree(rps);
}


/* At the end, all points off it: its filter freed, once. */
void tapc_kmod_ftrace_free(void)
{
	if (tapc_kmod_filter_used && !tapc_kmod_ops_registered)
		ftrace_free_filter(&tapc_kmod_ops);
	tapc_kmod_filter_used = false;
}
