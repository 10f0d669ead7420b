// SPDX-License-Identifier: GPL-2.0
/*
 * The globals' locks: a reader/writer lock in one atomic word, only ever
 * tried, never waited on.
 *
 * Probes run with interrupts off, from tracepoints, kprobes, hard hrtimers
 * and NMIs alike; an rwlock_t or spinlock_t sleeps there on PREEMPT_RT,
 * and even a raw spinlock would spin without bound behind a writer that an
 * NMI interrupted. So the word counts the readers that hold it (> 0), or
 * is TAPC_LOCK_WRITER while a writer does; taking it is one cmpxchg that
 * succeeds or fails at once, and tapc_lock_try tries it MAXTRYLOCK times,
 * TRYLOCKDELAY microseconds apart (busy-waiting: it never sleeps), before
 * the hit is skipped as stap skips it.
 */

#define TAPC_LOCK_WRITER (-1)

static bool tapc_lock_try_once(struct tapc_rwlock *l, bool shared)
{
	int old = atomic_read(&l->word);

	if (!shared)
		return old == 0 &&
		       atomic_cmpxchg_acquire(&l->word, 0, TAPC_LOCK_WRITER) == 0;
	while (old >= 0) {
		int seen = atomic_cmpxchg_acquire(&l->word, old, old + 1);

		if (seen == old)
			return true;
		/* another reader came or went: try again at once */
		old = seen;
	}
	return false;
}

static bool tapc_lock_try(const struct tapc_lock *l)
{
	int i;

	for (i = 0; i < MAXTRYLOCK; i++) {
		int us;

		if (tapc_lock_try_once(l->lock, l->shared))
			return true;
		/*
		 * A pause each microsecond: it lends a hyperthread's core to
		 * its sibling, and an emulator that runs every vCPU on one
		 * thread (TCG's single mode) switches there to the others,
		 * among them the holder. udelay() alone may spin without one.
		 */
		for (us = 0; us < TRYLOCKDELAY; us++) {
			cpu_relax();
			udelay(1);
		}
	}
	return false;
}

static void tapc_lock_release(const struct tapc_lock *l)
{
	if (l->shared)
		atomic_dec_return_release(&l->lock->word);
	else
		atomic_set_release(&l->lock->word, 0);
}
