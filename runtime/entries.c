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
 * An entry is filled and read in place by its thread alone, and no lock
 * is taken. A bucket has a mask of its places in use, and each place an
 * owner word: a thread makes a free place its own by setting its bit
 * (test_and_set_bit), writes its tid into the word, fills the entry and
 * publishes it with a store-release of the word's `ready` bit; its
 * return finds its tid and `ready` among the words of the places in
 * use, clears `ready` (the entry is being read), reads the entry, and
 * frees the place: the word's tid cleared with a store-release, then the
 * place's bit. Only the thread whose tid the word holds touches the
 * place, but for one case: a ready entry whose thread has ended, or
 * exec'd (a uprobe's), is taken back by a cmpxchg of its word as it was
 * read, after reading what the entry says of its thread; each claim
 * counts in the word's low bits, so that a word that changed in between,
 * even back to the same tid (reused), fails the cmpxchg. A live thread's
 * entry is never judged gone, so its thread and a taker never race on
 * one place. Its record is its own `vals`, or, when the script keeps
 * strings (@entry() of a string), its row of the script's area
 * (tapc_script.entry_area), the strings' text after the values, as a
 * kretprobe's instance holds them.
 *
 * Who calls it: the sys_enter and sys_exit tracepoints' handlers and the
 * uprobe and uretprobe consumers, all in the calling thread's task
 * context (never in an interrupt or NMI: no handler there reaches the
 * table), preemptible or not; nothing here sleeps or waits. A handler
 * interrupted, or preempted and moved to another CPU, between its claim
 * and its ready leaves a place no other thread takes (not ready), and a
 * nested claim by the same thread would only see it as not its own.
 *
 * The table is the module's: fixed, never allocating, in buckets of
 * TAPC_ENTRY_PROBES places: a call's entry lives in the bucket its
 * thread and key hash to, so that threads on other CPUs mostly write
 * other buckets' lines. With syscall.*.return on every system call, one
 * lock for the table was a line every CPU bounced four times per call;
 * a lock per bucket cost more instructions than the one lock (and the
 * walk over every place of a bucket at each claim most of all), as
 * bench/'s hit_return_entry measured: here a claim and a return walk
 * only the places in use, none in the common case but their own.
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

/* An owner word: the thread's tid above TAPC_ENTRY_TID_SHIFT (0: none
 * yet, or no more), below it the place's count of claims, then `ready`. */
#define TAPC_ENTRY_READY 1UL
#define TAPC_ENTRY_ONE_CLAIM 2UL
#define TAPC_ENTRY_TID_SHIFT 32
#define TAPC_ENTRY_COUNT_MASK ((1UL << TAPC_ENTRY_TID_SHIFT) - TAPC_ENTRY_ONE_CLAIM)

static_assert(sizeof(unsigned long) == 8, "an owner word holds a tid and a count");
static_assert(TAPC_ENTRY_PROBES <= BITS_PER_LONG, "a bucket's places are bits of a word");

static struct tapc_entry tapc_entries[TAPC_ENTRIES];

/* a bucket's mask and owner words, apart from the entries, on lines of
 * their own */
static struct tapc_entry_bucket {
	unsigned long used;		/* a bit per place: taken */
	unsigned long owner[TAPC_ENTRY_PROBES];
} ____cacheline_aligned_in_smp tapc_entry_buckets[TAPC_ENTRY_BUCKETS];

static u32 tapc_entry_tid(unsigned long word)
{
	return word >> TAPC_ENTRY_TID_SHIFT;
}

/* The word for `tid`'s claim of a place whose word was `word`. */
static unsigned long tapc_entry_claimed(unsigned long word, u32 tid)
{
	return ((unsigned long)tid << TAPC_ENTRY_TID_SHIFT) |
	       ((word + TAPC_ENTRY_ONE_CLAIM) & TAPC_ENTRY_COUNT_MASK);
}

/* Whether entry `e`, whose ready word holds the current thread's tid,
 * is the thread's entry into the call at `point` by `key`. */
static bool tapc_entry_mine(const struct tapc_entry *e, const void *point,
			    unsigned long key, const struct mm_struct *mm)
{
	return e->key == key && e->point == point &&
	       e->start_time == current->start_time && e->mm == mm;
}

/* Whether the thread that made the ready entry `e` (its word's `tid`)
 * has ended or exec'd since. */
static bool tapc_entry_stale(const struct tapc_entry *e, u32 tid)
{
	struct task_struct *t;
	bool stale;

	rcu_read_lock();
	t = pid_task(find_pid_ns(tid, &init_pid_ns), PIDTYPE_PID);
	stale = !t || t->start_time != READ_ONCE(e->start_time) ||
		(READ_ONCE(e->mm) && READ_ONCE(t->mm) != READ_ONCE(e->mm));
	rcu_read_unlock();
	return stale;
}

int64_t *tapc_entry_record(struct tapc_entry *e)
{
	if (!tapc_script.entry_area)
		return e->vals;
	return tapc_script.entry_area +
	       (e - tapc_entries) * tapc_script.entry_record_words;
}

/* The place in bucket `b` of the current thread's ready entry into the
 * call at `point` by `key`, or -1: only the places in use are looked at. */
