// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * Kernel functions' entries and returns in bulk. A kprobe is armed one at
 * a time, and each arming walks all of ftrace's records to patch one call
 * site: a wildcard over ten thousand functions costs ten thousand walks.
 * Every point whose function's place pass 3 knows (from the image's
 * kallsyms) goes instead into one ftrace_ops, whose filter takes
 * all the addresses and whose registration patches their call sites in
 * a few walks. Its callback finds the points of the address it was called
 * for in a table sorted by address: an entry's handler runs there; a
 * return's kretprobe, registered disabled, is entered there.
 *
 * An address (tapc_kernel_address) is trusted only when the running
 * kernel names it as pass 3 did; one that does not match, or that ftrace
 * refuses, is left to kprobe.c to register, which gives stap's warning if
 * the kernel refuses it there too. A function ftrace does not trace
 * (notrace, as the kernel's own `inline` functions kept out of line are)
 * is left to kprobe.c from the start. An entry that has a trampoline of
 * its own is put on it instead when ftrace takes it (kfunc_direct.c).
 */
#include <linux/ftrace.h>
#include <linux/trace_recursion.h>
#include <linux/sort.h>

struct tapc_kfunc_entry {
	unsigned long ip;
	const struct tapc_probe_point *point;
};

static struct tapc_kfunc_entry *tapc_kfunc_table;	/* sorted by ip */
static int tapc_kfunc_count;
static bool tapc_kfunc_registered;

/*
 * Called by ftrace's trampoline for every call of every function in the
 * filter, from any context: it leaves at once unless the session runs,
 * and where RCU is not watching (idle) or the hit recursed (a probe body
 * calls traced functions). The recursion lock also keeps preemption off.
 */
static void notrace tapc_kfunc_hit(unsigned long ip, unsigned long parent_ip,
				   struct ftrace_ops *ops,
				   struct ftrace_regs *fregs)
{
	struct pt_regs *regs = ftrace_get_regs(fregs);
	unsigned long resume = instruction_pointer(regs);
	int lo = 0, hi = tapc_kfunc_count, bit;

	if (atomic_read(&tapc_state) != TAPC_RUNNING || !rcu_is_watching())
		return;
	bit = ftrace_test_recursion_trylock(ip, parent_ip);
	if (bit < 0)
		return;
	/* The probe's address, as stap's and kfunc_direct.c's handlers
	 * see it, not ftrace's return into the function, which ftrace
	 * resumes at. */
	instruction_pointer_set(regs, ip);
	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;

		if (tapc_kfunc_table[mid].ip < ip)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < tapc_kfunc_count && tapc_kfunc_table[lo].ip == ip; lo++) {
		const struct tapc_probe_point *p = tapc_kfunc_table[lo].point;
		const struct tapc_kprobe_point *kpt = tapc_kprobe_of(p);

		if (!kpt->ret) {
			kpt->kp_handler(p, regs);
		} else {
			struct kprobe *kp = &kpt->kprobe->rp.kp;

			/* the kretprobe's own entry: takes an instance,
			 * saves @entry's values, hooks the return */
			kp->pre_handler(kp, regs);
		}
	}
	instruction_pointer_set(regs, resume);
	ftrace_test_recursion_unlock(bit);
}

/* Without FTRACE_OPS_FL_RECURSION or _RCU, which would put ftrace's
 * checks, slower, between the trampoline and the callback. */
static struct ftrace_ops tapc_kfunc_ops = {
	.func = tapc_kfunc_hit,
	.flags = FTRACE_OPS_FL_SAVE_REGS,
};

/* A kernel function's point that goes through ftrace with the others. */
bool tapc_kfunc_bulk(const struct tapc_probe_point *p)
{
	const struct tapc_kprobe_point *kpt;

	if (p->ops != &tapc_kprobe_ops)
		return false;
	kpt = tapc_kprobe_of(p);
	return kpt->linked && kpt->call_site >= 0 && !kpt->module;
}

static int tapc_kfunc_cmp(const void *a, const void *b)
{
	unsigned long x = ((const struct tapc_kfunc_entry *)a)->ip;
	unsigned long y = ((const struct tapc_kfunc_entry *)b)->ip;

	return x < y ? -1 : x > y;
}

/* The table's unique ips, in order, into `ips`; returns their count. */
static int tapc_kfunc_ips(unsigned long *ips)
{
	int i, n = 0;

	for (i = 0; i < tapc_kfunc_count; i++)
		if (!n || ips[n - 1] != tapc_kfunc_table[i].ip)
			ips[n++] = tapc_kfunc_table[i].ip;
	return n;
}

/* Drops the table's entries whose ip is 0 in `ips` (the table's unique
 * ips in order, as tapc_kfunc_ips made them), before any callback can
 * read the table; returns the ips of those left. */
