// SPDX-License-Identifier: GPL-2.0
/*
 * Per-CPU output rings, drained by reads of /proc/tapc_NAME/{out,msg}.
 *
 * Each ring has one producer, the probe hit that owns the CPU's context
 * (so never two at once, even in NMI: a second hit on a busy context is
 * skipped), and one consumer, the reader under read_mutex. So the ring
 * needs no lock: the producer publishes `head` with a release store, the
 * consumer frees space by publishing `tail` the same way.
 *
 * A ring holds records: a header with the length and a sequence number
 * taken from a counter shared by all CPUs, then the bytes, padded to 8.
 * A record is written whole or not at all (then counted as lost), and the
 * reader always takes the oldest record among all CPUs, so output comes
 * out in the order hits committed it, never interleaved within a record.
 *
 * While no runner is attached (ch->overwrite, set and cleared by
 * control.c), nobody reads, and a full ring gives up its oldest records
 * for the new one, as stap's relay buffers do in flight recorder mode:
 * then the producer moves `tail` itself. control.c clears the flag, then
 * waits for every producer that may have seen it set (they run with
 * interrupts off: synchronize_rcu()), before anyone reads again.
 */

struct tapc_ring {
	char *data;
	unsigned long size;	/* a power of two */
	unsigned long head;	/* next byte the producer writes */
	unsigned long tail;	/* next byte the consumer reads */
};

struct tapc_record {
	u32 len;		/* bytes of data that follow */
	u32 pad;
	u64 seq;
};

static unsigned long tapc_record_size(u32 len)
{
	return sizeof(struct tapc_record) + ALIGN(len, 8);
}

/* Copies in or out of the ring at free-running position `pos`, wrapping. */
static void tapc_ring_put(struct tapc_ring *r, unsigned long pos,
			  const void *src, size_t n)
{
	unsigned long off = pos & (r->size - 1);
	size_t first = min_t(size_t, n, r->size - off);

	memcpy(r->data + off, src, first);
	memcpy(r->data, (const char *)src + first, n - first);
}

static void tapc_ring_get(struct tapc_ring *r, unsigned long pos, void *dst,
			  size_t n)
{
	unsigned long off = pos & (r->size - 1);
	size_t first = min_t(size_t, n, r->size - off);

	memcpy(dst, r->data + off, first);
	memcpy((char *)dst + first, r->data, n - first);
}

static int tapc_ring_to_user(struct tapc_ring *r, unsigned long pos,
			     char __user *dst, size_t n)
{
	unsigned long off = pos & (r->size - 1);
	size_t first = min_t(size_t, n, r->size - off);

	if (copy_to_user(dst, r->data + off, first) ||
	    copy_to_user(dst + first, r->data, n - first))
		return -EFAULT;
	return 0;
}

static int tapc_channel_init(struct tapc_channel *ch, size_t size_per_cpu)
{
	/* Room for at least a few full print buffers. */
	unsigned long size = roundup_pow_of_two(max_t(size_t, size_per_cpu,
						      4 * TAPC_PRINT_BUF_SIZE));
	int cpu;

	ch->rings = kcalloc(nr_cpu_ids, sizeof(*ch->rings), GFP_KERNEL);
	if (!ch->rings)
		return -ENOMEM;
	atomic64_set(&ch->seq, 0);
	atomic_set(&ch->lost, 0);
	mutex_init(&ch->read_mutex);
	ch->cur_cpu = -1;
	ch->cur_off = 0;
	for_each_possible_cpu(cpu) {
		struct tapc_ring *r = &ch->rings[cpu];

		r->data = kvmalloc_node(size, GFP_KERNEL, cpu_to_node(cpu));
		if (!r->data) {
			tapc_channel_free(ch);
			return -ENOMEM;
		}
		r->size = size;
		tapc_mem_count(TAPC_MEM_OUTPUT, size);
	}
	return 0;
}

static void tapc_channel_free(struct tapc_channel *ch)
{
	int cpu;

	if (!ch->rings)
		return;
	for_each_possible_cpu(cpu)
		kvfree(ch->rings[cpu].data);
	kfree(ch->rings);
	ch->rings = NULL;
}

/* Overwriting (no reader): the oldest records of `r` give up room for
 * `need` bytes; the new tail. */
static unsigned long tapc_ring_drop_oldest(struct tapc_ring *r,
					   unsigned long head,
					   unsigned long tail,
					   unsigned long need)
{
	while (need > r->size - (head - tail)) {
		struct tapc_record old;

		tapc_ring_get(r, tail, &old, sizeof(old));
		tail += tapc_record_size(old.len);
	}
	smp_store_release(&r->tail, tail);
	return tail;
}

/* Producer: called by the owner of `cpu`'s context, with interrupts off. */
static bool tapc_channel_write(struct tapc_channel *ch, int cpu,
			       const struct tapc_piece *pieces, int npieces)
{
	struct tapc_ring *r = &ch->rings[cpu];
	unsigned long head = r->head;
	unsigned long tail = smp_load_acquire(&r->tail);
	struct tapc_record rec = { 0 };
	unsigned long pos;
	size_t len = 0;
	int i;

	for (i = 0; i < npieces; i++)
		len += pieces[i].n;
	if (len == 0)
		return true;
	if (len > U32_MAX || tapc_record_size(len) > r->size) {
		atomic_inc(&ch->lost);
		return false;
	}
	if (tapc_record_size(len) > r->size - (head - tail)) {
		if (!READ_ONCE(ch->overwrite)) {
			atomic_inc(&ch->lost);
			return false;
		}
		tail = tapc_ring_drop_oldest(r, head, tail,
					     tapc_record_size(len));
	}
	rec.len = len;
	rec.seq = atomic64_inc_return(&ch->seq);
	tapc_ring_put(r, head, &rec, sizeof(rec));
	pos = head + sizeof(rec);
	for (i = 0; i < npieces; i++) {
		tapc_ring_put(r, pos, pieces[i].p, pieces[i].n);
		pos += pieces[i].n;
	}
	/* The record's bytes before the head that makes them visible. */
	smp_store_release(&r->head, head + tapc_record_size(len));
	return true;
}

