// SPDX-License-Identifier: GPL-2.0
/*
 * The calls in flight whose returns read what their entries kept
 * (parameters, @entry() values) where the kernel carries nothing from the
 * entry to the return: uretprobes (process returns), and the sys_enter
 * and sys_exit tracepoints (syscall.NAME.return). Each entry is kept by
 * thread, point and a key of the call: a uprobe's the stack pointer (the
 * depth of the call: the return finds it 8 bytes up, the return address
 * popped), a system call's none, a thread having one in flight at most.
 * The return finds its entry, reads it in place and drops it.
 *
 * An entry is filled and read in place, outside the lock: its thread owns
 * it from tapc_entry_claim to tapc_entry_ready, and from tapc_entry_find
 * to tapc_entry_drop (`busy`), no other thread's call matching it and a
 * live thread's never taken back. Its record is its own `vals`, or, when
 * the script keeps strings (@entry() of a string), its row of the
 * script's area (tapc_script.entry_area), the strings' text after the
 * values, as a kretprobe's instance holds them.
 *
 * The table is the module's: fixed, never allocating, in buckets of
 * TAPC_ENTRY_PROBES places, each under a raw lock of its own: a call's
 * entry lives in the bucket its thread and key hash to, so threads on
 * other CPUs take other locks (with syscall.*.return on every system
 * call, one lock for the table was a line every CPU bounced per call).
 * An entry also names its task's life (its start time) and, for a
 * uprobe, its image (its mm), so that a thread that ended, or exec'd,
 * with calls in flight (the kernel drops their returns) leaves entries
 * that match nothing and are taken back when their place is needed; a
 * call that never returns (longjmp) leaves its entry until its thread
 * ends or execs, a system call's until its thread enters the same point
 * again. A system call's entry keeps no image: execve returns to a new
 * one. When the few places a key may take all hold live calls, the entry
 * is not kept, and counted as a skipped probe, as stap counts a
 * kretprobe's calls beyond its maxactive: its return is missed.
 */
#define TAPC_ENTRY_PROBES 16
#define TAPC_ENTRY_BUCKETS (TAPC_ENTRIES / TAPC_ENTRY_PROBES)

static_assert(TAPC_ENTRIES % TAPC_ENTRY_PROBES == 0 && TAPC_ENTRY_BUCKETS > 0,
	      "TAPC_ENTRIES must be a multiple of TAPC_ENTRY_PROBES");

static struct tapc_entry tapc_entries[TAPC_ENTRIES];

/* a line each, so that two buckets' locks never share one */
static struct tapc_entry_bucket {
	raw_spinlock_t lock;
} ____cacheline_aligned_in_smp tapc_entry_buckets[TAPC_ENTRY_BUCKETS] = {
	[0 ... TAPC_ENTRY_BUCKETS - 1] = {
		.lock = __RAW_SPIN_LOCK_UNLOCKED(tapc_entry_buckets.lock),
	},
};

/* The first place of the bucket of the thread's call with `key`. */
static unsigned int tapc_entry_home(unsigned long key)
{
	return (hash_64((u64)current->pid ^ key, 32) % TAPC_ENTRY_BUCKETS) *
	       TAPC_ENTRY_PROBES;
}

static raw_spinlock_t *tapc_entry_lock_of(unsigned int home)
{
	return &tapc_entry_buckets[home / TAPC_ENTRY_PROBES].lock;
}

static bool tapc_entry_mine(const struct tapc_entry *e, const void *point,
			    unsigned long key, bool by_image)
{
	return e->tid == current->pid && !e->busy && e->key == key && e->point == point &&
	       e->start_time == current->start_time &&
	       e->mm == (by_image ? current->mm : NULL);
}

/* Whether the thread that made entry `e` has ended or exec'd since. */
static bool tapc_entry_stale(const struct tapc_entry *e)
{
	struct task_struct *t;
	bool stale;

	rcu_read_lock();
	t = pid_task(find_pid_ns(e->tid, &init_pid_ns), PIDTYPE_PID);
	stale = !t || t->start_time != e->start_time ||
		(e->mm && READ_ONCE(t->mm) != e->mm);
	rcu_read_unlock();
	return stale;
}

/* The place of the entry of the call in the bucket at `home`: its own,
 * a free one, else one a gone thread left; NULL when none. Called with
 * the bucket's lock held. */
static struct tapc_entry *tapc_entry_place(unsigned int home, const void *point,
					   unsigned long key, bool by_image)
{
	struct tapc_entry *free = NULL;
	int n;

	for (n = 0; n < TAPC_ENTRY_PROBES; n++) {
		struct tapc_entry *e = &tapc_entries[home + n];

		if (tapc_entry_mine(e, point, key, by_image))
			return e;
		if (!e->tid && !free)
			free = e;
	}
	for (n = 0; n < TAPC_ENTRY_PROBES && !free; n++) {
		struct tapc_entry *e = &tapc_entries[home + n];

		if (tapc_entry_stale(e))
			free = e;
	}
	return free;
}

int64_t *tapc_entry_record(struct tapc_entry *e)
{
	if (!tapc_script.entry_area)
		return e->vals;
	return tapc_script.entry_area +
	       (e - tapc_entries) * tapc_script.entry_record_words;
}

struct tapc_entry *tapc_entry_claim(const void *point, unsigned long key,
				    bool by_image)
{
	unsigned int home = tapc_entry_home(key);
	raw_spinlock_t *lock = tapc_entry_lock_of(home);
	struct tapc_entry *e;
	unsigned long flags;

	raw_spin_lock_irqsave(lock, flags);
	e = tapc_entry_place(home, point, key, by_image);
	if (e) {
		e->tid = current->pid;
		e->busy = true;
		e->start_time = current->start_time;
		e->mm = by_image ? current->mm : NULL;
		e->point = point;
		e->key = key;
	}
	raw_spin_unlock_irqrestore(lock, flags);
	if (!e) {
		atomic_inc(&tapc_skipped);
		return NULL;
	}
	memset(tapc_entry_record(e), 0, tapc_script.entry_area
	       ? tapc_script.entry_record_words * sizeof(int64_t)
	       : sizeof(e->vals));
	return e;
}

/* Ends the thread's ownership of `e`: ready, the return may find it;
 * free, the place is free. */
static void tapc_entry_release(struct tapc_entry *e, bool free)
{
	raw_spinlock_t *lock = tapc_entry_lock_of(e - tapc_entries);
	unsigned long flags;

	raw_spin_lock_irqsave(lock, flags);
	e->busy = false;
	if (free)
		e->tid = 0;
	raw_spin_unlock_irqrestore(lock, flags);
}

void tapc_entry_ready(struct tapc_entry *e)
{
	tapc_entry_release(e, false);
}

struct tapc_entry *tapc_entry_find(const void *point, unsigned long key,
				   bool by_image)
{
	unsigned int home = tapc_entry_home(key);
	raw_spinlock_t *lock = tapc_entry_lock_of(home);
	struct tapc_entry *found = NULL;
	unsigned long flags;
	int n;

	raw_spin_lock_irqsave(lock, flags);
	for (n = 0; n < TAPC_ENTRY_PROBES && !found; n++) {
		struct tapc_entry *e = &tapc_entries[home + n];

		if (!tapc_entry_mine(e, point, key, by_image))
			continue;
		e->busy = true;
		found = e;
	}
	raw_spin_unlock_irqrestore(lock, flags);
	return found;
}

void tapc_entry_drop(struct tapc_entry *e)
{
	tapc_entry_release(e, true);
}
