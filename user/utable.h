/* What a user-space binary's addresses are named and unwound with, as a
 * module's symbol and unwind tables carry them (stap's -d BINARY, --ldd,
 * and the binaries process("PATH") probes): its function symbols, its
 * loadable segments (to go from a file offset, which a process's mapping
 * gives, to the file's own addresses), and its call frame information
 * from .eh_frame in a compact form that a kernel-side walker can follow
 * with a few reads of the user stack. */
#ifndef TAPC_UTABLE_H
#define TAPC_UTABLE_H

#include <stdbool.h>
#include <stdint.h>

struct ubin;

/* A function symbol: [addr, addr + size) in the file's own addresses. */
typedef struct usym {
	uint64_t addr, size;
	const char *name;     /* the ubin's string table's: valid while it is open */
} usym;

/* A PT_LOAD segment. */
typedef struct useg {
	uint64_t vaddr, offset, filesz, memsz;
	bool exec;
} useg;

/* How a saved register is found in a frame. */
typedef enum ureg_rule {
	UREG_SAME,            /* the callee did not change it */
	UREG_AT_CFA,          /* saved at CFA + off */
	UREG_UNKNOWN,         /* lost, or a rule the walker does not follow */
} ureg_rule;

/* One row of the unwind table: in [start, end), the canonical frame
 * address is register cfa_reg (DWARF's numbering: 7 rsp, 6 rbp) plus
 * cfa_off, the return address is saved at CFA + ra_off, and rbp as
 * bp_rule says. cfa_reg < 0: the frame's CFA is a DWARF expression
 * (the PLT's) or not known, and the walk ends there. */
typedef struct ucfi_row {
	uint64_t start, end;
	int cfa_reg;
	int64_t cfa_off;
	int64_t ra_off;
	ureg_rule bp_rule;
	int64_t bp_off;
} ucfi_row;

#define UCFI_RSP 7
#define UCFI_RBP 6

/* The binary's function symbols (.symtab, else .dynsym), sorted by
 * address, one per address: of aliases, the name with the fewest
 * leading underscores, then the strongest binding (getpid over
 * __getpid). Returns the count; *out allocated. */
int utable_symbols(const struct ubin *b, usym **out);
/* Its PT_LOAD segments in file order; *out allocated. */
int utable_segments(const struct ubin *b, useg **out);
/* Its unwind rows from .eh_frame, sorted, adjacent rows with the same
 * rules merged; 0 when it has no .eh_frame. *out allocated. */
int utable_cfi(const struct ubin *b, ucfi_row **out);
#endif