static int tapc_kfunc_keep(unsigned long *ips)
{
	int i, j = -1, k = 0;

	for (i = 0; i < tapc_kfunc_count; i++) {
		if (i == 0 || tapc_kfunc_table[i].ip != tapc_kfunc_table[i - 1].ip)
			j++;
		if (ips[j])
			tapc_kfunc_table[k++] = tapc_kfunc_table[i];
	}
	tapc_kfunc_count = k;
	return tapc_kfunc_ips(ips);
}

/* Marks in_bulk the points whose ip is traced (not 0 in `ips`). The
 * others are left to kprobe.c, their kretprobes unregistered first, and
 * their entries emptied: the callback, already live, never looks for
 * their ips. */
static void tapc_kfunc_mark(const unsigned long *ips)
{
	int i, j = -1;

	for (i = 0; i < tapc_kfunc_count; i++) {
		const struct tapc_probe_point *p = tapc_kfunc_table[i].point;

		if (i == 0 || tapc_kfunc_table[i].ip != tapc_kfunc_table[i - 1].ip)
			j++;
		if (ips[j]) {
			tapc_kprobe_of(p)->kprobe->in_bulk = true;
			continue;
		}
		if (tapc_kprobe_of(p)->ret)
			unregister_kretprobe(&tapc_kprobe_of(p)->kprobe->rp);
		tapc_kfunc_table[i].point = NULL;
	}
}

/* Never registered: where the ips are tried before the real filter
 * takes them. */
static struct ftrace_ops tapc_kfunc_scratch;

/*
 * Sets the ips of [0, n) that ftrace does not know (an __init function,
 * a notrace one) to 0; returns how many it knows. One unknown ip fails a
 * whole call, so when all at once fails each is tried alone, the filter
 * reset each time, which costs one lookup.
 */
static int tapc_kfunc_check(unsigned long *ips, int n)
{
	int i, known = 0;

	if (ftrace_set_filter_ips(&tapc_kfunc_scratch, ips, n, 0, 1) == 0)
		known = n;
	for (i = 0; i < n && !known; i++) {
		if (ftrace_set_filter_ips(&tapc_kfunc_scratch, &ips[i], 1, 0,
					  1))
			ips[i] = 0;
		cond_resched();
	}
	ftrace_free_filter(&tapc_kfunc_scratch);
	for (i = 0; i < n && !known; i++)
		if (ips[i])
			known++;
	return known;
}

/*
 * A return's kretprobe at `ip`, registered disabled: never armed by the
 * kprobes core (which would patch the call site alone), it is entered
 * from tapc_kfunc_hit (a module's function: tapc_kmod_hit) through its
 * own pre_handler, which takes an instance (maxactive of them, made
 * now), runs the entry handler that saves @entry's values, and hooks the
 * return.
 */
int tapc_kfunc_return(const struct tapc_probe_point *p, unsigned long ip)
{
	struct tapc_kprobe *k = tapc_kprobe_of(p)->kprobe;

	memset(&k->rp, 0, sizeof(k->rp));
	k->point = p;
	k->rp.kp.addr = (kprobe_opcode_t *)ip;
	k->rp.kp.flags = KPROBE_FLAG_DISABLED;
	tapc_kretprobe_prepare(p);
	return register_kretprobe(&k->rp);
}

/* The returns' kretprobes; one the kernel refuses is dropped from the
 * table (kprobe.c then tries it alone, and warns). Returns the count of
 * the table's ips, left in `ips`. */
static int tapc_kfunc_returns(unsigned long *ips)
{
	int i, j = 0;

	for (i = 0; i < tapc_kfunc_count; i++) {
		struct tapc_kfunc_entry *e = &tapc_kfunc_table[i];

		if (tapc_kprobe_of(e->point)->ret &&
		    tapc_kfunc_return(e->point, e->ip))
			continue;
		tapc_kfunc_table[j++] = *e;
		cond_resched();
	}
	tapc_kfunc_count = j;
	return tapc_kfunc_ips(ips);
}

/* Unregisters the returns' kretprobes of the table, in one batch. */
static void tapc_kfunc_returns_unregister(void)
{
	struct kretprobe **rps;
	int i, n = 0;

	rps = kvmalloc_array(max(tapc_kfunc_count, 1), sizeof(*rps),
			     GFP_KERNEL);
	for (i = 0; i < tapc_kfunc_count; i++) {
		const struct tapc_probe_point *p = tapc_kfunc_table[i].point;

		if (!p || !tapc_kprobe_of(p)->ret)
			continue;
		if (rps) {
			rps[n++] = &tapc_kprobe_of(p)->kprobe->rp;
		} else {
			unregister_kretprobe(&tapc_kprobe_of(p)->kprobe->rp);
			tapc_kprobe_add_missed(tapc_kprobe_of(p)->kprobe, true);
		}
	}
	tapc_kretprobes_unregister(rps, n);
	kvfree(rps);
}

/* Call sites patched per step: patching them all at once would keep the
 * CPU for long without a reschedule (seconds for ten thousand under
 * emulation); each step after the first is added to the live filter. */
#define TAPC_KFUNC_STEP 1024

