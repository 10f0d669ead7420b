// SPDX-License-Identifier: GPL-2.0
/*
 * User-space symbols and backtraces: which binary of the module's tables
 * an address of the current task is in, its symbol there, and the task's
 * user stack unwound through the binaries' unwind rows (pass 3 makes
 * them from each binary's .eh_frame; Debian builds without frame
 * pointers, so rbp chains cannot be trusted).
 *
 * An address is mapped to its binary through the task's memory map: the
 * VMA holding it, its file and the file offset. The map is read under
 * the mmap lock, which probe context may not wait for: it is only tried
 * (mmap_read_trylock, a compare-and-swap, on PREEMPT_RT too), never
 * waited for. Probes run with interrupts off, where releasing it is not
 * safe (a writer waiting is woken, and the probe may be in the
 * scheduler, under the runqueue's lock; on PREEMPT_RT the release may
 * take the rt_mutex's own lock with interrupts on again): the release
 * is left to an irq_work, which runs once interrupts are on again (on
 * PREEMPT_RT in its kernel thread), as the kernel's BPF stack maps do;
 * until it has begun, later lookups on this CPU in the same memory use
 * the lock still held. Where the lock is not had (held by a writer, the
 * irq_work busy with another memory, NMI context), only the program's
 * own code is named, from the memory's start_code and its executable
 * file, which need no lock. Nothing here sleeps or takes a page fault:
 * the user stack is read with copy_from_user_nofault, which fails on a
 * page not present.
 */
#include <linux/irq_work.h>
#include <linux/mm.h>
#include <linux/mmap_lock.h>
#include <linux/uprobes.h>

#define TAPC_DWARF_RSP 7
#define TAPC_DWARF_RBP 6

/* The lock a probe on this CPU took and left to tapc_umap_work. */
struct tapc_umap_unlock {
	struct irq_work work;
	struct mm_struct *mm;
};

static void tapc_umap_release(struct irq_work *work)
{
	struct tapc_umap_unlock *u = container_of(work, struct tapc_umap_unlock, work);

	mmap_read_unlock(u->mm);
}

static DEFINE_PER_CPU(struct tapc_umap_unlock, tapc_umap_unlock);

void tapc_usym_init(void)
{
	int cpu;

	/* tapc_utable_upto reads each table's address as its first member */
	BUILD_BUG_ON(offsetof(struct tapc_usym, addr) ||
		     offsetof(struct tapc_ucfi, addr) ||
		     offsetof(struct tapc_uline, addr));

	for_each_possible_cpu(cpu)
		init_irq_work(&per_cpu_ptr(&tapc_umap_unlock, cpu)->work,
			      tapc_umap_release);
}

void tapc_usym_free(void)
{
	int cpu;

	/* no release may run after the module is gone */
	for_each_possible_cpu(cpu)
		irq_work_sync(&per_cpu_ptr(&tapc_umap_unlock, cpu)->work);
}

/* The mmap lock of `mm` for reading, never waited for. Only a release
 * not yet begun (pending) leaves the lock surely held for borrowing;
 * a release under way, or one for another memory, leaves none. */
enum tapc_umap_hold tapc_umap_lock(struct mm_struct *mm)
{
	struct tapc_umap_unlock *u;

	if (!mm || in_nmi())
		return TAPC_UMAP_NONE;
#ifdef TAPC_UMAP_UNLOCKED
	/* -D TAPC_UMAP_UNLOCKED: as if the lock were never had (a test's) */
	return TAPC_UMAP_NONE;
#endif
	if (!irqs_disabled())
		return mmap_read_trylock(mm) ? TAPC_UMAP_TAKEN : TAPC_UMAP_NONE;
	u = this_cpu_ptr(&tapc_umap_unlock);
	if (irq_work_is_pending(&u->work) && READ_ONCE(u->mm) == mm)
		return TAPC_UMAP_BORROWED;
	if (irq_work_is_busy(&u->work))
		return TAPC_UMAP_NONE;
	return mmap_read_trylock(mm) ? TAPC_UMAP_TAKEN : TAPC_UMAP_NONE;
}

void tapc_umap_unlock_(struct mm_struct *mm, enum tapc_umap_hold hold)
{
	struct tapc_umap_unlock *u;

	if (hold != TAPC_UMAP_TAKEN)
		return;
	if (!irqs_disabled()) {
		mmap_read_unlock(mm);
		return;
	}
	u = this_cpu_ptr(&tapc_umap_unlock);
	WRITE_ONCE(u->mm, mm);
	irq_work_queue(&u->work);
}

