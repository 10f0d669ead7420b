// SPDX-License-Identifier: GPL-2.0
/*
 * /proc/tapc_NAME/{ctl,out,msg} and the timer that wakes their readers.
 *
 * Probe handlers never wake anyone: a tracepoint can fire inside the
 * scheduler or with the waitqueue's own lock held. Instead a timer looks
 * every TAPC_POLL_MS at the rings and the state, and wakes the poll
 * waitqueue when there is something to read.
 */
#include <linux/poll.h>
#include <linux/proc_fs.h>
#include <linux/timer.h>
#include <linux/uaccess.h>

#define TAPC_POLL_MS 10

static struct proc_dir_entry *tapc_proc_dir;
static DECLARE_WAIT_QUEUE_HEAD(tapc_wq);
static struct timer_list tapc_timer;
static bool tapc_shutting_down;
static int tapc_woken_gen;	/* state generation the timer last saw */

static const char *const tapc_state_names[] = {
	[TAPC_LOADED] = "loaded",
	[TAPC_STARTING] = "starting",
	[TAPC_RUNNING] = "running",
	[TAPC_EXIT] = "exit",
	[TAPC_ERROR] = "error",
	[TAPC_STOPPING] = "stopping",
	[TAPC_STOPPED] = "stopped",
};

/* Whether out/msg will never have more data. */
static bool tapc_finished(void)
{
	return READ_ONCE(tapc_shutting_down) ||
		atomic_read(&tapc_state) == TAPC_STOPPED;
}

static void tapc_timer_fn(struct timer_list *t)
{
	int gen = atomic_read(&tapc_state_gen);

	if (wq_has_sleeper(&tapc_wq) &&
	    (gen != tapc_woken_gen || tapc_channel_has_data(&tapc_out) ||
	     tapc_channel_has_data(&tapc_msg))) {
		tapc_woken_gen = gen;
		wake_up_interruptible_all(&tapc_wq);
	}
	if (!READ_ONCE(tapc_shutting_down))
		mod_timer(&tapc_timer,
			  jiffies + msecs_to_jiffies(TAPC_POLL_MS));
}

/* ---- ctl ---- */

/* Each open ctl remembers the state generation it last read, for poll. */
struct tapc_ctl_file {
	int seen_gen;
	bool runner;		/* opened for writing: the attached runner */
};

/* The runner is whoever opens ctl for writing, one at a time as stap's
 * control channel (a second one, an attach or an unload by `tapc-run -A`
 * or `-d`, gets EBUSY); reading the state alone is anyone's. While no
 * runner is attached the output ring overwrites its oldest records, as
 * stap's flight recorder does once staprun has detached. */
static atomic_t tapc_runners = ATOMIC_INIT(0);

static int tapc_ctl_open(struct inode *inode, struct file *file)
{
	struct tapc_ctl_file *f = kzalloc(sizeof(*f), GFP_KERNEL);

	if (!f)
		return -ENOMEM;
	f->seen_gen = atomic_read(&tapc_state_gen) - 1;	/* unread */
	if (file->f_mode & FMODE_WRITE) {
		if (atomic_inc_return(&tapc_runners) > 1) {
			atomic_dec(&tapc_runners);
			kfree(f);
			return -EBUSY;
		}
		f->runner = true;
		tapc_channel_set_overwrite(&tapc_out, false);
	}
	file->private_data = f;
	return 0;
}

static int tapc_ctl_release(struct inode *inode, struct file *file)
{
	struct tapc_ctl_file *f = file->private_data;

	if (f->runner) {
		/* as stap: not once exit() was called or the session ended */
		if (atomic_read(&tapc_state) == TAPC_RUNNING)
			tapc_channel_set_overwrite(&tapc_out, true);
		atomic_dec(&tapc_runners);
	}
	kfree(f);
	return 0;
}

static ssize_t tapc_ctl_read(struct file *file, char __user *buf,
			     size_t count, loff_t *ppos)
{
	struct tapc_ctl_file *f = file->private_data;
	int gen = atomic_read(&tapc_state_gen);
	char line[160];
	int len;

	len = scnprintf(line, sizeof(line),
			"%s skipped=%d reentrant=%d errors=%d lost=%d failed=%d switches=%d\n",
			tapc_state_names[atomic_read(&tapc_state)],
			atomic_read(&tapc_skipped),
			atomic_read(&tapc_skipped_reentrant),
			atomic_read(&tapc_errors),
			atomic_read(&tapc_out.lost) +
			atomic_read(&tapc_msg.lost),
			READ_ONCE(tapc_failed),
			atomic_read(&tapc_output_switches));
	f->seen_gen = gen;
	return simple_read_from_buffer(buf, count, ppos, line, len);
}

