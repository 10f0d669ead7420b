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
 * succeeds or fails at once (tapc_lock_try, in tapc.h, in line in every
 * hit), and tapc_lock_wait tries it MAXTRYLOCK times more, TRYLOCKDELAY
 * microseconds apart (busy-waiting: it never sleeps), before the hit is
 * skipped as stap skips it.
 */

/* The lock is held: tries again MAXTRYLOCK times, apart. Out of the hit's
 * straight line, which takes a free lock at the first try. */
noinline bool tapc_lock_wait(const struct tapc_lock *l)
{
	long i;

	for (i = 0; i < tapc_script.limits.trylock; i++) {
		long us;

		/*
		 * A pause each microsecond: it lends a hyperthread's core to
		 * its sibling, and an emulator that runs every vCPU on one
		 * thread (TCG's single mode) switches there to the others,
		 * among them the holder. udelay() alone may spin without one.
		 */
		for (us = 0; us < tapc_script.limits.trylock_delay; us++) {
			cpu_relax();
			udelay(1);
		}
		if (tapc_lock_try_once(l->lock, l->shared))
			return true;
	}
	return false;
}
