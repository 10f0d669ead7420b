/* A user-space binary as process("PATH").function(...) probes see it:
 * its functions, from its DWARF (libdw) when it has any, else from its
 * ELF symbol table, each with the file offset a uprobe is placed at. */
#ifndef TAPC_UBIN_H
#define TAPC_UBIN_H

#include <stdbool.h>
#include <stdint.h>

#include "dfuncs.h"
#include "dwfile.h"

/* a function with its entry's offset in the file (dfuncs.h) */
typedef dfunc ubin_func;

struct usdt_mark;

typedef struct ubin {
	char *path;
	bool has_dwarf;
	ubin_func *funcs;  /* sorted by name */
	int nfuncs;
	ubin_func *inlines; /* inline instances (DWARF), each at its entry,
	                     * fn_entry its function's: sorted by name */
	int ninlines;
	struct usdt_mark *marks; /* its SDT markers (usdt.h) */
	int nmarks;
	ubin_func *plts;   /* its PLT's entries, by the functions they call
	                    * (no file, no DIE), in the PLT's order */
	int nplts;
	char **needed;     /* the libraries it names (DT_NEEDED) */
	int nneeded;
	char *runpath;     /* DT_RUNPATH (or DT_RPATH), or NULL */
	dwfile dwarf;      /* kept open for variables */
	void *elf;         /* libelf's Elf * */
	int fd;
} ubin;

/* A line of a function's source with code of its own: where its first
 * instruction is. */
typedef struct ubin_line {
	int line;
	uint64_t addr;
	uint64_t offset;
} ubin_line;

/* Opens PATH (canonical); NULL with *why set (allocated: "No such file
 * or directory", "not an ELF file", ...) when it cannot be read. */
ubin *ubin_open(const char *path, char **why);
void ubin_free(ubin *b);

/* Where address `addr` of the file's own is in the file, through the
 * loadable segment that holds it (an executable one, with `exec`); false
 * when none does. */
bool ubin_file_offset(const ubin *b, uint64_t addr, bool exec, uint64_t *off);
/* The shared library NAME ("libc.so.6") as the dynamic loader finds it
 * for `b`: in its run path, then the system's directories; canonical,
 * or NULL. Allocated. */
char *ubin_find_library(const ubin *b, const char *name);
/* The lines of function `f` (of its own source file) that begin
 * statements, by line; *out allocated. Returns the count (0 without
 * DWARF). */
int ubin_func_lines(const ubin *b, const ubin_func *f, ubin_line **out);
/* The function of DWARF whose code holds address `addr` (its own, not
 * an inline instance's), or NULL. */
const ubin_func *ubin_func_at(const ubin *b, uint64_t addr);
/* The address of the section called `name`, or 0. */
uint64_t ubin_section_addr(const ubin *b, const char *name);
/* The same over the inline instances (.inline). */
int ubin_match_inlines(const ubin *b, const char *pattern,
		       void (*fn)(const ubin_func *f, void *arg), void *arg);
/* The same over the PLT's entries (.plt("PATTERN")). */
int ubin_match_plts(const ubin *b, const char *pattern,
		    void (*fn)(const ubin_func *f, void *arg), void *arg);
/* Calls `fn` for each function whose name matches the glob `pattern`,
 * in name order; returns how many matched. */
int ubin_match_functions(const ubin *b, const char *pattern,
			 void (*fn)(const ubin_func *f, void *arg), void *arg);
#endif