static ssize_t tapc_ctl_write(struct file *file, const char __user *buf,
			      size_t count, loff_t *ppos)
{
	char cmd[16];
	size_t len = min(count, sizeof(cmd) - 1);
	int rc;

	if (copy_from_user(cmd, buf, len))
		return -EFAULT;
	cmd[len] = '\0';
	strim(cmd);

	mutex_lock(&tapc_ctl_mutex);
	if (strcmp(cmd, "start") == 0) {
		rc = tapc_session_start();
	} else if (strcmp(cmd, "quiesce") == 0) {
		tapc_session_quiesce();
		rc = 0;
	} else if (strcmp(cmd, "stop") == 0) {
		tapc_session_stop();
		rc = 0;
	} else {
		rc = -EINVAL;
	}
	mutex_unlock(&tapc_ctl_mutex);
	wake_up_interruptible_all(&tapc_wq);
	return rc ? rc : count;
}

static __poll_t tapc_ctl_poll(struct file *file, poll_table *wait)
{
	struct tapc_ctl_file *f = file->private_data;

	poll_wait(file, &tapc_wq, wait);
	return f->seen_gen != atomic_read(&tapc_state_gen) ?
		EPOLLIN | EPOLLRDNORM : 0;
}

static const struct proc_ops tapc_ctl_ops = {
	.proc_open = tapc_ctl_open,
	.proc_release = tapc_ctl_release,
	.proc_read = tapc_ctl_read,
	.proc_write = tapc_ctl_write,
	.proc_poll = tapc_ctl_poll,
	.proc_lseek = default_llseek,
};

/* ---- out and msg ---- */

static struct tapc_channel *tapc_file_channel(struct file *file)
{
	return pde_data(file_inode(file));
}

static int tapc_stream_open(struct inode *inode, struct file *file)
{
	return nonseekable_open(inode, file);
}

/* Blocks until there is data, unless O_NONBLOCK; 0 (end of file) once the
 * session is stopped and all is read. */
static ssize_t tapc_stream_read(struct file *file, char __user *buf,
				size_t count, loff_t *ppos)
{
	struct tapc_channel *ch = tapc_file_channel(file);

	if (count == 0)
		return 0;
	for (;;) {
		bool finished = tapc_finished();
		ssize_t n = tapc_channel_read(ch, buf, count);

		if (n != 0 || finished)
			return n;
		if (file->f_flags & O_NONBLOCK)
			return -EAGAIN;
		if (wait_event_interruptible(tapc_wq,
					     tapc_channel_has_data(ch) ||
					     tapc_finished()))
			return -ERESTARTSYS;
	}
}

static __poll_t tapc_stream_poll(struct file *file, poll_table *wait)
{
	struct tapc_channel *ch = tapc_file_channel(file);

	poll_wait(file, &tapc_wq, wait);
	if (tapc_channel_has_data(ch))
		return EPOLLIN | EPOLLRDNORM;
	return tapc_finished() ? EPOLLHUP : 0;
}

static const struct proc_ops tapc_stream_ops = {
	.proc_open = tapc_stream_open,
	.proc_read = tapc_stream_read,
	.proc_poll = tapc_stream_poll,
	/* Kernels that have no_llseek may call proc_lseek unchecked; those
	 * without it (6.12 on) take a NULL one to mean "not seekable". */
#ifdef TAPC_HAVE_NO_LLSEEK
	.proc_lseek = no_llseek,
#endif
};

static int tapc_control_init(void)
{
	/* The module's name at load, not KBUILD_MODNAME: this unit is
	 * compiled once and linked into modules of every name. */
	char name[sizeof("tapc_") + MODULE_NAME_LEN];

	snprintf(name, sizeof(name), "tapc_%s", THIS_MODULE->name);
	tapc_proc_dir = proc_mkdir_mode(name, 0700, NULL);
	if (!tapc_proc_dir)
		return -ENOMEM;
	if (!proc_create("ctl", 0600, tapc_proc_dir, &tapc_ctl_ops) ||
	    !proc_create_data("out", 0400, tapc_proc_dir, &tapc_stream_ops,
			      &tapc_out) ||
	    !proc_create_data("msg", 0400, tapc_proc_dir, &tapc_stream_ops,
			      &tapc_msg) ||
	    !tapc_timing_create_file(tapc_proc_dir)) {
		proc_remove(tapc_proc_dir);
		return -ENOMEM;
	}
	timer_setup(&tapc_timer, tapc_timer_fn, 0);
	mod_timer(&tapc_timer, jiffies + msecs_to_jiffies(TAPC_POLL_MS));
	return 0;
}

/* Wakes blocked readers so that proc_remove, which waits for every call
 * in progress, can finish; then stops the timer. */
static void tapc_control_exit(void)
{
	WRITE_ONCE(tapc_shutting_down, true);
	wake_up_interruptible_all(&tapc_wq);
	proc_remove(tapc_proc_dir);
	timer_delete_sync(&tapc_timer);
}
