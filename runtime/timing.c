// SPDX-License-Identifier: GPL-2.0
/*
 * -t: how often each probe point ran and how many cycles its hits took,
 * from owning the CPU's context to leaving it (waits for the globals'
 * locks and the flush of the hit's output included, as stap counts), and
 * how long each kept interrupts off: from the local_irq_save before the
 * context is taken to the end, the figure a probe's bound (MAXACTION,
 * the sort's and aggregation's charges) is there to keep short.
 *
 * The counters are per CPU and only the hit that owns a CPU's context
 * touches that CPU's, so they need neither atomics nor locks. After
 * `stop`, /proc/tapc_NAME/timing sums them over the CPUs, one line per
 * probe point in the order of tapc_script.points:
 *
 *	HITS SUM SUMSQ MIN MAX OFFMIN OFFSUM OFFMAX OFFMAX_US\tPP\tLOCATION\tDERIVATION\tUNIT\n
 *
 * (OFF*: the time with interrupts off; OFFMAX_US the longest in
 * microseconds; UNIT what the times count: "cycles" of the TSC, or
 * "nsecs" with -DSTP_TIMING_NSECS, as stap 5 offers)
 * and runner/timing_report.c prints stap's "probe hit report" from it. Without -t
 * (TAPC_TIMING undefined) the hooks are empty and nothing is allocated.
 */
#include <linux/proc_fs.h>
#include <linux/timex.h>

#ifdef STP_TIMING_NSECS
#include <linux/timekeeping.h>
#define tapc_timing_now() ((cycles_t)ktime_get_ns())
#define TAPC_TIMING_UNIT "nsecs"
#else
#define tapc_timing_now() get_cycles()
#define TAPC_TIMING_UNIT "cycles"
#endif

#ifdef TAPC_TIMING
#include <linux/hash.h>
#include <linux/log2.h>
#include <linux/math64.h>
#include <linux/seq_file.h>

struct tapc_timing {
	u64 hits, sum, sumsq, min, max;
	u64 off_min, off_sum, off_max;	/* cycles with interrupts off */
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
static cycles_t *tapc_timing_off0;		/* [cpu]: interrupts off since */
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
	tapc_timing_off0 = kcalloc(nr_cpu_ids, sizeof(*tapc_timing_off0),
				   GFP_KERNEL);
	tapc_timing_keys = kvcalloc(1U << tapc_timing_bits,
				    sizeof(*tapc_timing_keys), GFP_KERNEL);
	if (!tapc_timings || !tapc_timing_t0 || !tapc_timing_off0 ||
	    !tapc_timing_keys)
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
	kfree(tapc_timing_off0);
	kvfree(tapc_timing_keys);
	tapc_timings = NULL;
	tapc_timing_t0 = NULL;
	tapc_timing_off0 = NULL;
	tapc_timing_keys = NULL;
}

/* Called as soon as a hit turns interrupts off. */
static inline cycles_t tapc_timing_irqs_off(void)
{
	return tapc_timing_now();
}

/* Called once the hit owns `c`, with interrupts off since `off`. */
static void tapc_timing_start(struct tapc_context *c, cycles_t off)
{
	tapc_timing_off0[c->cpu] = off;
	tapc_timing_t0[c->cpu] = tapc_timing_now();
}

/* Called while the hit still owns `c`, just before interrupts go on. */
static void tapc_timing_end(struct tapc_context *c)
{
	cycles_t now = tapc_timing_now();
	u64 cycles = now - tapc_timing_t0[c->cpu];
	u64 off = now - tapc_timing_off0[c->cpu];
	const struct tapc_timing_key *found = tapc_timing_slot(c->probe);
	struct tapc_timing *t;

	if (!found->probe)
		return;
	t = &tapc_timings[c->cpu * tapc_script.npoints + found->index];
	if (!t->hits || cycles < t->min)
		t->min = cycles;
	if (!t->hits || off < t->off_min)
		t->off_min = off;
	t->max = max(t->max, cycles);
	t->off_max = max(t->off_max, off);
	t->hits++;
	t->sum += cycles;
	t->sumsq += cycles * cycles;
	t->off_sum += off;
}

/* A time of tapc_timing_now() in microseconds. */
static u64 tapc_timing_us(u64 t)
{
#ifdef STP_TIMING_NSECS
	return div_u64(t, 1000);
#else
	return tsc_khz ? div_u64(t * 1000, tsc_khz) : 0;
#endif
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
			if (!all.hits || t->off_min < all.off_min)
				all.off_min = t->off_min;
			all.max = max(all.max, t->max);
			all.off_max = max(all.off_max, t->off_max);
			all.hits += t->hits;
			all.sum += t->sum;
			all.sumsq += t->sumsq;
			all.off_sum += t->off_sum;
		}
		seq_printf(m, "%llu %llu %llu %llu %llu %llu %llu %llu %llu\t%s\t%s\t%s\t%s\n",
			   all.hits, all.sum, all.sumsq, all.min, all.max,
			   all.off_min, all.off_sum, all.off_max,
			   tapc_timing_us(all.off_max), p->pp, p->location,
			   p->derivation ? p->derivation : "",
			   TAPC_TIMING_UNIT);
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

static inline cycles_t tapc_timing_irqs_off(void)
{
	return 0;
}

static inline void tapc_timing_start(struct tapc_context *c, cycles_t off)
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
