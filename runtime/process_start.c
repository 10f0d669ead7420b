// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * process.begin and process.thread.begin for the processes and threads
 * already running when the session starts: stap runs them once for each,
 * in its own context, as the session starts.
 *
 * When the points register (the raw_syscalls tracepoints are already
 * registered), the threads that the script's begin points see (the
 * generated `wanted`) are kept in a table by thread id and start time.
 * Once the session runs, each is nudged as a signal would: a task_work
 * added with TWA_SIGNAL wakes it from an interruptible sleep, its system
 * call returning to be restarted, or takes it out of user space. The
 * first system call entry or exit of a kept thread after that (or of one
 * that was forked before the walk and had not yet returned from the
 * fork) takes it off the table, in the tracepoint's handler, and runs
 * its begin points there. A thread that never makes a system call again
 * (it spins in user space, or stays stopped) begins when it does.
 *
 * The kernel exports no way to cancel a task_work, and the module may be
 * gone before a stopped thread runs its work: so the work's function is
 * the kernel's own kfree() of the work, and nothing of the module's is
 * left to run. Threads are found with RCU and kept referenced until
 * nudged; the table is read without a lock (it does not change once
 * filled but for a taken entry's id) and freed when the tracepoints'
 * handlers are done with it.
 */
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/task_work.h>

struct tapc_start_entry {
	pid_t tid;			/* 0: free; TAPC_START_TAKEN: begun */
	u64 start_time;			/* the thread's: a reused tid differs */
};

#define TAPC_START_TAKEN ((pid_t)-1)

static struct tapc_start_entry *tapc_start_table;
static unsigned int tapc_start_bits;
static atomic_t tapc_start_pending;	/* entries not yet taken */
static struct task_struct **tapc_start_tasks;	/* to nudge, referenced */
static unsigned int tapc_start_ntasks;

/* Takes `t`'s entry: true when it was there, not yet taken. */
static bool tapc_start_take(struct task_struct *t)
{
	unsigned int mask = (1U << tapc_start_bits) - 1;
	unsigned int i = hash_32((u32)t->pid, tapc_start_bits), n;

	for (n = 0; n <= mask; n++, i = (i + 1) & mask) {
		struct tapc_start_entry *e = &tapc_start_table[i];
		pid_t tid = READ_ONCE(e->tid);

		if (!tid)
			return false;
		if (tid != t->pid || e->start_time != t->start_time)
			continue;
		if (cmpxchg(&e->tid, tid, TAPC_START_TAKEN) != tid)
			return false;
		atomic_dec(&tapc_start_pending);
		return true;
	}
	return false;
}

bool tapc_proc_start_claim(void)
{
	if (likely(!atomic_read_acquire(&tapc_start_pending)))
		return false;
	/* a hit before the session runs would be refused: keep it */
	if (atomic_read(&tapc_state) != TAPC_RUNNING)
		return false;
	return tapc_start_take(current);
}

/* Called under rcu_read_lock. The -c command, held by the runner until
 * the session runs, begins at its exec. */
static bool tapc_start_wants(const struct tapc_proc_start *ps,
			     struct task_struct *t)
{
	if (t->flags & (PF_KTHREAD | PF_EXITING | PF_IO_WORKER))
		return false;
	if (tapc_target && t->tgid == tapc_target &&
	    rcu_dereference(t->real_parent)->tgid == tapc_runner_pid)
		return false;
	return ps->wanted(t);
}

static void tapc_start_keep(struct task_struct *t)
{
	unsigned int mask = (1U << tapc_start_bits) - 1;
	unsigned int i = hash_32((u32)t->pid, tapc_start_bits);

	while (tapc_start_table[i].tid)
		i = (i + 1) & mask;
	tapc_start_table[i].start_time = t->start_time;
	tapc_start_table[i].tid = t->pid;
	get_task_struct(t);
	tapc_start_tasks[tapc_start_ntasks++] = t;
}

static void tapc_start_free(void)
{
	unsigned int i;

	for (i = 0; i < tapc_start_ntasks; i++)
		put_task_struct(tapc_start_tasks[i]);
	tapc_start_ntasks = 0;
	kvfree(tapc_start_tasks);
	tapc_start_tasks = NULL;
}

/* Threads that start meanwhile have room; those past it (all forked
 * after the tracepoints were registered) begin at their fork's return. */
static int tapc_proc_start_reg(const struct tapc_probe_point *p)
{
	const struct tapc_proc_start *ps = p->slot;
	struct task_struct *g, *t;
	unsigned int n = 0, room;

	rcu_read_lock();
	for_each_process_thread(g, t)
		n++;
	rcu_read_unlock();
	room = n + n / 8 + 16;
	tapc_start_bits = ilog2(roundup_pow_of_two(2 * room));
	tapc_start_table = kvcalloc(1U << tapc_start_bits,
				    sizeof(*tapc_start_table), GFP_KERNEL);
	tapc_start_tasks = kvcalloc(room, sizeof(*tapc_start_tasks), GFP_KERNEL);
	if (!tapc_start_table || !tapc_start_tasks) {
		kvfree(tapc_start_table);
		tapc_start_table = NULL;
		tapc_start_free();
		return -ENOMEM;
	}
	rcu_read_lock();
	for_each_process_thread(g, t)
		if (tapc_start_ntasks < room && tapc_start_wants(ps, t))
			tapc_start_keep(t);
	rcu_read_unlock();
	atomic_set_release(&tapc_start_pending, tapc_start_ntasks);
	return 0;
}

/* Nudges each kept thread; one the work cannot reach (it is exiting)
 * makes no more system calls, and is taken off. Without memory for the
 * work, a thread begins at its next system call. */
static void tapc_proc_start_started(const struct tapc_probe_point *p)
{
	unsigned int i;

	for (i = 0; i < tapc_start_ntasks; i++) {
		struct task_struct *t = tapc_start_tasks[i];
		struct callback_head *work = kmalloc(sizeof(*work), GFP_KERNEL);

		if (!work)
			continue;
		init_task_work(work, (task_work_func_t)(void *)kfree);
		if (task_work_add(t, work, TWA_SIGNAL)) {
			kfree(work);
			tapc_start_take(t);
		}
	}
	tapc_start_free();
}

static void tapc_proc_start_unreg(const struct tapc_probe_point *p)
{
	if (!tapc_start_table)
		return;
	atomic_set(&tapc_start_pending, 0);
	tapc_start_free();
	/* handlers that saw entries pending are done with the table */
	tracepoint_synchronize_unregister();
	kvfree(tapc_start_table);
	tapc_start_table = NULL;
}

const struct tapc_point_ops tapc_proc_start_ops = {
	.reg = tapc_proc_start_reg,
	.unreg = tapc_proc_start_unreg,
	.started = tapc_proc_start_started,
};