static int tapc_entry_mine_at(const struct tapc_entry_bucket *b, unsigned int first,
			      const void *point, unsigned long key,
			      const struct mm_struct *mm)
{
	unsigned long used = READ_ONCE(b->used);
	u32 tid = current->pid;

	while (used) {
		unsigned int n = __ffs(used);
		unsigned long word = READ_ONCE(b->owner[n]);

		used &= used - 1;
		if (tapc_entry_tid(word) == tid && (word & TAPC_ENTRY_READY) &&
		    tapc_entry_mine(&tapc_entries[first + n], point, key, mm))
			return n;
	}
	return -1;
}

/* The place for the current thread's call in bucket `b`: its own entry
 * of the same call, else a free place, else one a gone thread left,
 * taken; NULL when none is left. */
static struct tapc_entry *tapc_entry_place(struct tapc_entry_bucket *b,
					   unsigned int first, const void *point,
					   unsigned long key,
					   const struct mm_struct *mm)
{
	u32 tid = current->pid;
	unsigned int n;
	int mine;

	/* its own, left by a call that never returned: no other thread
	 * takes a live thread's place */
	mine = tapc_entry_mine_at(b, first, point, key, mm);
	if (mine >= 0) {
		WRITE_ONCE(b->owner[mine], tapc_entry_claimed(b->owner[mine], tid));
		return &tapc_entries[first + mine];
	}
	for (;;) {
		unsigned long used = READ_ONCE(b->used);

		if (used == (~0UL >> (BITS_PER_LONG - TAPC_ENTRY_PROBES)))
			break;
		n = ffz(used);
		if (test_and_set_bit(n, &b->used))
			continue;	/* another thread's, meanwhile */
		WRITE_ONCE(b->owner[n], tapc_entry_claimed(b->owner[n], tid));
		return &tapc_entries[first + n];
	}
	for (n = 0; n < TAPC_ENTRY_PROBES; n++) {
		/* the entry read after its word, as it was published */
		unsigned long word = smp_load_acquire(&b->owner[n]);

		if ((word & TAPC_ENTRY_READY) &&
		    tapc_entry_stale(&tapc_entries[first + n], tapc_entry_tid(word)) &&
		    cmpxchg(&b->owner[n], word, tapc_entry_claimed(word, tid)) == word)
			return &tapc_entries[first + n];
	}
	return NULL;
}

/* The first place of the bucket of the current thread's call by `key`. */
static unsigned int tapc_entry_home(unsigned long key)
{
	return (hash_64((u64)current->pid ^ key, 32) % TAPC_ENTRY_BUCKETS) *
	       TAPC_ENTRY_PROBES;
}

/* The owner word of the place of `e`, and its bucket's mask bit. */
static unsigned long *tapc_entry_word(const struct tapc_entry *e,
				      unsigned long **used, unsigned int *bit)
{
	unsigned int i = e - tapc_entries;
	struct tapc_entry_bucket *b = &tapc_entry_buckets[i / TAPC_ENTRY_PROBES];

	*used = &b->used;
	*bit = i % TAPC_ENTRY_PROBES;
	return &b->owner[*bit];
}

struct tapc_entry *tapc_entry_claim(const void *point, unsigned long key,
				    bool by_image)
{
	const struct mm_struct *mm = by_image ? current->mm : NULL;
	unsigned int first = tapc_entry_home(key);
	struct tapc_entry *e;

	e = tapc_entry_place(&tapc_entry_buckets[first / TAPC_ENTRY_PROBES], first,
			     point, key, mm);
	if (!e) {
		atomic_inc(&tapc_skipped);
		return NULL;
	}
	e->start_time = current->start_time;
	e->mm = mm;
	e->point = point;
	e->key = key;
	memset(tapc_entry_record(e), 0, tapc_script.entry_area
	       ? tapc_script.entry_record_words * sizeof(int64_t)
	       : sizeof(e->vals));
	return e;
}

void tapc_entry_ready(struct tapc_entry *e)
{
	unsigned long *used;
	unsigned int bit;
	unsigned long *owner = tapc_entry_word(e, &used, &bit);

	/* what was written into the entry, before the word says so */
	smp_store_release(owner, READ_ONCE(*owner) | TAPC_ENTRY_READY);
}

struct tapc_entry *tapc_entry_find(const void *point, unsigned long key,
				   bool by_image)
{
	unsigned int first = tapc_entry_home(key);
	struct tapc_entry_bucket *b = &tapc_entry_buckets[first / TAPC_ENTRY_PROBES];
	int n = tapc_entry_mine_at(b, first, point, key, by_image ? current->mm : NULL);

	if (n < 0)
		return NULL;
	/* being read: no other claim of the thread takes it, and no other
	 * thread does (it is live) */
	WRITE_ONCE(b->owner[n], b->owner[n] & ~TAPC_ENTRY_READY);
	return &tapc_entries[first + n];
}

void tapc_entry_drop(struct tapc_entry *e)
{
	unsigned long *used;
	unsigned int bit;
	unsigned long *owner = tapc_entry_word(e, &used, &bit);

	/* its tid gone, the count kept; the entry read and the word
	 * written before the place is another's */
	WRITE_ONCE(*owner, *owner & TAPC_ENTRY_COUNT_MASK);
	clear_bit_unlock(bit, used);
}