struct vm_area_struct *tapc_umap_vma(struct vma_iterator *vmi, unsigned long addr)
{
	struct vm_area_struct *vma = vma_next(vmi);

	return vma && addr >= vma->vm_start && vma->vm_file ? vma : NULL;
}

static bool tapc_ubin_is(const struct tapc_ubin *b, const struct inode *inode)
{
	const struct super_block *sb = READ_ONCE(b->sb);

	return sb && ((sb == inode->i_sb && b->ino == inode->i_ino) ||
		      (b->real_sb == inode->i_sb && b->real_ino == inode->i_ino));
}

/* Without the map: the program's own code, which the kernel loaded at
 * start_code (its lowest code address moved by the load's bias); the
 * executable file is RCU's. */
static const struct tapc_ubin *tapc_uexe_find(struct mm_struct *mm,
					      struct tapc_ubin *const *bins,
					      int nbins, unsigned long addr,
					      unsigned long *vaddr)
{
	const struct tapc_ubin *found = NULL;
	struct file *exe;
	int i;

	if (!mm || addr < mm->start_code || addr >= mm->end_code)
		return NULL;
	rcu_read_lock();
	exe = rcu_dereference(mm->exe_file);
	for (i = 0; exe && i < nbins && !found; i++)
		if (tapc_ubin_is(bins[i], file_inode(exe)))
			found = bins[i];
	rcu_read_unlock();
	if (found)
		*vaddr = addr - mm->start_code + found->text;
	return found;
}

/* The binary whose file the VMA holding `addr` maps, and the binary's
 * own address for it; with the mmap lock held, else as tapc_uexe_find. */
static const struct tapc_ubin *tapc_umap_find(struct mm_struct *mm,
					      enum tapc_umap_hold hold,
					      struct tapc_ubin *const *bins,
					      int nbins, unsigned long addr,
					      unsigned long *vaddr)
{
	VMA_ITERATOR(vmi, mm, addr);
	struct vm_area_struct *vma;
	struct inode *inode;
	unsigned long off;
	int i, j;

	if (hold == TAPC_UMAP_NONE)
		return tapc_uexe_find(mm, bins, nbins, addr, vaddr);
	vma = tapc_umap_vma(&vmi, addr);
	if (!vma)
		return NULL;
	inode = file_inode(vma->vm_file);
	off = addr - vma->vm_start + ((unsigned long)vma->vm_pgoff << PAGE_SHIFT);
	for (i = 0; i < nbins; i++) {
		const struct tapc_ubin *b = bins[i];

		if (!tapc_ubin_is(b, inode))
			continue;
		for (j = 0; j < b->nsegs; j++) {
			const struct tapc_useg *s = &b->segs[j];

			if (off >= s->offset && off - s->offset < s->filesz) {
				*vaddr = off - s->offset + s->vaddr;
				return b;
			}
		}
	}
	return NULL;
}

/* How many of the n entries of `size` bytes at v, sorted by their first
 * member (an unsigned int address, as each table's is), start at or
 * before vaddr: the last of them is the one that may hold it. */
