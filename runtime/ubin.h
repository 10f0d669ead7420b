/* SPDX-License-Identifier: GPL-2.0 */
/* tapc point kind (scripts/runtime-kinds lists this file) */
/*
 * The user binaries the module names (ubin.c): each one's tables, as the
 * generated unit writes them, and its point kind, which finds the
 * binary's file when the session starts. Part of tapc.h, included by it
 * alone.
 */
#ifndef TAPC_UBIN_H
#define TAPC_UBIN_H

/* A user binary's tables, as pass 3 writes them for each binary the
 * module names (those process probes name, -d's, --ldd's): its loadable
 * segments, its function symbols by address (`names` holds their
 * names), its unwind rows by address, and its source lines where it has
 * DWARF and the script names lines. Addresses are the file's own
 * (its ELF virtual addresses). usym.c reads them. */
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

/* An OPS point of tapc_ubin_ops, whose slot is a binary, finds its file
 * when the session starts (sb, ino, real_sb, real_ino) and forgets it
 * when the session stops. */
extern const struct tapc_point_ops tapc_ubin_ops;

#endif
