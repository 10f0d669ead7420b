// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * User processes for the process.* probes: which program a process runs,
 * whether it is the target's, and the processes kept until they end.
 *
 * A process("PATH") probe matches the processes whose executable is the
 * file at PATH: its inode, found when the session starts (a PATH that is
 * not there then matches nothing, as stap allows it). A process's end is
 * seen in sched_process_exit, after its memory (and so its executable)
 * is gone; so a process seen running a path that has end probes is kept
 * in a table, by thread group, with the paths it runs, until it ends or
 * execs. The processes already running such a path when the session
 * starts are kept then.
 */
#include <linux/fs.h>
#include <linux/namei.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <asm/syscall.h>

/* Processes kept at once (a power of two); more are not kept, and their
 * end is not seen. */
#ifndef TAPC_PROC_KEPT
#define TAPC_PROC_KEPT 4096
#endif

struct tapc_proc_kept {
	pid_t tgid;			/* 0: a free slot */
	u64 slots;			/* bit N: runs tapc_upaths[N] */
};

static struct tapc_proc_kept tapc_proc_kept[TAPC_PROC_KEPT];
static DEFINE_RAW_SPINLOCK(tapc_proc_lock);

static unsigned int tapc_proc_hash(pid_t tgid)
{
	return hash_32((u32)tgid, ilog2(TAPC_PROC_KEPT));
}

/* The slot of `tgid`, or of the free slot where it would go; -1 when
 * the table is full. Called with the lock held. */
static int tapc_proc_find(pid_t tgid)
{
	unsigned int i = tapc_proc_hash(tgid);
	int n;

	for (n = 0; n < TAPC_PROC_KEPT; n++, i = (i + 1) & (TAPC_PROC_KEPT - 1))
		if (!tapc_proc_kept[i].tgid || tapc_proc_kept[i].tgid == tgid)
			return i;
	return -1;
}

static void tapc_proc_keep(pid_t tgid, int slot)
{
	unsigned long flags;
	int i;

	raw_spin_lock_irqsave(&tapc_proc_lock, flags);
	i = tapc_proc_find(tgid);
	if (i >= 0) {
		tapc_proc_kept[i].tgid = tgid;
		tapc_proc_kept[i].slots |= 1ULL << slot;
	}
	raw_spin_unlock_irqrestore(&tapc_proc_lock, flags);
}

/* Empties slot i, moving back the entries after it that would no longer
 * be found (linear probing's deletion). Called with the lock held. */
static void tapc_proc_drop(unsigned int i)
{
	unsigned int mask = TAPC_PROC_KEPT - 1, j = i;

	for (;;) {
		tapc_proc_kept[i].tgid = 0;
		tapc_proc_kept[i].slots = 0;
		for (;;) {
			unsigned int home;

			j = (j + 1) & mask;
			if (!tapc_proc_kept[j].tgid)
				return;
			home = tapc_proc_hash(tapc_proc_kept[j].tgid);
			/* stays if its home is cyclically in (i, j] */
			if (i <= j ? (i < home && home <= j)
				   : (i < home || home <= j))
				continue;
			break;
		}
		tapc_proc_kept[i] = tapc_proc_kept[j];
		i = j;
	}
}

void tapc_proc_track(const struct tapc_upath *u)
{
	tapc_proc_keep(current->tgid, u->slot);
}

bool tapc_proc_tracked(const struct tapc_upath *u)
{
	unsigned long flags;
	bool kept;
	int i;

	raw_spin_lock_irqsave(&tapc_proc_lock, flags);
	i = tapc_proc_find(current->tgid);
	kept = i >= 0 && tapc_proc_kept[i].tgid &&
	       (tapc_proc_kept[i].slots & (1ULL << u->slot));
	raw_spin_unlock_irqrestore(&tapc_proc_lock, flags);
	return kept;
}

