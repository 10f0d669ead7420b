// SPDX-License-Identifier: GPL-2.0
/*
 * process("PATH").function(...): a uprobe on PATH's file at a function's
 * offset, or a uretprobe there for its return. The kernel places it in
 * every process that maps the file, those running now and those that
 * map it later, and removes it when it is unregistered; its handlers run
 * in the probed task's context, where the generated handler (up_I_J)
 * checks which processes the probe is for.
 *
 * The script's unit of a module with uprobes includes this file (pass 3
 * writes #include "uprobe.c"), so that the others need nothing of it;
 * its points are TAPC_PROBE_OPS with tapc_uprobe_ops.
 *
 * 6.12 changed the API: uprobe_register returns the uprobe, which
 * uprobe_unregister_nosync takes, and uprobe_unregister_sync waits for
 * all handlers once (TAPC_HAVE_UPROBE_UNREGISTER_SYNC, a feature of the
 * kernel's).
 */
#include <linux/fs.h>
#include <linux/namei.h>
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

/* A variable kept in the probed process's memory, as a script long; 0
 * when that cannot be read without faulting. */
static int64_t __maybe_unused tapc_uvar_read(unsigned long addr, int size,
					     bool is_signed)
{
	union {
		u8 b; u16 h; u32 w; u64 d;
	} v = { .d = 0 };

	if (copy_from_user_nofault(&v, (const void __user *)addr, size))
		return 0;
	switch (size) {
	case 1:
		return is_signed ? (s8)v.b : v.b;
	case 2:
		return is_signed ? (s16)v.h : v.h;
	case 4:
		return is_signed ? (s32)v.w : v.w;
	default:
		return (s64)v.d;
	}
}

static int tapc_uprobe_hit(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	struct tapc_uprobe *u = container_of(uc, struct tapc_uprobe, uc);

	u->point->handler(u->point, regs);
	return 0;
}

static int tapc_uprobe_return(struct uprobe_consumer *uc, unsigned long func,
			      struct pt_regs *regs)
{
	struct tapc_uprobe *u = container_of(uc, struct tapc_uprobe, uc);

	u->point->handler(u->point, regs);
	return 0;
}

static int tapc_uprobe_reg(const struct tapc_probe_point *p)
{
	struct tapc_uprobe *u = p->slot;
	int rc;

	rc = kern_path(p->path, LOOKUP_FOLLOW, &u->path);
	if (rc)
		return rc;
	u->inode = d_inode(u->path.dentry);
	u->point = p;
	memset(&u->uc, 0, sizeof(u->uc));
	if (p->ret)
		u->uc.ret_handler = tapc_uprobe_return;
	else
		u->uc.handler = tapc_uprobe_hit;
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
		u->inode = NULL;
	}
	return rc;
}

static void tapc_uprobe_unreg(const struct tapc_probe_point *p)
{
	struct tapc_uprobe *u = p->slot;

	if (!u->inode)
		return;
#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
	uprobe_unregister_nosync(u->uprobe, &u->uc);
#else
	/* waits for the handlers running on it */
	uprobe_unregister(u->inode, p->offset, &u->uc);
	path_put(&u->path);
	u->inode = NULL;
#endif
}

#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
static const struct tapc_point_ops tapc_uprobe_ops;

/* One wait for every handler, then the paths go. */
static void tapc_uprobe_sync(void)
{
	int i;

	uprobe_unregister_sync();
	for (i = 0; i < tapc_script.npoints; i++) {
		struct tapc_uprobe *u = tapc_script.points[i].slot;

		if (tapc_script.points[i].ops != &tapc_uprobe_ops || !u->inode)
			continue;
		path_put(&u->path);
		u->inode = NULL;
	}
}
#endif

static const struct tapc_point_ops tapc_uprobe_ops = {
	.reg = tapc_uprobe_reg,
	.unreg = tapc_uprobe_unreg,
#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
	.sync = tapc_uprobe_sync,
#endif
};
