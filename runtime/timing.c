// SPDX-License-Identifier: GPL-2.0
/*
 * -t: how often each probe point ran and how many cycles its hits took,
 * from owning the CPU's context to leaving it (waits for the globals'
 * locks and the flush of the hit's output included, as stap counts).
 *
 * The counters are per CPU and only the hit that owns a CPU's context
 * touches that CPU's, so they need neither atomics nor locks. After
 * `stop`, /proc/tapc_NAME/timing sums them over the CPUs, one line per
 * probe point in the order of tapc_script.points:
 *
 *	HITS SUM SUMSQ MIN MAX\tPP\tLOCATION\tDERIVATION\n
 *
 * and driver/run.c prints stap's "probe hit report" from it. Without -t
 * (TAPC_TIMING undefined) the hooks are empty and nothing is allocated.
 */
#include <linux/proc_fs.h>

#ifdef TAPC_TIMING
#include <linux/hash.h>
#include <linux/log2.h>
#include <linux/seq_file.h>
#include <linux/timex.h>

struct tapc_timing {
	u64 hits, sum, sumsq, min, max;
};

/* A hit's counters are found from its probe in a hash table of the
 * points' probes (open addressing, at most half full), so that -t costs
 * the same with 346 points (syscall.*) as with one. */
struct tapc_timing_key {
	const struct tapc_probe *probe;
	int index;
};

static struct tapc_timing *tapc_timings;	/* [cpu * npoints + index] */
static cycles_t *tapc_timing_t0;		/* [cpu]: the hit's start */
static struct tapc_timing_key *tapc_timing_keys;
static unsigned int tapc_timing_bits;

static struct tapc_timing_key *tapc_timing_slot(const struct tapc_probe *p)
{
	unsigned int mask = (1U << tapc_timing_bits) - 1;
	unsigned int i = hash_ptr(p, tapc_timing_bits);

	while (tapc_timing_keys[i].probe && tapc_timing_keys[i].probe != p)
		i = (i + 1) & mask;
	return &tapc_timing_keys[i];
}

static int tapc_timing_alloc(void)
{
	int n = tapc_script.npoints, i;

	tapc_timing_bits = order_base_2(2 * max(n, 1));
	tapc_timings = kvcalloc((size_t)nr_cpu_ids * max(n, 1),
				sizeof(*tapc_timings), GFP_KERNEL);
	tapc_timing_t0 = kcalloc(nr_cpu_ids, sizeof(*tapc_timing_t0),
				 GFP_KERNEL);
	tapc_timing_keys = kvcalloc(1U << tapc_timing_bits,
				    sizeof(*tapc_timing_keys), GFP_KERNEL);
	if (!tapc_timings || !tapc_timing_t0 || !tapc_timing_keys)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		const struct tapc_probe *p = tapc_script.points[i].probe;
		struct tapc_timing_key *slot = tapc_timing_slot(p);

		/* a probe on several points counts on its first */
		if (!slot->probe) {
			slot->probe = p;
			slot->index = i;
		}
	}
	return 0;
}

static void tapc_timing_free(void)
{
	kvfree(tapc_timings);
	kfree(tapc_timing_t0);
	kvfree(tapc_timing_keys);
	tapc_timings = NULL;
	tapc_timing_t0 = NULL;
	tapc_timing_keys = NULL;
}

/* Called once the hit owns `c`, with interrupts off. */
static void tapc_timing_start(struct tapc_context *c)
{
	tapc_timing_t0[c->cpu] = get_cycles();
}

/* Called while the hit still owns `c`. */
static void tapc_timing_end(struct tapc_context *c)
{
	u64 cycles = get_cycles() - tapc_timing_t0[c->cpu];
	const struct tapc_timing_key *found = tapc_timing_slot(c->probe);
	struct tapc_timing *t;

	if (!found->probe)
		return;
	t = &tapc_timings[c->cpu * tapc_script.npoints + found->index];
	if (!t->hits || cycles < t->min)
		t->min = cycles;
	if (cycles > t->max)
		t->max = cycles;
	t->hits++;
	t->sum += cycles;
	t->sumsq += cycles * cycles;
}

static int tapc_timing_show(struct seq_file *m, void *v)
{
	int i, cpu;

	for (i = 0; i < tapc_script.npoints; i++) {
		const struct tapc_probe *p = tapc_script.points[i].probe;
		struct tapc_timing all = { 0 };

		for_each_possible_cpu(cpu) {
			const struct tapc_timing *t =
				&tapc_timings[cpu * tapc_script.npoints + i];

			if (!t->hits)
				continue;
			if (!all.hits || t->min < all.min)
				all.min = t->min;
			all.max = max(all.max, t->max);
			all.hits += t->hits;
			all.sum += t->sum;
			all.sumsq += t->sumsq;
		}
		seq_printf(m, "%llu %llu %llu %llu %llu\t%s\t%s\t%s\n",
			   all.hits, all.sum, all.sumsq, all.min, all.max,
			   p->pp, p->location,
			   p->derivation ? p->derivation : "");
	}
	return 0;
}

static int tapc_timing_open(struct inode *inode, struct file *file)
{
	return single_open(file, tapc_timing_show, NULL);
}

static const struct proc_ops tapc_timing_ops = {
	.proc_open = tapc_timing_open,
	.proc_read = seq_read,
	.proc_lseek = seq_lseek,
	.proc_release = single_release,
};

/* /proc/tapc_NAME/timing; removed with its directory. */
static bool tapc_timing_create_file(struct proc_dir_entry *dir)
{
	return proc_create("timing", 0400, dir, &tapc_timing_ops) != NULL;
}

#else /* !TAPC_TIMING */

static inline int tapc_timing_alloc(void)
{
	return 0;
}

static inline void tapc_timing_free(void)
{
}

static inline void tapc_timing_start(struct tapc_context *c)
{
}

static inline void tapc_timing_end(struct tapc_context *c)
{
}

static inline bool tapc_timing_create_file(struct proc_dir_entry *dir)
{
	return true;
}

#endif /* TAPC_TIMING */
