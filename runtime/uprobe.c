// SPDX-License-Identifier: GPL-2.0
/*
 * process("PATH").function(...): a uprobe on PATH's file at a function's
 * offset, or a uretprobe there for its return. The kernel places it in
 * every process that maps the file, those running now and those that
 * map it later, and removes it when it is unregistered; its handlers run
 * in the probed task's context, where the generated handler (up_I_J)
 * checks which processes the probe is for.
 *
 * Its points are TAPC_PROBE_OPS with tapc_uprobe_ops; the script's unit
 * gives each a pointer (its slot) where the registration keeps the
 * uprobe's state, allocated here, so that the script's unit needs no
 * kernel feature of its layout.
 *
 * 6.12 changed the API: uprobe_register returns the uprobe, which
 * uprobe_unregister_nosync takes, and uprobe_unregister_sync waits for
 * all handlers once (TAPC_HAVE_UPROBE_UNREGISTER_SYNC, a feature of the
 * kernel's).
 */
#include <linux/fs.h>
#include <linux/namei.h>
#include <linux/pid.h>
#include <linux/pid_namespace.h>
#include <linux/uprobes.h>

struct tapc_uprobe {
	struct uprobe_consumer uc;
	const struct tapc_probe_point *point;
	struct path path;		/* held while registered: a 9p file
					 * without a cache is a new inode at
					 * each lookup once its dentry goes */
	struct inode *inode;		/* NULL while not registered */
#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
	struct uprobe *uprobe;
#endif
};

int64_t tapc_uvar_read(unsigned long addr, int size, bool is_signed)
{
	u64 raw = 0;

	if (copy_from_user_nofault(&raw, (const void __user *)addr, size))
		return 0;
	return tapc_var_value(raw, size, is_signed);
}

static int tapc_uprobe_hit(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	struct tapc_uprobe *u = container_of(uc, struct tapc_uprobe, uc);

	u->point->handler(u->point, regs);
	return 0;
}

/*
 * The calls in flight whose returns read their parameters or @entry()
 * values: their registers and values kept at the entry, by thread, point
 * and stack pointer (the depth of the call: the return finds it 8 bytes
 * up, the return address popped), found and dropped at the return.
 * uretprobes carry nothing of their own from the entry, so the table is
 * the module's: fixed, under a raw lock, never allocating. An entry also
 * names its task's life (its start time) and image (its mm), so that a
 * thread that ended, or exec'd, with calls in flight (the kernel drops
 * their returns) leaves entries that match nothing and are taken back
 * when their place is needed; a call that never returns (longjmp) leaves
 * its entry until its thread ends or execs. When the few places a key
 * may take all hold live calls, the return is missed.
 */
#ifndef TAPC_UPROBE_ENTRIES
#define TAPC_UPROBE_ENTRIES 256
#endif
#define TAPC_UPROBE_PROBES 16

struct tapc_uentry {
	pid_t tid;			/* 0: free */
	u64 start_time;			/* the thread's */
	const struct mm_struct *mm;	/* its image when it called */
	const struct tapc_probe_point *point;
	unsigned long sp;
	struct pt_regs regs;
	int64_t vals[TAPC_UPROBE_ENTRY_VALS];
};

static struct tapc_uentry tapc_uentries[TAPC_UPROBE_ENTRIES];
static DEFINE_RAW_SPINLOCK(tapc_uentry_lock);

static unsigned int tapc_uentry_home(pid_t tid, unsigned long sp)
{
	return hash_64((u64)tid ^ sp, 32) % TAPC_UPROBE_ENTRIES;
}

static bool tapc_uentry_mine(const struct tapc_uentry *e,
			     const struct tapc_probe_point *p, unsigned long sp)
{
	return e->tid == current->pid && e->sp == sp && e->point == p &&
	       e->start_time == current->start_time && e->mm == current->mm;
}

/* Whether the thread that made entry `e` has ended or exec'd since. */
static bool tapc_uentry_stale(const struct tapc_uentry *e)
{
	struct task_struct *t;
	bool stale;

	rcu_read_lock();
	t = pid_task(find_pid_ns(e->tid, &init_pid_ns), PIDTYPE_PID);
	stale = !t || t->start_time != e->start_time || READ_ONCE(t->mm) != e->mm;
	rcu_read_unlock();
	return stale;
}

/* The place of the entry of the call at `sp`: its own, a free one, else
 * one a gone thread left; NULL when none. Called with the lock held. */
static struct tapc_uentry *tapc_uentry_place(const struct tapc_probe_point *p,
					     unsigned long sp)
{
	unsigned int i = tapc_uentry_home(current->pid, sp);
	struct tapc_uentry *free = NULL;
	int n;

	for (n = 0; n < TAPC_UPROBE_PROBES; n++) {
		struct tapc_uentry *e = &tapc_uentries[(i + n) % TAPC_UPROBE_ENTRIES];

		if (tapc_uentry_mine(e, p, sp))
			return e;
		if (!e->tid && !free)
			free = e;
	}
	for (n = 0; n < TAPC_UPROBE_PROBES && !free; n++) {
		struct tapc_uentry *e = &tapc_uentries[(i + n) % TAPC_UPROBE_ENTRIES];

		if (tapc_uentry_stale(e))
			free = e;
	}
	return free;
}

