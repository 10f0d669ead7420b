/* A function's parameters and variables at its entry, from the binary's
 * DWARF (ubin.h): where each one's value is there, as the registers and
 * memory a probe handler sees, and its type. */
#ifndef TAPC_UVARS_H
#define TAPC_UVARS_H

#include "ubin.h"

/* DWARF's x86-64 register numbers, 0 (rax) to 16 (the return address). */
#define UVAR_NREGS 17

/* The value is reg + offset (reg -1: the offset alone), or, with
 * `deref`, the `size` bytes in the probed process's memory there. */
typedef struct uvar_loc {
	int reg;
	int64_t offset;
	bool deref;
} uvar_loc;

typedef struct uvar {
	char *name;
	bool is_param;
	char *type_name;   /* as stap -L shows it: "long int", "struct point const*" */
	uint32_t type;     /* its type's DIE (utypes.h), 0 when unknown */
	int size;          /* bytes of its value (1, 2, 4 or 8); 0: not a
	                    * scalar (a struct by value) */
	bool is_signed;
	bool located;      /* its value is known at the entry */
	uvar_loc loc;
} uvar;

/* The variables of the lexical blocks around `pc` in function `f`,
 * innermost first, then the function's parameters and its outermost
 * variables, each located at pc; *out allocated. Returns the count. */
int uvars_at(const ubin *b, const ubin_func *f, uint64_t pc, uvar **out);
/* The same at the function's entry address. */
int uvars_at_entry(const ubin *b, const ubin_func *f, uvar **out);
void uvars_free(uvar *v, int n);
#endif