static int tapc_utable_upto(const void *v, int n, size_t size,
			    unsigned long vaddr)
{
	int lo = 0, hi = n;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;

		if (*(const unsigned int *)((const char *)v + mid * size) <= vaddr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static const struct tapc_usym *tapc_usym_at(const struct tapc_ubin *b,
					    unsigned long vaddr)
{
	int lo = tapc_utable_upto(b->syms, b->nsyms, sizeof(*b->syms), vaddr);

	if (!lo || vaddr - b->syms[lo - 1].addr >= b->syms[lo - 1].size)
		return NULL;
	return &b->syms[lo - 1];
}

static const struct tapc_ucfi *tapc_ucfi_at(const struct tapc_ubin *b,
					    unsigned long vaddr)
{
	int lo = tapc_utable_upto(b->cfi, b->ncfi, sizeof(*b->cfi), vaddr);

	if (!lo || vaddr - b->cfi[lo - 1].addr >= b->cfi[lo - 1].len)
		return NULL;
	return &b->cfi[lo - 1];
}

bool tapc_uaddr_find(struct tapc_ubin *const *bins, int nbins,
		     unsigned long addr, struct tapc_uaddr *out)
{
	struct mm_struct *mm = (current->flags & PF_KTHREAD) || !nbins
		? NULL : current->mm;
	enum tapc_umap_hold hold = tapc_umap_lock(mm);

	memset(out, 0, sizeof(*out));
	if (mm)
		out->bin = tapc_umap_find(mm, hold, bins, nbins, addr, &out->vaddr);
	tapc_umap_unlock_(mm, hold);
	if (out->bin)
		out->sym = tapc_usym_at(out->bin, out->vaddr);
	return out->bin != NULL;
}

struct pt_regs *tapc_uregs(struct tapc_context *c)
{
	struct pt_regs *regs = c->regs;

	if (regs && user_mode(regs))
		return regs;
	if (!current->mm || (current->flags & PF_KTHREAD))
		return NULL;
	return task_pt_regs(current);
}

/*
 * One frame up: from the state (ip, sp, bp) of a frame to its caller's,
 * by the row of the binary's table for ip (for a return address, the
 * call's last byte: ip - 1). False where the walk ends: an address in
 * no binary of the tables or without a row, a CFA the rows do not
 * describe, a stack that cannot be read or does not go up.
 */
struct tapc_uframe {
	unsigned long ip, sp, bp;
	bool bp_known;
	bool exact;			/* ip is where the task is, not a
					 * return address */
};

/*
 * A return address a uretprobe took: the kernel put its trampoline's
 * address in the stack slot at the function's entry and keeps the
 * address it replaced, with the slot's address, in the task's return
 * instances. Only the task itself changes that list, so it is read in
 * task context only.
 */
static unsigned long tapc_uret_orig(unsigned long slot, unsigned long ra)
{
	struct uprobe_task *ut = current->utask;
	struct return_instance *ri;

	if (!in_task() || !ut)
		return ra;
	for (ri = ut->return_instances; ri; ri = ri->next)
		if (ri->stack == slot)
			return ri->orig_ret_vaddr;
	return ra;
}

static bool tapc_uframe_up(struct mm_struct *mm, enum tapc_umap_hold hold,
			   struct tapc_ubin *const *bins, int nbins,
			   struct tapc_uframe *f)
{
	unsigned long vaddr, cfa, ra, bp;
	const struct tapc_ubin *b;
	const struct tapc_ucfi *row;

	b = tapc_umap_find(mm, hold, bins, nbins, f->exact ? f->ip : f->ip - 1,
			   &vaddr);
	row = b ? tapc_ucfi_at(b, vaddr) : NULL;
	if (!row || row->cfa_reg < 0)
		return false;
	if (row->cfa_reg == TAPC_DWARF_RSP)
		cfa = f->sp + row->cfa_off;
	else if (row->cfa_reg == TAPC_DWARF_RBP && f->bp_known)
		cfa = f->bp + row->cfa_off;
	else
		return false;
	if (!tapc_uread(&ra, cfa + row->ra_off, sizeof(ra)) || !ra || cfa <= f->sp)
		return false;
	ra = tapc_uret_orig(cfa + row->ra_off, ra);
	if (row->bp_rule == TAPC_UREG_AT_CFA) {
		if (!tapc_uread(&bp, cfa + row->bp_off, sizeof(bp)))
			return false;
		f->bp = bp;
	} else if (row->bp_rule == TAPC_UREG_LOST) {
		f->bp_known = false;
	}
	f->ip = ra;
	f->sp = cfa;
	f->exact = false;
	return true;
}

int tapc_ustack_at(struct tapc_ubin *const *bins, int nbins, unsigned long ip,
		   unsigned long sp, unsigned long bp, unsigned long *pcs, int max)
{
	struct mm_struct *mm = (current->flags & PF_KTHREAD) ? NULL : current->mm;
	struct tapc_uframe f = {
		.ip = ip, .sp = sp, .bp = bp, .bp_known = true, .exact = true,
	};
	enum tapc_umap_hold hold;
	int n = 0;

	if (!mm || max < 1)
		return 0;
	pcs[n++] = f.ip;
	if (!nbins)
		return n;
	hold = tapc_umap_lock(mm);
	while (n < max && tapc_uframe_up(mm, hold, bins, nbins, &f))
		pcs[n++] = f.ip;
	tapc_umap_unlock_(mm, hold);
	return n;
}

int tapc_ustack(struct tapc_context *c, struct tapc_ubin *const *bins,
		int nbins, unsigned long *pcs, int max)
{
	struct pt_regs *regs = tapc_uregs(c);

	if (!regs)
		return 0;
	return tapc_ustack_at(bins, nbins, instruction_pointer(regs), regs->sp,
			      regs->bp, pcs, max);
}

/* The line of the binary's source that vaddr's code is, and its file;
 * 0 where its line table has none. */
static unsigned int tapc_uline_at(const struct tapc_ubin *b,
				  unsigned long vaddr, const char **file)
{
	int lo = tapc_utable_upto(b->lines, b->nlines, sizeof(*b->lines),
				  vaddr);

	if (!lo || !b->lines[lo - 1].line)
		return 0;
	*file = b->files[b->lines[lo - 1].file];
	return b->lines[lo - 1].line;
}

/* usymfile's, usymline's and usymfileline's: what is known of them, else
 * the address in hex. */
static int tapc_uline_sprint(char *out, size_t size, const char *pre,
			     const char *post, unsigned long addr,
			     const char *file, unsigned int line,
			     unsigned int flags)
{
	if (line && (flags & TAPC_USYM_FILE) && (flags & TAPC_USYM_LINE))
		return scnprintf(out, size, "%s%s:%u%s", pre, file, line, post);
	if (line && (flags & TAPC_USYM_FILE))
		return scnprintf(out, size, "%s%s%s", pre, file, post);
	if (line)
		return scnprintf(out, size, "%s%u%s", pre, line, post);
	return scnprintf(out, size, "%s0x%lx%s", pre, addr, post);
}

int tapc_usym_sprint(char *out, size_t size, struct tapc_ubin *const *bins,
		     int nbins, unsigned long addr, unsigned int flags)
{
	const char *pre = (flags & TAPC_USYM_PRE_SPACE) ? " " : "";
	const char *post = (flags & TAPC_USYM_NEWLINE) ? "\n" : "";
	struct tapc_uaddr a;
	struct tapc_ufile f;
	const char *mod = NULL, *file = NULL;
	unsigned int line = 0;
	char off[48] = "", at[24] = "";
	int n = 0;

	tapc_uaddr_find(bins, nbins, addr, &a);
	if (a.bin && a.bin->lines && (flags & (TAPC_USYM_FILE | TAPC_USYM_LINE)))
		line = tapc_uline_at(a.bin, a.vaddr, &file);
	if (!(flags & (TAPC_USYM_SYMBOL | TAPC_USYM_MODULE)))
		return tapc_uline_sprint(out, size, pre, post, addr, file, line,
					 flags);
	/* " at FILE:LINE" after the symbol, the file's part in %s */
	if (line)
		scnprintf(at, sizeof(at), ":%u", line);
	if (a.bin && (flags & TAPC_USYM_MODULE))
		mod = (flags & TAPC_USYM_BASENAME) ? a.bin->name : a.bin->path;
	if (a.sym && (flags & TAPC_USYM_SYMBOL)) {
		const char *name = a.bin->names + a.sym->name;

		if (flags & TAPC_USYM_OFFSET)
			n = scnprintf(off, sizeof(off), "+0x%lx",
				      a.vaddr - a.sym->addr);
		if ((flags & TAPC_USYM_SIZE) && (flags & TAPC_USYM_OFFSET))
			scnprintf(off + n, sizeof(off) - n, "/0x%x", a.sym->size);
		if (flags & TAPC_USYM_HEX)
			return scnprintf(out, size, "%s0x%lx : %s%s%s%s%s%s%s%s%s",
					 pre, addr, name, off, line ? " at " : "",
					 line ? file : "", at, mod ? " [" : "",
					 mod ?: "", mod ? "]" : "", post);
		return scnprintf(out, size, "%s%s%s%s%s%s%s%s%s%s", pre, name, off,
				 line ? " at " : "", line ? file : "", at,
				 mod ? " [" : "", mod ?: "", mod ? "]" : "", post);
	}
	/* no symbol: the address, and where it is in its binary; in a
	 * binary without tables, in the file mapped there (ufile.c) */
	if (mod && (flags & TAPC_USYM_OFFSET)) {
		n = scnprintf(off, sizeof(off), "+0x%lx", a.vaddr - a.bin->base);
		if (flags & TAPC_USYM_SIZE)
			scnprintf(off + n, sizeof(off) - n, "/0x%lx", a.bin->size);
	} else if (!a.bin && (flags & TAPC_USYM_MODULE) &&
		   tapc_ufile_find(addr, &f)) {
		mod = (flags & TAPC_USYM_BASENAME) ? f.name : f.path;
		if (flags & TAPC_USYM_OFFSET)
			n = scnprintf(off, sizeof(off), "+0x%lx", addr - f.base);
		if ((flags & TAPC_USYM_OFFSET) && (flags & TAPC_USYM_SIZE))
			scnprintf(off + n, sizeof(off) - n, "/0x%lx", f.extent);
	}
	if (mod)
		return scnprintf(out, size, "%s0x%lx [%s%s]%s%s%s%s", pre, addr,
				 mod, off, line ? " at " : "", line ? file : "",
				 at, post);
	return scnprintf(out, size, "%s0x%lx%s", pre, addr, post);
}
