// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * process("PATH").function(...): a uprobe on PATH's file at a function's
 * offset, or a uretprobe there for its return. The kernel places it in
 * every process that maps the file, those running now and those that
 * map it later, and removes it when it is unregistered; its handlers run
 * in the probed task's context, where the generated handler (up_I_J)
 * checks which processes the probe is for.
 *
 * Its points are of tapc_uprobe_ops, each a struct tapc_uprobe_point;
 * the script's unit gives each a pointer (its `state`) where the
 * registration keeps the uprobe's state, allocated here, so that the
 * script's unit needs no kernel feature of its layout.
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
	struct inode *inode;		/* the file's, under an overlay the
					 * layer's; NULL while not registered */
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

/* 6.13: a consumer's handlers take a word the entry may pass its return */
#ifdef TAPC_HAVE_UPROBE_HANDLER_DATA
#define TAPC_UPROBE_DATA , __u64 *data
#else
#define TAPC_UPROBE_DATA
#endif

static int tapc_uprobe_hit(struct uprobe_consumer *uc, struct pt_regs *regs
			   TAPC_UPROBE_DATA)
{
	struct tapc_uprobe *u = container_of(uc, struct tapc_uprobe, uc);

	tapc_uprobe_of(u->point)->handler(u->point, regs);
	return 0;
}

/* A return that reads its parameters or @entry() values: the entry
 * keeps them in the module's table (entries.c), uretprobes carrying
 * nothing of their own from the entry. */
static int tapc_uprobe_keep(struct uprobe_consumer *uc, struct pt_regs *regs
			    TAPC_UPROBE_DATA)
{
	struct tapc_uprobe *u = container_of(uc, struct tapc_uprobe, uc);
	const struct tapc_probe_point *p = u->point;
	struct tapc_entry *e = tapc_entry_claim(p->probe, regs->sp, true);

	if (!e)
		return 0;
	e->regs = *regs;
	if (tapc_uprobe_of(p)->entry_save)
		tapc_uprobe_of(p)->entry_save(p, regs, tapc_entry_record(e));
	tapc_entry_ready(e);
	return 0;
}

/* Past the prologue of code that homes its parameters there: the call's
 * entry, kept by the return's uprobe at the function's first
 * instruction (keyed by its point's probe), takes these registers and
 * the @entry() values computed over them. */
void tapc_uprobe_body(const struct tapc_probe_point *p, struct pt_regs *regs,
		      unsigned long entry_sp,
		      void (*save)(const struct tapc_probe_point *pt,
				   struct pt_regs *regs, void *entry))
{
	struct tapc_entry *e = tapc_entry_find(p->probe, entry_sp, true);

	if (!e)
		return;
	e->regs = *regs;
	if (save)
		save(p, regs, tapc_entry_record(e));
	tapc_entry_ready(e);
}

static int tapc_uprobe_return(struct uprobe_consumer *uc, unsigned long func,
			      struct pt_regs *regs TAPC_UPROBE_DATA)
{
	struct tapc_uprobe *u = container_of(uc, struct tapc_uprobe, uc);
	const struct tapc_probe_point *p = u->point;
	const struct tapc_uprobe_point *up = tapc_uprobe_of(p);
	struct tapc_entry *e;

	if (!up->entry_handler) {
		up->handler(p, regs);
		return 0;
	}
	/* the call's entry, found at the stack pointer it had before the
	 * return address was popped */
	e = tapc_entry_find(p->probe, regs->sp - sizeof(unsigned long), true);
	if (e) {
		up->entry_handler(p, regs, &e->regs, tapc_entry_record(e));
		tapc_entry_drop(e);
	} else {
		up->entry_handler(p, regs, NULL, NULL);
	}
	return 0;
}

static void tapc_uprobe_free(const struct tapc_probe_point *p)
{
	struct tapc_uprobe **state = tapc_uprobe_of(p)->state;

	kfree(*state);
	*state = NULL;
}

static int tapc_uprobe_reg(const struct tapc_probe_point *p)
{
	const struct tapc_uprobe_point *up = tapc_uprobe_of(p);
	struct tapc_uprobe *u;
	int rc;

	u = kzalloc(sizeof(*u), GFP_KERNEL);
	if (!u)
		return -ENOMEM;
	*up->state = u;
	rc = kern_path(up->path, LOOKUP_FOLLOW, &u->path);
	if (rc) {
		tapc_uprobe_free(p);
		return rc;
	}
	/* uprobes live on the file's pages: under an overlay (the guest's
	 * /tmp), the layer's file holds them, the overlay's inode has none
	 * (uprobe_register fails with -EIO) */
	u->inode = d_real_inode(u->path.dentry);
	u->point = p;
	memset(&u->uc, 0, sizeof(u->uc));
	if (up->ret)
		u->uc.ret_handler = tapc_uprobe_return;
	if (!up->ret)
		u->uc.handler = tapc_uprobe_hit;
	else if (up->entry_handler)
		u->uc.handler = tapc_uprobe_keep;
#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
	u->uprobe = uprobe_register(u->inode, up->offset, up->ref_ctr_offset,
				    &u->uc);
	rc = IS_ERR(u->uprobe) ? PTR_ERR(u->uprobe) : 0;
#else
	/* the semaphore goes up in each process that maps the file, now
	 * and later, and down when the uprobe goes */
	rc = up->ref_ctr_offset
		? uprobe_register_refctr(u->inode, up->offset,
					 up->ref_ctr_offset, &u->uc)
		: uprobe_register(u->inode, up->offset, &u->uc);
#endif
	if (rc) {
		path_put(&u->path);
		tapc_uprobe_free(p);
	}
	return rc;
}

static void tapc_uprobe_unreg(const struct tapc_probe_point *p)
{
	struct tapc_uprobe *u = *tapc_uprobe_of(p)->state;

	if (!u)
		return;
#ifdef TAPC_HAVE_UPROBE_UNREGISTER_SYNC
	uprobe_unregister_nosync(u->uprobe, &u->uc);
#else
	/* waits for the handlers running on it */
	uprobe_unregister(u->inode, tapc_uprobe_of(p)->offset, &u->uc);
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

		if (p->ops != &tapc_uprobe_ops)
			continue;
		u = *tapc_uprobe_of(p)->state;
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
