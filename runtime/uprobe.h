/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The user function kind (uprobe.c). Part of tapc.h, included by it alone.
 */
#ifndef TAPC_UPROBE_H
#define TAPC_UPROBE_H

struct tapc_uprobe;

/* process("PATH").function(...), .statement, .mark: a uprobe on the
 * file's path at an offset in it (and its SDT semaphore's), its
 * generated handler called with the registers, or a uretprobe when on
 * the function's return (uprobe.c). The slot of a point of
 * tapc_uprobe_ops. */
struct tapc_uprobe_point {
	const char *path;
	unsigned long offset;
	unsigned long ref_ctr_offset;	/* an SDT semaphore's, or 0 */
	void (*handler)(const struct tapc_probe_point *pt,
			struct pt_regs *regs);
	bool ret;
	/* a return's: `entry_save` fills TAPC_ENTRY_VALS @entry() values
	 * that `entry_handler` gets; the return that reads its parameters
	 * or @entry() values calls `entry_handler` instead of `handler`
	 * with the registers and values its entry kept (NULL when none
	 * could be) */
	void (*entry_save)(const struct tapc_probe_point *pt,
			   struct pt_regs *regs, void *entry);
	void (*entry_handler)(const struct tapc_probe_point *pt,
			      struct pt_regs *regs, const struct pt_regs *entry,
			      int64_t *vals);
	/* where the registration keeps the uprobe's state, which uprobe.c
	 * allocates: the script's unit needs no kernel feature of its
	 * layout */
	struct tapc_uprobe **state;
};

static inline const struct tapc_uprobe_point *
tapc_uprobe_of(const struct tapc_probe_point *p)
{
	return p->slot;
}

/* uprobes (uprobe.c): their points' ops; a uprobe handler's read of a
 * variable in the probed process's memory, as a script long (0 when it
 * cannot be read without faulting) */
extern const struct tapc_point_ops tapc_uprobe_ops;
int64_t tapc_uvar_read(unsigned long addr, int size, bool is_signed);
/* A uprobe past a return's function's prologue: the call's entry (kept
 * at the stack pointer `entry_sp` it had) takes `regs` and the @entry()
 * values `save` computes over them. */
void tapc_uprobe_body(const struct tapc_probe_point *p, struct pt_regs *regs,
		      unsigned long entry_sp,
		      void (*save)(const struct tapc_probe_point *pt,
				   struct pt_regs *regs, void *entry));

#endif