/* A runner attached (false) or left (true); process context. */
static void tapc_channel_set_overwrite(struct tapc_channel *ch, bool on)
{
	mutex_lock(&ch->read_mutex);
	if (on) {
		/* A record partly read may be dropped: the rest of it is
		 * given up now, and the next reader starts at a record. */
		if (ch->cur_cpu >= 0 && ch->cur_off) {
			struct tapc_ring *r = &ch->rings[ch->cur_cpu];
			struct tapc_record rec;

			tapc_ring_get(r, r->tail, &rec, sizeof(rec));
			smp_store_release(&r->tail,
					  r->tail + tapc_record_size(rec.len));
		}
		ch->cur_cpu = -1;
		ch->cur_off = 0;
		WRITE_ONCE(ch->overwrite, true);
	} else if (ch->overwrite) {
		WRITE_ONCE(ch->overwrite, false);
		/* producers that saw it set have moved their tails */
		synchronize_rcu();
	}
	mutex_unlock(&ch->read_mutex);
}

/* tapc_channel_write of one piece, a hit's print buffer: where the
 * record does not wrap, its header and bytes are written in place. */
static bool tapc_channel_write_one(struct tapc_channel *ch, int cpu,
				   const char *p, size_t len)
{
	struct tapc_ring *r = &ch->rings[cpu];
	unsigned long head = r->head;
	unsigned long tail = smp_load_acquire(&r->tail);
	unsigned long off = head & (r->size - 1);
	struct tapc_piece piece = { p, len };
	struct tapc_record *rec;

	if (len == 0 || len > U32_MAX ||
	    tapc_record_size(len) > r->size - (head - tail) ||
	    off + tapc_record_size(len) > r->size)
		return tapc_channel_write(ch, cpu, &piece, 1);
	rec = (struct tapc_record *)(r->data + off);
	rec->len = len;
	rec->pad = 0;
	rec->seq = atomic64_inc_return(&ch->seq);
	memcpy(rec + 1, p, len);
	/* The record's bytes before the head that makes them visible. */
	smp_store_release(&r->head, head + tapc_record_size(len));
	return true;
}

static bool tapc_channel_has_data(struct tapc_channel *ch)
{
	int cpu;

	for_each_possible_cpu(cpu) {
		struct tapc_ring *r = &ch->rings[cpu];

		if (READ_ONCE(r->head) != READ_ONCE(r->tail))
			return true;
	}
	return false;
}

/* The CPU whose next record is the oldest, or -1 if all are empty. */
static int tapc_channel_oldest(struct tapc_channel *ch)
{
	int cpu, best = -1;
	u64 best_seq = 0;

	for_each_possible_cpu(cpu) {
		struct tapc_ring *r = &ch->rings[cpu];
		struct tapc_record rec;

		if (smp_load_acquire(&r->head) == r->tail)
			continue;
		tapc_ring_get(r, r->tail, &rec, sizeof(rec));
		if (best < 0 || (s64)(rec.seq - best_seq) < 0) {
			best = cpu;
			best_seq = rec.seq;
		}
	}
	return best;
}

/* Consumer: copies up to `count` bytes of records, oldest first, whole
 * records where they fit; 0 when there is nothing to read. Process
 * context, may fault. */
static ssize_t tapc_channel_read(struct tapc_channel *ch, char __user *buf,
				 size_t count)
{
	size_t done = 0;
	int err = 0;

	mutex_lock(&ch->read_mutex);
	if (ch->overwrite) {
		/* the producers own the tails now */
		mutex_unlock(&ch->read_mutex);
		return -EBUSY;
	}
	while (done < count) {
		struct tapc_record rec;
		struct tapc_ring *r;
		size_t n;

		if (ch->cur_cpu < 0) {
			ch->cur_cpu = tapc_channel_oldest(ch);
			ch->cur_off = 0;
			if (ch->cur_cpu < 0)
				break;
		}
		r = &ch->rings[ch->cur_cpu];
		tapc_ring_get(r, r->tail, &rec, sizeof(rec));
		/* A record is split only when it alone is more than the
		 * reader asked for: a runner that stops between reads (-L)
		 * has then shown whole records, never half a line. */
		if (done && ch->cur_off == 0 && rec.len > count - done) {
			ch->cur_cpu = -1;
			break;
		}
		n = min_t(size_t, rec.len - ch->cur_off, count - done);
		if (tapc_ring_to_user(r, r->tail + sizeof(rec) + ch->cur_off,
				      buf + done, n)) {
			err = -EFAULT;
			break;
		}
		done += n;
		ch->cur_off += n;
		if (ch->cur_off == rec.len) {
			/* Done reading before the producer may reuse it. */
			smp_store_release(&r->tail,
					  r->tail + tapc_record_size(rec.len));
			ch->cur_cpu = -1;
		}
	}
	mutex_unlock(&ch->read_mutex);
	return done ? done : err;
}
