/* kernel.data(ADDR)[.length(N)].write|.rw and kernel.data("SYMBOL")
 * .write|.rw: a hardware breakpoint on every CPU (runtime/hwbkpt.c) that
 * runs the body after each write (or read or write) of the watched
 * bytes. A symbol is found in the image's kallsyms at pass 2 and placed
 * at load as far from sprint_symbol_no_offset as it was linked (KASLR
 * moves the kernel as one); an address is the running kernel's. */
#ifndef TAPC_HWBKPT_FAMILY_H
#define TAPC_HWBKPT_FAMILY_H

#include "family.h"

/* resolved_point.data of the family's points */
typedef struct hwbkpt_point {
	const char *symbol;        /* kernel.data("SYMBOL"), or NULL */
	uint64_t address;          /* kernel.data(ADDR): the running kernel's;
	                            * a symbol's as the kernel was linked */
	int64_t link_offset;       /* record()'s: SYMBOL's distance from
	                            * sprint_symbol_no_offset */
	int64_t length;            /* bytes watched, as asked */
	bool rw;                   /* .rw: reads too */
} hwbkpt_point;

extern const probe_family probe_hwbkpt_family;

/* pass 3 (hwbkpt_emit.c) */
void hwbkpt_emit_handler(struct tr_module *m, int index, int j);
void hwbkpt_emit_entry(struct tr_module *m, int index, int j);
#endif
