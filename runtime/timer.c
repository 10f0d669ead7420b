// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * Timer probes: timer.s/ms/us/ns/hz(N) on an hrtimer, timer.jiffies(N)
 * on a timer_list, each optionally .randomize(M) (every period gets a
 * random [-M, +M] added), and timer.profile: an hrtimer per CPU, pinned,
 * firing every tick with the interrupted registers.
 *
 * A timer re-arms itself from its handler while `armed`; stopping clears
 * that first, so that hrtimer_cancel / timer_delete_sync, which wait for a
 * handler in flight, leave it stopped for good.
 */
#include <linux/hrtimer.h>
#include <linux/random.h>
#include <linux/smp.h>
#include <asm/irq_regs.h>

/* 6.16 renamed from_timer */
#ifndef timer_container_of
#define timer_container_of(var, timer, field) from_timer(var, timer, field)
#endif

struct tapc_timer {
	struct hrtimer hr;
	struct timer_list tl;
	const struct tapc_probe_point *point;
	bool armed;
};

static int tapc_timer_count(const struct tapc_timer_point *tm)
{
	return tm->profile ? nr_cpu_ids : 1;
}

/* A uniformly random value in [-r, r]. */
static s64 tapc_random_offset(u64 r)
{
	u64 rem;

	if (!r)
		return 0;
	div64_u64_rem(get_random_u64(), 2 * r + 1, &rem);
	return (s64)rem - (s64)r;
}

static ktime_t tapc_hrtimer_period(const struct tapc_timer_point *tm)
{
	return ns_to_ktime(tm->ns + tapc_random_offset(tm->randomize));
}

static enum hrtimer_restart tapc_hrtimer_fn(struct hrtimer *hr)
{
	struct tapc_timer *t = container_of(hr, struct tapc_timer, hr);
	const struct tapc_probe_point *p = t->point;
	const struct tapc_timer_point *tm = p->slot;

	tapc_point_hit(p, tm->profile ? get_irq_regs() : NULL);
	if (!READ_ONCE(t->armed))
		return HRTIMER_NORESTART;
	/* Periods missed while the handler ran are skipped, as in stap. */
	hrtimer_forward_now(hr, tapc_hrtimer_period(tm));
	return HRTIMER_RESTART;
}

static unsigned long tapc_jiffies_period(const struct tapc_timer_point *tm)
{
	return tm->jiffies + tapc_random_offset(tm->randomize);
}

static void tapc_jiffies_fn(struct timer_list *tl)
{
	struct tapc_timer *t = timer_container_of(t, tl, tl);
	const struct tapc_timer_point *tm = t->point->slot;

	tapc_point_hit(t->point, NULL);
	if (READ_ONCE(t->armed))
		mod_timer(tl, jiffies + tapc_jiffies_period(tm));
}

/* Allocated at load time: starting then needs no memory. */
static int tapc_timer_load(const struct tapc_probe_point *p)
{
	struct tapc_timer_point *tm = p->slot;
	int j, n = tapc_timer_count(tm);

	tm->timers = kcalloc(n, sizeof(struct tapc_timer), GFP_KERNEL);
	if (!tm->timers)
		return -ENOMEM;
	for (j = 0; j < n; j++) {
		struct tapc_timer *t = &tm->timers[j];

		t->point = p;
		if (tm->jiffies) {
			timer_setup(&t->tl, tapc_jiffies_fn, 0);
		} else {
#ifdef TAPC_HAVE_HRTIMER_SETUP
			hrtimer_setup(&t->hr, tapc_hrtimer_fn, CLOCK_MONOTONIC,
				      HRTIMER_MODE_REL_HARD);
#else
			hrtimer_init(&t->hr, CLOCK_MONOTONIC,
				     HRTIMER_MODE_REL_HARD);
			t->hr.function = tapc_hrtimer_fn;
#endif
		}
	}
	return 0;
}

static void tapc_timer_unload(const struct tapc_probe_point *p)
{
	struct tapc_timer_point *tm = p->slot;

	kfree(tm->timers);
	tm->timers = NULL;
}

/* Runs on the CPU whose profile timer it starts. */
static void tapc_profile_start_here(void *arg)
{
	struct tapc_timer *t = arg;

	hrtimer_start(&t->hr, tapc_hrtimer_period(t->point->slot),
		      HRTIMER_MODE_REL_PINNED_HARD);
}

static int tapc_timer_reg(const struct tapc_probe_point *p)
{
	const struct tapc_timer_point *tm = p->slot;
	struct tapc_timer *timers = tm->timers;
	int cpu;

	if (!tm->profile) {
		WRITE_ONCE(timers->armed, true);
		if (tm->jiffies)
			mod_timer(&timers->tl, jiffies + tapc_jiffies_period(tm));
		else
			hrtimer_start(&timers->hr, tapc_hrtimer_period(tm),
				      HRTIMER_MODE_REL_HARD);
		return 0;
	}
	cpus_read_lock();
	for_each_online_cpu(cpu) {
		WRITE_ONCE(timers[cpu].armed, true);
		smp_call_function_single(cpu, tapc_profile_start_here,
					 &timers[cpu], 1);
	}
	cpus_read_unlock();
	return 0;
}

/* Stops the point's timers and waits for their handlers. */
static void tapc_timer_unreg(const struct tapc_probe_point *p)
{
	const struct tapc_timer_point *tm = p->slot;
	struct tapc_timer *timers = tm->timers;
	int i;

	for (i = 0; i < tapc_timer_count(tm); i++) {
		if (!READ_ONCE(timers[i].armed))
			continue;
		WRITE_ONCE(timers[i].armed, false);
		if (tm->jiffies)
			timer_delete_sync(&timers[i].tl);
		else
			hrtimer_cancel(&timers[i].hr);
	}
}

const struct tapc_point_ops tapc_timer_ops = {
	.load = tapc_timer_load,
	.unload = tapc_timer_unload,
	.reg = tapc_timer_reg,
	.unreg = tapc_timer_unreg,
};