void tapc_proc_untrack(void)
{
	unsigned long flags;
	int i;

	raw_spin_lock_irqsave(&tapc_proc_lock, flags);
	i = tapc_proc_find(current->tgid);
	if (i >= 0 && tapc_proc_kept[i].tgid)
		tapc_proc_drop(i);
	raw_spin_unlock_irqrestore(&tapc_proc_lock, flags);
}

/* Whether `mm`'s executable is the file of `u`; mm->exe_file is RCU's. */
static bool tapc_mm_runs(struct mm_struct *mm, const struct tapc_upath *u)
{
	const struct inode *inode = READ_ONCE(u->inode);
	struct file *exe;
	bool runs;

	if (!mm || !inode)
		return false;
	rcu_read_lock();
	exe = rcu_dereference(mm->exe_file);
	runs = exe && (file_inode(exe) == inode ||
		       file_inode(exe) == READ_ONCE(u->real_inode));
	rcu_read_unlock();
	return runs;
}

bool tapc_proc_runs(const struct tapc_upath *u)
{
	if (current->flags & PF_KTHREAD)
		return false;
	return tapc_mm_runs(current->mm, u);
}

/* t->mm is stable under t's lock. */
bool tapc_task_runs(struct task_struct *t, const struct tapc_upath *u)
{
	bool runs;

	task_lock(t);
	runs = !(t->flags & PF_KTHREAD) && tapc_mm_runs(t->mm, u);
	task_unlock(t);
	return runs;
}

bool tapc_proc_in_target(void)
{
	return tapc_task_in_target(current);
}

bool tapc_task_in_target(struct task_struct *task)
{
	struct task_struct *t, *parent;
	bool in = false;

	if (!tapc_target)
		return true;
	rcu_read_lock();
	for (t = task; t->pid > 0; t = parent) {
		if (t->tgid == tapc_target) {
			in = true;
			break;
		}
		parent = rcu_dereference(t->real_parent);
		if (parent == t)
			break;
	}
	rcu_read_unlock();
	return in;
}

bool tapc_proc_execs_command(void)
{
	static atomic_t done;
	bool child;

	if (!tapc_target || current->tgid != tapc_target)
		return false;
	rcu_read_lock();
	child = rcu_dereference(current->real_parent)->tgid == tapc_runner_pid;
	rcu_read_unlock();
	return child && !atomic_xchg(&done, 1);
}

bool tapc_proc_group_dead(void)
{
	return atomic_read(&current->signal->live) == 0;
}

long tapc_proc_syscall_arg(struct pt_regs *regs, int i)
{
	unsigned long args[6];

	if (!regs || i < 0 || i >= 6)
		return 0;
	syscall_get_arguments(current, regs, args);
	return (long)args[i];
}

/* The processes running `u` now, kept. */
static void tapc_proc_keep_running(const struct tapc_upath *u)
{
	struct task_struct *t;

	rcu_read_lock();
	for_each_process(t)
		if (tapc_task_runs(t, u))
			tapc_proc_keep(t->tgid, u->slot);
	rcu_read_unlock();
}

/* A path is resolved when the session starts; it fires nothing itself. */
static int tapc_upath_reg(const struct tapc_probe_point *p)
{
	struct tapc_upath *u = p->slot;

	if (kern_path(u->path, LOOKUP_FOLLOW, &u->kpath))
		return 0;
	WRITE_ONCE(u->real_inode, d_real_inode(u->kpath.dentry));
	WRITE_ONCE(u->inode, d_inode(u->kpath.dentry));
	if (u->tracked)
		tapc_proc_keep_running(u);
	return 0;
}

static void tapc_upath_unreg(const struct tapc_probe_point *p)
{
	struct tapc_upath *u = p->slot;

	if (!u->inode)
		return;
	WRITE_ONCE(u->inode, NULL);
	path_put(&u->kpath);
}

const struct tapc_point_ops tapc_upath_ops = {
	.reg = tapc_upath_reg,
	.unreg = tapc_upath_unreg,
	.inert = true,
};
