// SPDX-License-Identifier: GPL-2.0
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

/* Per timer point: one timer, or nr_cpu_ids for timer.profile. */
static struct tapc_timer **tapc_timers;

static int tapc_timer_count(const struct tapc_probe_point *p)
{
	return p->timer_profile ? nr_cpu_ids : 1;
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

static ktime_t tapc_hrtimer_period(const struct tapc_probe_point *p)
{
	return ns_to_ktime(p->timer_ns + tapc_random_offset(p->timer_randomize));
}

static enum hrtimer_restart tapc_hrtimer_fn(struct hrtimer *hr)
{
	struct tapc_timer *t = container_of(hr, struct tapc_timer, hr);
	const struct tapc_probe_point *p = t->point;

	tapc_point_hit(p, p->timer_profile ? get_irq_regs() : NULL);
	if (!READ_ONCE(t->armed))
		return HRTIMER_NORESTART;
	/* Periods missed while the handler ran are skipped, as in stap. */
	hrtimer_forward_now(hr, tapc_hrtimer_period(p));
	return HRTIMER_RESTART;
}

static unsigned long tapc_jiffies_period(const struct tapc_probe_point *p)
{
	return p->timer_jiffies + tapc_random_offset(p->timer_randomize);
}

static void tapc_jiffies_fn(struct timer_list *tl)
{
	struct tapc_timer *t = timer_container_of(t, tl, tl);

	tapc_point_hit(t->point, NULL);
	if (READ_ONCE(t->armed))
		mod_timer(tl, jiffies + tapc_jiffies_period(t->point));
}

/* Allocated at load time: starting then needs no memory. */
static int tapc_timers_alloc(void)
{
	int i, j;

	tapc_timers = kcalloc(max(tapc_script.npoints, 1), sizeof(*tapc_timers),
			      GFP_KERNEL);
	if (!tapc_timers)
		return -ENOMEM;
	for (i = 0; i < tapc_script.npoints; i++) {
		const struct tapc_probe_point *p = &tapc_script.points[i];
		int n = tapc_timer_count(p);

		if (p->kind != TAPC_PROBE_TIMER)
			continue;
		tapc_timers[i] = kcalloc(n, sizeof(struct tapc_timer),
					 GFP_KERNEL);
		if (!tapc_timers[i])
			return -ENOMEM;
		for (j = 0; j < n; j++) {
			struct tapc_timer *t = &tapc_timers[i][j];

			t->point = p;
			if (p->timer_jiffies) {
				timer_setup(&t->tl, tapc_jiffies_fn, 0);
			} else {
#ifdef TAPC_HAVE_HRTIMER_SETUP
				hrtimer_setup(&t->hr, tapc_hrtimer_fn,
					      CLOCK_MONOTONIC,
					      HRTIMER_MODE_REL_HARD);
#else
				hrtimer_init(&t->hr, CLOCK_MONOTONIC,
					     HRTIMER_MODE_REL_HARD);
				t->hr.function = tapc_hrtimer_fn;
#endif
			}
		}
	}
	return 0;
}

static void tapc_timers_free(void)
{
	int i;

	if (!tapc_timers)
		return;
	for (i = 0; i < tapc_script.npoints; i++)
		kfree(tapc_timers[i]);
	kfree(tapc_timers);
	tapc_timers = NULL;
}

/* Runs on the CPU whose profile timer it starts. */
static void tapc_profile_start_here(void *arg)
{
	struct tapc_timer *t = arg;

	hrtimer_start(&t->hr, tapc_hrtimer_period(t->point),
		      HRTIMER_MODE_REL_PINNED_HARD);
}

static int tapc_timer_register(int index)
{
	const struct tapc_probe_point *p = &tapc_script.points[index];
	struct tapc_timer *timers = tapc_timers[index];
	int cpu;

	if (!p->timer_profile) {
		WRITE_ONCE(timers->armed, true);
		if (p->timer_jiffies)
			mod_timer(&timers->tl,
				  jiffies + tapc_jiffies_period(p));
		else
			hrtimer_start(&timers->hr, tapc_hrtimer_period(p),
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
static void tapc_timer_unregister(int index)
{
	const struct tapc_probe_point *p = &tapc_script.points[index];
	struct tapc_timer *timers = tapc_timers[index];
	int i;

	for (i = 0; i < tapc_timer_count(p); i++) {
		if (!READ_ONCE(timers[i].armed))
			continue;
		WRITE_ONCE(timers[i].armed, false);
		if (p->timer_jiffies)
			timer_delete_sync(&timers[i].tl);
		else
			hrtimer_cancel(&timers[i].hr);
	}
}
