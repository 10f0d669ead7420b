/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * User-space symbols and backtraces (usym.c): the tables pass 3 writes of
 * each user binary the module names, and the binary's point kind
 * (tapc_ubin_ops), which finds its file when the session starts. Part of
 * tapc.h, included by it alone.
 */
#ifndef TAPC_USYM_H
#define TAPC_USYM_H

/* A user binary's tables, as pass 3 writes them for each binary the
 * module names (those process probes name, -d's, --ldd's): its loadable
 * segments, its function symbols by address (`names` holds their
 * names), its unwind rows by address, and its source lines where it has
 * DWARF and the script names lines. Addresses are the file's own
 * (its ELF virtual addresses). An OPS point of tapc_ubin_ops, whose
 * slot is the binary, finds its file when the session starts. */
struct tapc_useg {
	unsigned long vaddr, offset, filesz;
};

struct tapc_usym {
	unsigned int addr, size, name;
};

#define TAPC_UREG_SAME 0		/* the callee left rbp as it was */
#define TAPC_UREG_AT_CFA 1		/* saved at CFA + bp_off */
#define TAPC_UREG_LOST 2

/* In [addr, addr + len): the CFA is cfa_reg (DWARF's 7, rsp, or 6, rbp;
 * -1: the walk ends here) plus cfa_off, the return address is at CFA +
 * ra_off, rbp as bp_rule says. */
struct tapc_ucfi {
	unsigned int addr, len;
	int cfa_off;
	short ra_off, bp_off;
	signed char cfa_reg;
	unsigned char bp_rule;
};

/* From addr up to the next row's, the code is line `line` (0: none) of
 * the binary's files[file]: its DWARF line table, merged. */
struct tapc_uline {
	unsigned int addr, line, file;
};

struct tapc_ubin {
	const char *path;		/* canonical */
	const char *name;		/* its last component */
	unsigned long base, size;	/* the lowest loadable address, and
					 * how far the segments reach */
	unsigned long text;		/* the lowest address of code */
	const struct tapc_useg *segs;
	int nsegs;
	const struct tapc_usym *syms;
	int nsyms;
	const char *names;
	const struct tapc_ucfi *cfi;
	int ncfi;
	const struct tapc_uline *lines;	/* NULL: no DWARF, or not asked for */
	int nlines;
	const char *const *files;
	/* the file, found when the session starts: compared, never
	 * dereferenced, with the inodes a process maps and executes (an
	 * overlay's own, and the one under it that its mappings hold) */
	const struct super_block *sb;	/* NULL: not found */
	unsigned long ino;
	const struct super_block *real_sb;
	unsigned long real_ino;
};

extern const struct tapc_point_ops tapc_ubin_ops;
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