static int tapc_uprobe_keep(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	struct tapc_uprobe *u = container_of(uc, struct tapc_uprobe, uc);
	const struct tapc_probe_point *p = u->point;
	int64_t vals[TAPC_UPROBE_ENTRY_VALS] = { 0 };
	struct tapc_uentry *e;
	unsigned long flags;

	/* outside the lock: the values are the probe's code */
	if (p->entry_save)
		p->entry_save(p, regs, vals);
	raw_spin_lock_irqsave(&tapc_uentry_lock, flags);
	e = tapc_uentry_place(p, regs->sp);
	if (e) {
		e->tid = current->pid;
		e->start_time = current->start_time;
		e->mm = current->mm;
		e->point = p;
		e->sp = regs->sp;
		e->regs = *regs;
		memcpy(e->vals, vals, sizeof(vals));
	}
	raw_spin_unlock_irqrestore(&tapc_uentry_lock, flags);
	return 0;
}

/* The entry of the call returning now into `out`, dropped from the
 * table; false when none. */
static bool tapc_uprobe_entry(const struct tapc_probe_point *p,
			      struct pt_regs *regs, struct tapc_uentry *out)
{
	unsigned long sp = regs->sp - sizeof(unsigned long);
	unsigned int i = tapc_uentry_home(current->pid, sp);
	unsigned long flags;
	bool found = false;
	int n;

	raw_spin_lock_irqsave(&tapc_uentry_lock, flags);
	for (n = 0; n < TAPC_UPROBE_PROBES && !found; n++) {
		struct tapc_uentry *e = &tapc_uentries[(i + n) % TAPC_UPROBE_ENTRIES];

		if (!tapc_uentry_mine(e, p, sp))
			continue;
		*out = *e;
		e->tid = 0;
		found = true;
	}
	raw_spin_unlock_irqrestore(&tapc_uentry_lock, flags);
	return found;
}

static int tapc_uprobe_return(struct uprobe_consumer *uc, unsigned long func,
			      struct pt_regs *regs)
{
	struct tapc_uprobe *u = container_of(uc, struct tapc_uprobe, uc);
	const struct tapc_probe_point *p = u->point;
	struct tapc_uentry entry;

	if (!p->entry_handler)
		p->handler(p, regs);
	else if (tapc_uprobe_entry(p, regs, &entry))
		p->entry_handler(p, regs, &entry.regs, entry.vals);
	else
		p->entry_handler(p, regs, NULL, NULL);
	return 0;
}

static void tapc_uprobe_free(const struct tapc_probe_point *p)
{
	struct tapc_uprobe **slot = p->slot;

	kfree(*slot);
	*slot = NULL;
}

static int tapc_uprobe_reg(const struct tapc_probe_point *p)
{
	struct tapc_uprobe **slot = p->slot;
	struct tapc_uprobe *u;
	int rc;

	u = kzalloc(sizeof(*u), GFP_KERNEL);
	if (!u)
		return -ENOMEM;
	*slot = u;
	rc = kern_path(p->path, LOOKUP_FOLLOW, &u->path);
	if (rc) {
		tapc_uprobe_free(p);
		return rc;
	}
	u->inode = d_inode(u->path.dentry);
	u->point = p;
	memset(&u->uc, 0, sizeof(u->uc));
	if (p->ret)
		u->uc.ret_handler = tapc_uprobe_return;
	if (!p->ret)
		u->uc.handler = tapc_uprobe_hit;
	else if (p->entry_handler)
		u->uc.handler = tapc_uprobe_keep;
#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
	u->uprobe = uprobe_register(u->inode, p->offset, p->ref_ctr_offset,
				    &u->uc);
	rc = IS_ERR(u->uprobe) ? PTR_ERR(u->uprobe) : 0;
#else
	/* the semaphore goes up in each process that maps the file, now
	 * and later, and down when the uprobe goes */
	rc = p->ref_ctr_offset
		? uprobe_register_refctr(u->inode, p->offset,
					 p->ref_ctr_offset, &u->uc)
		: uprobe_register(u->inode, p->offset, &u->uc);
#endif
	if (rc) {
		path_put(&u->path);
		tapc_uprobe_free(p);
	}
	return rc;
}

static void tapc_uprobe_unreg(const struct tapc_probe_point *p)
{
	struct tapc_uprobe *u = *(struct tapc_uprobe **)p->slot;

	if (!u)
		return;
#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
	uprobe_unregister_nosync(u->uprobe, &u->uc);
#else
	/* waits for the handlers running on it */
	uprobe_unregister(u->inode, p->offset, &u->uc);
	path_put(&u->path);
	tapc_uprobe_free(p);
#endif
}

#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC

/* One wait for every handler, then the paths go. */
static void tapc_uprobe_sync(void)
{
	int i;

	uprobe_unregister_sync();
	for (i = 0; i < tapc_script.npoints; i++) {
		const struct tapc_probe_point *p = &tapc_script.points[i];
		struct tapc_uprobe *u;

		if (p->kind != TAPC_PROBE_OPS || p->ops != &tapc_uprobe_ops)
			continue;
		u = *(struct tapc_uprobe **)p->slot;
		if (!u)
			continue;
		path_put(&u->path);
		tapc_uprobe_free(p);
	}
}
#endif

const struct tapc_point_ops tapc_uprobe_ops = {
	.reg = tapc_uprobe_reg,
	.unreg = tapc_uprobe_unreg,
#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
	.sync = tapc_uprobe_sync,
#endif
};
