/* A file's types from its DWARF (a user binary's, a kernel module's), in the kernel catalog's terms
 * (kernel/ktypes.h's ktype_info and kmember), so that typed access
 * ($p->x, $p->name, $a[2]) walks them as it walks the kernel's BTF. A
 * type is named by its DIE's offset in .debug_info; 0 is void. Each
 * function takes the file's DWARF (dwfile.h) as `src`. */
#ifndef TAPC_DTYPES_H
#define TAPC_DTYPES_H

#include "ktypes.h"
#include "dwfile.h"

void dtypes_info(const void *src, uint32_t id, ktype_info *out);
bool dtypes_member(const void *src, uint32_t id, const char *name,
		   kmember *out);
void dtypes_members(const void *src, uint32_t id,
		    void (*fn)(const char *name, const kmember *m, void *arg),
		    void *arg);
/* stap's spelling: "struct point", "long int", "char const*" */
char *dtypes_spell(const void *src, uint32_t id);
/* The type named `name` ("struct point", "point", "size_t"), as @cast
 * names one: a definition at a unit's top; 0 when there is none. */
uint32_t dtypes_named(const void *src, const char *name);
/* A program's or library's DWARF, for its types alone (@cast(ADDR,
 * "TYPE", "PATH")); NULL when it cannot be read or has none. */
dwfile *dtypes_open(const char *path);
void dtypes_close(dwfile *f);
#endif