/*
 * Puts the known ips of [0, n) on tapc_kfunc_ops and registers it; an ip
 * of a step that fails is set to 0. Returns how many are traced.
 */
static int tapc_kfunc_trace(unsigned long *ips, int n)
{
	unsigned long *step;
	int i, j, k, traced = 0;

	step = kvmalloc_array(min(n, TAPC_KFUNC_STEP), sizeof(*step),
			      GFP_KERNEL);
	if (!step)
		return 0;
	for (i = 0; i < n; i = j) {
		for (j = i, k = 0; j < n && k < TAPC_KFUNC_STEP; j++)
			if (ips[j])
				step[k++] = ips[j];
		if (k && ftrace_set_filter_ips(&tapc_kfunc_ops, step, k, 0, 0) == 0 &&
		    (tapc_kfunc_registered ||
		     register_ftrace_function(&tapc_kfunc_ops) == 0)) {
			tapc_kfunc_registered = true;
			traced += k;
		} else {
			memset(&ips[i], 0, (j - i) * sizeof(*ips));
		}
		cond_resched();
	}
	kvfree(step);
	return traced;
}

/* The table of the points [0, n) to register in bulk, sorted; their
 * unique ips in *ips. Returns the count of ips or a negative errno. */
static int tapc_kfunc_collect(const struct tapc_probe_point *points, int n,
			      unsigned long **ips)
{
	int i;

	tapc_kfunc_table = kvmalloc_array(n, sizeof(*tapc_kfunc_table),
					  GFP_KERNEL);
	*ips = kvmalloc_array(n, sizeof(**ips), GFP_KERNEL);
	if (!tapc_kfunc_table || !*ips)
		return -ENOMEM;
	tapc_kfunc_count = 0;
	for (i = 0; i < n; i++) {
		const struct tapc_probe_point *p = &points[i];
		unsigned long ip;

		if (!tapc_kfunc_bulk(p))
			continue;
		ip = tapc_kernel_address(tapc_kprobe_of(p)->link_offset,
					 tapc_kprobe_of(p)->symbol);
		cond_resched();
		if (!ip)
			continue;
		/* the address ftrace's callback is called with */
		ip += tapc_kprobe_of(p)->call_site;
		/* an entry with a trampoline of its own goes on it, alone */
		if (tapc_kfunc_direct(p, ip))
			continue;
		tapc_kfunc_table[tapc_kfunc_count].ip = ip;
		tapc_kfunc_table[tapc_kfunc_count++].point = p;
	}
	sort(tapc_kfunc_table, tapc_kfunc_count, sizeof(*tapc_kfunc_table),
	     tapc_kfunc_cmp, NULL);
	return tapc_kfunc_ips(*ips);
}

static void tapc_kfunc_free(void)
{
	kvfree(tapc_kfunc_table);
	tapc_kfunc_table = NULL;
	tapc_kfunc_count = 0;
}

/*
 * Registers the entry and return points among [0, n) that ftrace can
 * take, all at once, and marks them in_bulk; the rest stay for kprobe.c.
 * Not being able to is no error: then kprobes take them all.
 */
void tapc_kfuncs_register(const struct tapc_probe_point *points, int n)
{
	unsigned long *ips = NULL;
	int i, nips;

	for (i = 0; i < n && !tapc_kfunc_bulk(&points[i]); i++)
		;
	if (i == n)
		return;
	nips = tapc_kfunc_collect(points, n, &ips);
	/* an empty filter would trace every function */
	if (nips > 0 && tapc_kfunc_check(ips, nips) > 0) {
		nips = tapc_kfunc_keep(ips);
		nips = tapc_kfunc_returns(ips);
		if (tapc_kfunc_trace(ips, nips) > 0)
			tapc_kfunc_mark(ips);
	}
	kvfree(ips);
	if (!tapc_kfunc_registered) {
		tapc_kfunc_returns_unregister();
		ftrace_free_filter(&tapc_kfunc_ops);
		tapc_kfunc_free();
	}
}

void tapc_kfunc_save_args(const struct tapc_probe_point *pt,
			  struct pt_regs *regs, void *entry)
{
	unsigned long *args = entry;

	args[0] = regs->di;
	args[1] = regs->si;
	args[2] = regs->dx;
	args[3] = regs->cx;
	args[4] = regs->r8;
	args[5] = regs->r9;
}

/* Waits for callbacks in flight. */
void tapc_kfuncs_unregister(void)
{
	int i;

	tapc_kfuncs_direct_unregister();
	if (!tapc_kfunc_registered)
		return;
	unregister_ftrace_function(&tapc_kfunc_ops);
	tapc_kfunc_returns_unregister();
	ftrace_free_filter(&tapc_kfunc_ops);
	tapc_kfunc_registered = false;
	for (i = 0; i < tapc_kfunc_count; i++)
		if (tapc_kfunc_table[i].point)
			tapc_kprobe_of(tapc_kfunc_table[i].point)->kprobe->in_bulk =
				false;
	tapc_kfunc_free();
}
