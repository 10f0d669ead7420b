// SPDX-License-Identifier: GPL-2.0
/*
 * The calls in flight whose returns read what their entries kept
 * (parameters, @entry() values) where the kernel carries nothing from the
 * entry to the return: uretprobes (process returns), and the sys_enter
 * and sys_exit tracepoints (syscall.NAME.return). Each entry is kept by
 * thread, point and a key of the call: a uprobe's the stack pointer (the
 * depth of the call: the return finds it 8 bytes up, the return address
 * popped), a system call's none, a thread having one in flight at most.
 * The return finds its entry and drops it.
 *
 * The table is the module's: fixed, under a raw lock, never allocating.
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
#ifndef TAPC_ENTRIES
#define TAPC_ENTRIES 256
#endif
#define TAPC_ENTRY_PROBES 16

static struct tapc_entry tapc_entries[TAPC_ENTRIES];
static DEFINE_RAW_SPINLOCK(tapc_entry_lock);

static unsigned int tapc_entry_home(pid_t tid, unsigned long key)
{
	return hash_64((u64)tid ^ key, 32) % TAPC_ENTRIES;
}

static bool tapc_entry_mine(const struct tapc_entry *e, const void *point,
			    unsigned long key, bool by_image)
{
	return e->tid == current->pid && e->key == key && e->point == point &&
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

/* The place of the entry of the call: its own, a free one, else one a
 * gone thread left; NULL when none. Called with the lock held. */
static struct tapc_entry *tapc_entry_place(const void *point, unsigned long key,
					   bool by_image)
{
	unsigned int i = tapc_entry_home(current->pid, key);
	struct tapc_entry *free = NULL;
	int n;

	for (n = 0; n < TAPC_ENTRY_PROBES; n++) {
		struct tapc_entry *e = &tapc_entries[(i + n) % TAPC_ENTRIES];

		if (tapc_entry_mine(e, point, key, by_image))
			return e;
		if (!e->tid && !free)
			free = e;
	}
	for (n = 0; n < TAPC_ENTRY_PROBES && !free; n++) {
		struct tapc_entry *e = &tapc_entries[(i + n) % TAPC_ENTRIES];

		if (tapc_entry_stale(e))
			free = e;
	}
	return free;
}

bool tapc_entry_keep(const void *point, unsigned long key, bool by_image,
		     const struct pt_regs *regs, const int64_t *vals)
{
	struct tapc_entry *e;
	unsigned long flags;

	raw_spin_lock_irqsave(&tapc_entry_lock, flags);
	e = tapc_entry_place(point, key, by_image);
	if (e) {
		e->tid = current->pid;
		e->start_time = current->start_time;
		e->mm = by_image ? current->mm : NULL;
		e->point = point;
		e->key = key;
		if (regs)
			e->regs = *regs;
		memcpy(e->vals, vals, sizeof(e->vals));
	}
	raw_spin_unlock_irqrestore(&tapc_entry_lock, flags);
	if (!e)
		atomic_inc(&tapc_skipped);
	return e != NULL;
}

bool tapc_entry_take(const void *point, unsigned long key, bool by_image,
		     struct tapc_entry *out)
{
	unsigned int i = tapc_entry_home(current->pid, key);
	unsigned long flags;
	bool found = false;
	int n;

	raw_spin_lock_irqsave(&tapc_entry_lock, flags);
	for (n = 0; n < TAPC_ENTRY_PROBES && !found; n++) {
		struct tapc_entry *e = &tapc_entries[(i + n) % TAPC_ENTRIES];

		if (!tapc_entry_mine(e, point, key, by_image))
			continue;
		*out = *e;
		e->tid = 0;
		found = true;
	}
	raw_spin_unlock_irqrestore(&tapc_entry_lock, flags);
	return found;
}
