/* A file's DWARF as this floor reads it, whoever opened the file (a user
 * binary: user/ubin.c; a kernel module or vmlinux: kdwarf.h): libdw's
 * debugging information, relocated where the file is relocatable, and
 * its call frame information. Addresses are the file's own (for a .ko,
 * where libdwfl laid its sections out). */
#ifndef TAPC_DWFILE_H
#define TAPC_DWFILE_H

typedef struct dwfile {
	void *dw;          /* Dwarf *, or NULL: no DWARF */
	void *cfi;         /* Dwarf_CFI * (.eh_frame or .debug_frame), or NULL */
} dwfile;
#endif
