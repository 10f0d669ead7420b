// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * procfs("PATH").read and .write: files under /proc/systemtap/MODULE/,
 * made when the session's points are registered and removed with them:
 * each point is a point of tapc_procfs_ops, its slot the
 * file it shares with the other points of its path.
 *
 * A read runs the file's read probe once per open, at the first read,
 * into a buffer of the file's bufsize allocated at open; the reads that
 * follow hand out what it put in $value. A write runs each write probe
 * of the file once per MAXSTRINGLEN - 1 bytes written, with those bytes
 * as $value. Buffers are allocated before the probe runs, in the
 * reader's or writer's process context, so that no probe sleeps.
 */
#include <linux/namei.h>
#include <linux/proc_fs.h>

static struct proc_dir_entry *tapc_procfs_dir;	/* /proc/systemtap/MODULE */

/* What one open of a file keeps: the text its read probe gave. */
struct tapc_procfs_open {
	bool filled;
	struct tapc_string_target *value;
};

/* A string target of `size` bytes, its text empty. */
static struct tapc_string_target *tapc_string_target_alloc(size_t size)
{
	struct tapc_string_target *v;

	v = kvzalloc(struct_size(v, buf, size), GFP_KERNEL);
	if (v)
		v->size = size;
	return v;
}

static int tapc_procfs_open(struct inode *inode, struct file *file)
{
	struct tapc_procfs_file *f = pde_data(inode);
	struct tapc_procfs_open *o;

	if ((file->f_mode & FMODE_READ) && !f->read)
		return -EACCES;
	if ((file->f_mode & FMODE_WRITE) && !f->writes)
		return -EACCES;
	o = kzalloc(sizeof(*o), GFP_KERNEL);
	if (!o)
		return -ENOMEM;
	if (file->f_mode & FMODE_READ) {
		o->value = tapc_string_target_alloc(f->bufsize);
		if (!o->value) {
			kfree(o);
			return -ENOMEM;
		}
	}
	file->private_data = o;
	return 0;
}

static int tapc_procfs_release(struct inode *inode, struct file *file)
{
	struct tapc_procfs_open *o = file->private_data;

	kvfree(o->value);
	kfree(o);
	return 0;
}

static ssize_t tapc_procfs_read(struct file *file, char __user *buf,
				size_t count, loff_t *ppos)
{
	struct tapc_procfs_file *f = pde_data(file_inode(file));
	struct tapc_procfs_open *o = file->private_data;

	if (!o->filled) {
		o->filled = true;
		f->read(o->value);
	}
	return simple_read_from_buffer(buf, count, ppos, o->value->buf,
				       o->value->len);
}

static ssize_t tapc_procfs_write(struct file *file, const char __user *buf,
				 size_t count, loff_t *ppos)
{
	struct tapc_procfs_file *f = pde_data(file_inode(file));
	struct tapc_string_target *v = tapc_string_target_alloc(MAXSTRINGLEN);
	size_t done = 0;

	if (!v)
		return -ENOMEM;
	while (done < count) {
		size_t n = min_t(size_t, count - done, v->size - 1);
		int i;

		if (copy_from_user(v->buf, buf + done, n)) {
			kvfree(v);
			return done ? done : -EFAULT;
		}
		v->buf[n] = '\0';
		v->len = n;
		for (i = 0; f->writes[i]; i++)
			f->writes[i](v);
		done += n;
	}
	kvfree(v);
	*ppos += done;
	return done;
}

static const struct proc_ops tapc_procfs_file_ops = {
	.proc_open = tapc_procfs_open,
	.proc_release = tapc_procfs_release,
	.proc_read = tapc_procfs_read,
	.proc_write = tapc_procfs_write,
};

/* /proc/systemtap is shared by every module that has files there and is
 * never removed (another module's may be in it); making it twice would
 * be a warning in the kernel's log, so it is looked for first. */
static int tapc_procfs_mkdir(void)
{
	char name[sizeof("systemtap/") + MODULE_NAME_LEN];
	struct path path;

	if (kern_path("/proc/systemtap", LOOKUP_DIRECTORY, &path) == 0)
		path_put(&path);
	else
		proc_mkdir("systemtap", NULL);
	snprintf(name, sizeof(name), "systemtap/%s", THIS_MODULE->name);
	tapc_procfs_dir = proc_mkdir(name, NULL);
	return tapc_procfs_dir ? 0 : -ENOMEM;
}

/* A point's file: made with the first point of its path (a read probe
 * and the write probes of one file share it). */
static int tapc_procfs_register(const struct tapc_probe_point *p)
{
	struct tapc_procfs_file *f = p->slot;
	char msg[MAXSTRINGLEN];

	if (f->pde)
		return 0;
	if (strchr(f->path, '/')) {
		snprintf(msg, sizeof(msg), "ERROR: Could not create path \"%s\", "
			 "contains subdirectories\n", f->path);
		tapc_runtime_message(msg);
		return -EINVAL;
	}
	if (!tapc_procfs_dir && tapc_procfs_mkdir())
		return -ENOMEM;
	f->pde = proc_create_data(f->path, f->mode, tapc_procfs_dir,
				  &tapc_procfs_file_ops, f);
	return f->pde ? 0 : -ENOMEM;
}

/* Removes the point's file, with the first of its points to go; waits
 * for the reads and writes running in it, so that no probe runs from it
 * after. */
static void tapc_procfs_unregister(const struct tapc_probe_point *p)
{
	struct tapc_procfs_file *f = p->slot;

	if (!f->pde)
		return;
	proc_remove(f->pde);
	f->pde = NULL;
}

/* Once every file is gone: the module's folder. */
static void tapc_procfs_sync(void)
{
	proc_remove(tapc_procfs_dir);
	tapc_procfs_dir = NULL;
}

const struct tapc_point_ops tapc_procfs_ops = {
	.reg = tapc_procfs_register,
	.unreg = tapc_procfs_unregister,
	.sync = tapc_procfs_sync,
};
