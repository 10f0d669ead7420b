/* A global variable's definition in a file's DWARF (a vmlinux's, a
 * kernel module's): what @var("NAME"), @var("NAME@FILE") name. */
#ifndef TAPC_DGLOBALS_H
#define TAPC_DGLOBALS_H

#include <stdbool.h>
#include <stdint.h>

#include "dwfile.h"

typedef struct dglobal {
	uint32_t type;     /* its type, a DIE offset as dtypes.h names one */
	uint64_t addr;     /* its DW_OP_addr: the file's own address */
	bool has_addr;
	char *unit;        /* the compilation unit's name, allocated */
} dglobal;

/* The definition of `name` at the top of a compilation unit whose name
 * matches `unit` (NULL: any; else a glob over the unit's name or the
 * end of it, "fork.c" or "kernel/fork.c", the shortest such unit as
 * stap takes): the first unit's in the file's order. False when none. */
bool dglobals_find(const dwfile *f, const char *name, const char *unit,
		   dglobal *out);
#endif
