/* SPDX-License-Identifier: GPL-2.0 */
/*
 * User-space symbols and backtraces (usym.c, ufile.c): an address of the
 * current task named from the user binaries' tables (ubin.h) or the
 * file mapped there, its user stack unwound through the tables, and the
 * task's memory map read without waiting for its lock. Any probe may
 * ask (a backtrace at a kernel point too), so these are the runtime's
 * own, not the user binaries' kind's. Part of tapc.h, included by it
 * alone, after the kinds' headers.
 */
#ifndef TAPC_USYM_H
#define TAPC_USYM_H

/* The releases of the mmap lock left to irq_work: made ready when the
 * module loads, waited for when it goes. */
void tapc_usym_init(void);
void tapc_usym_free(void);

/* What a user address of the current task is. */
struct tapc_uaddr {
	const struct tapc_ubin *bin;	/* NULL: in none of the binaries */
	unsigned long vaddr;		/* the binary's own address */
	const struct tapc_usym *sym;	/* NULL: no symbol holds it */
};

/* The binary (of bins[0..nbins)) and symbol holding `addr` in the
 * current task's memory; false when none of them is mapped there, or
 * the task's memory map could not be read without waiting. */
bool tapc_uaddr_find(struct tapc_ubin *const *bins, int nbins,
		     unsigned long addr, struct tapc_uaddr *out);
/* The user registers of the current task at the probe: the probe's own
 * where it hit in user space, else those saved at its entry into the
 * kernel; NULL for a kernel thread. */
struct pt_regs *tapc_uregs(struct tapc_context *c);
/* The current task's user stack, innermost first: the address it is at,
 * then the return addresses, unwound through the binaries' unwind rows;
 * at most `max`. */
int tapc_ustack(struct tapc_context *c, struct tapc_ubin *const *bins,
		int nbins, unsigned long *pcs, int max);
/* The same from the state ip, sp, bp of a frame of the current task. */
int tapc_ustack_at(struct tapc_ubin *const *bins, int nbins, unsigned long ip,
		   unsigned long sp, unsigned long bp, unsigned long *pcs, int max);

/* What tapc_usym_sprint writes of an address, stap's formats' parts. */
#define TAPC_USYM_SYMBOL 1		/* its symbol's name */
#define TAPC_USYM_HEX 2			/* "0xADDR : " before it */
#define TAPC_USYM_MODULE 4		/* " [binary]" */
#define TAPC_USYM_BASENAME 8		/* the binary's last component */
#define TAPC_USYM_OFFSET 16		/* "+0xOFF" */
#define TAPC_USYM_SIZE 32		/* "/0xSIZE" */
#define TAPC_USYM_PRE_SPACE 64
#define TAPC_USYM_NEWLINE 128
#define TAPC_USYM_FILE 256		/* the source file: alone, or with the
					 * symbol " at FILE:LINE" */
#define TAPC_USYM_LINE 512		/* the line: alone, or after the file */
/* usymdata's, print_ubacktrace's, print_ubacktrace_brief's and
 * sprint_ubacktrace's */
#define TAPC_USYM_DATA (TAPC_USYM_SYMBOL | TAPC_USYM_MODULE | \
			TAPC_USYM_OFFSET | TAPC_USYM_SIZE)
#define TAPC_USYM_FULL (TAPC_USYM_DATA | TAPC_USYM_HEX | \
			TAPC_USYM_PRE_SPACE | TAPC_USYM_NEWLINE)
#define TAPC_USYM_BRIEF (TAPC_USYM_SYMBOL | TAPC_USYM_OFFSET | TAPC_USYM_NEWLINE)
/* print_ubacktrace_fileline's */
#define TAPC_USYM_FULLER (TAPC_USYM_FULL | TAPC_USYM_FILE | TAPC_USYM_LINE)
#define TAPC_USYM_SIMPLE (TAPC_USYM_SYMBOL | TAPC_USYM_MODULE | \
			  TAPC_USYM_BASENAME | TAPC_USYM_OFFSET | TAPC_USYM_NEWLINE)
/* `addr` as `flags` say into out[size]; its length. An address no
 * symbol holds is its hex, with the binary and the offset in it when
 * one holds it ("0x7f12 [libc.so.6+0x1234]"), a binary of the tables or
 * else the file mapped there. */
int tapc_usym_sprint(char *out, size_t size, struct tapc_ubin *const *bins,
		     int nbins, unsigned long addr, unsigned int flags);

/* The mmap lock of a task's memory for reading in probe context, only
 * tried, never waited for (usym.c): none had, taken (its release left to
 * an irq_work where interrupts are off), or borrowed from an earlier
 * probe on this CPU whose release has not begun. */
struct mm_struct;
enum tapc_umap_hold { TAPC_UMAP_NONE, TAPC_UMAP_TAKEN, TAPC_UMAP_BORROWED };
enum tapc_umap_hold tapc_umap_lock(struct mm_struct *mm);
void tapc_umap_unlock_(struct mm_struct *mm, enum tapc_umap_hold hold);
/* With that lock had: the VMA holding `addr` when it maps a file, else
 * NULL, from `vmi` set at `addr` (VMA_ITERATOR(vmi, mm, addr)) and left
 * at that VMA, to walk on from. Both lookups of the map start so:
 * usym.c's of a binary with tables, ufile.c's of any file, which walks
 * on to the file's other mappings. */
struct vm_area_struct;
struct vma_iterator;
struct vm_area_struct *tapc_umap_vma(struct vma_iterator *vmi, unsigned long addr);

/* The file of the mapping holding a user address of the current task,
 * for an address in none of the module's binaries (ufile.c). */
struct tapc_ufile {
	const char *path;		/* the process's path of it */
	const char *name;		/* its last component */
	unsigned long base;		/* where its mapping at offset 0 starts */
	unsigned long extent;		/* how far its load reaches from there */
};

/* false where no file's mapping holds addr, or the task's memory map
 * could not be read without waiting; the path lasts until the next
 * call on this CPU. */
bool tapc_ufile_find(unsigned long addr, struct tapc_ufile *out);

#endif
