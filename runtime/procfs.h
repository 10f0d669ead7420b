/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The procfs kind (procfs.c). Part of tapc.h, included by it alone.
 */
#ifndef TAPC_PROCFS_H
#define TAPC_PROCFS_H

/* procfs("PATH"): one file under /proc/systemtap/MODULE/ (procfs.c),
 * shared by its read point and its write points, each an OPS point of
 * tapc_procfs_ops whose slot is the file. */
struct tapc_procfs_file {
	const char *path;		/* under the module's folder */
	umode_t mode;
	size_t bufsize;			/* bytes a read probe's $value holds */
	void (*read)(struct tapc_string_target *value);
	void (*const *writes)(struct tapc_string_target *value); /* NULL-ended */
	struct proc_dir_entry *pde;	/* the runtime's, while registered */
};

extern const struct tapc_point_ops tapc_procfs_ops;

#endif
