// SPDX-License-Identifier: GPL-2.0
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The user binaries the module names: each one's file, found by its path
 * when the session starts, is what usym.c compares a process's mappings
 * and executable with (by inode, never dereferenced).
 */
#include <linux/namei.h>

static int tapc_ubin_reg(const struct tapc_probe_point *p)
{
	struct tapc_ubin *b = p->slot;
	struct path path;
	struct inode *inode;

	/* a binary that is not there now names no address */
	if (kern_path(b->path, LOOKUP_FOLLOW, &path))
		return 0;
	/* a process maps the file under an overlay, not the overlay's own */
	inode = d_real_inode(path.dentry);
	b->real_ino = inode->i_ino;
	b->real_sb = inode->i_sb;
	b->ino = d_inode(path.dentry)->i_ino;
	WRITE_ONCE(b->sb, d_inode(path.dentry)->i_sb);
	path_put(&path);
	return 0;
}

static void tapc_ubin_unreg(const struct tapc_probe_point *p)
{
	struct tapc_ubin *b = p->slot;

	WRITE_ONCE(b->sb, NULL);
}

const struct tapc_point_ops tapc_ubin_ops = {
	.reg = tapc_ubin_reg,
	.unreg = tapc_ubin_unreg,
};
