/* Functions as a file's DWARF (and, for a user binary, its symbol
 * tables) describe them: a user binary's (user/ubin.h), a kernel
 * module's or vmlinux's (kdwarf.h), and their inline instances. */
#ifndef TAPC_DFUNCS_H
#define TAPC_DFUNCS_H

#include <stdint.h>

typedef struct dfunc {
	char *name;
	char *file;        /* the declaring source file, as a full path;
	                    * NULL without DWARF */
	int line;          /* its declaration's line; 0 without DWARF */
	uint64_t addr;     /* the entry's address in the file's own terms */
	uint64_t offset;   /* a user binary's: where that is in the file,
	                    * what a uprobe on the inode takes */
	uint64_t die;      /* its DIE's offset in .debug_info (0: none): the
	                    * function's, or an inline instance's */
	uint64_t fn_entry; /* the entry of the function whose code it is in
	                    * (its own, unless an inline instance) */
} dfunc;

/* A declaration's file as a full path: `file` under the CU's
 * `comp_dir` unless either is not absolute (then `file` as it is);
 * allocated, NULL for NULL. */
char *dfuncs_path(const char *comp_dir, const char *file);
/* Sorts v[0, *n) by name and address and keeps one entry of each name
 * and address (a symbol in two tables, a function with two DIEs: of
 * those, one with DWARF). */
void dfuncs_sort_unique(dfunc *v, int *n);
void dfuncs_free(dfunc *v, int n);
#endif
