/* The symbols of a kernel image from its own kallsyms tables, for when
 * there is no symbol table or System.map to read (Debian ships a vmlinuz
 * without symbols and a System.map that only points to the -dbg
 * package). The kernel builds these tables into .rodata so that
 * /proc/kallsyms can list every symbol; the same bytes decode on the
 * host. */
#ifndef TAPC_KALLSYMS_H
#define TAPC_KALLSYMS_H

#include <stdbool.h>
#include <stdint.h>

#include "kbtf.h"

typedef struct ksym {
	uint64_t addr;
	char type;            /* as /proc/kallsyms: 'T', 't', 'D', 'A', ... */
	const char *name;
} ksym;

/* Sorted by address, as the kernel keeps them. */
typedef struct ksym_table {
	ksym *syms;
	int count;
	char *names;          /* the storage of every name */
} ksym_table;

/* Decodes the image's kallsyms; false when it has none tapc can find. */
bool kallsyms_read(kimage *img, ksym_table *out);
void kallsyms_free(ksym_table *t);
/* The first symbol named `name`; NULL when there is none. */
const ksym *kallsyms_find(const ksym_table *t, const char *name);
/* The text symbol (t, T, w, W) whose code holds `addr`, the last one at
 * or below it; NULL when none. */
const ksym *kallsyms_text_at(const ksym_table *t, uint64_t addr);
static inline bool ksym_is_text(const ksym *s)
{
	return s->type == 't' || s->type == 'T' || s->type == 'w' ||
	       s->type == 'W';
}
#endif
