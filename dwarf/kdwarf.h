/* A kernel module's or a vmlinux's DWARF, read through libdwfl, which
 * relocates a .ko's debug info against a layout of its sections: its
 * functions with code of their own, their inline instances, and where
 * the kernel has an address of them. What kernel.function("F@FILE"),
 * .inline and statement("F@FILE:LINE") probe (probes/kfunc/). */
#ifndef TAPC_KDWARF_H
#define TAPC_KDWARF_H

#include <stdbool.h>
#include <stdint.h>

#include "dfuncs.h"
#include "dwfile.h"

/* a function or an inline instance (dfuncs.h) */
typedef dfunc kdw_func;

typedef struct kdwarf {
	char *path;
	dwfile dwarf;
	bool relocatable;  /* a .ko: the kernel places it at load time */
	kdw_func *funcs;   /* out of line, in code that runs loaded (a
	                    * module's init and exit code too, not the
	                    * kernel's .init.text), sorted by name */
	int nfuncs;
	kdw_func *inlines; /* inline instances in that text, by name */
	int ninlines;
	void *dwfl;
	void *mod;
	char *image;       /* a compressed file's contents, decompressed */
} kdwarf;

/* Opens the .ko (or .ko.xz, .ko.zst) or vmlinux at `path`; NULL with
 * *why set (allocated) when it cannot be read or has no DWARF. */
kdwarf *kdwarf_open(const char *path, char **why);
void kdwarf_free(kdwarf *k);
/* The function symbol of a module's text that holds `addr`, and the
 * distance from it: where a kprobe goes (symbol + offset) once the
 * module is loaded. False when no symbol holds it. */
bool kdwarf_symbol_at(const kdwarf *k, uint64_t addr, const char **name,
		      uint64_t *offset);
/* The kernel's vmlinux with DWARF where stap finds it: under each
 * directory of $SYSTEMTAP_DEBUGINFO_PATH (/usr/lib/debug when unset,
 * where Debian's linux-image-REL-dbg puts it) as boot/vmlinux-REL or
 * lib/modules/REL/vmlinux; allocated, or NULL when it is not there. */
char *kdwarf_vmlinux_path(const char *release);
#endif
