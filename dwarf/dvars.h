/* A function's parameters and variables at an address of its code, from
 * its file's DWARF (dwfile.h): where each one's value is there, as the
 * registers and memory a probe handler sees, and its type. */
#ifndef TAPC_DVARS_H
#define TAPC_DVARS_H

#include <stdbool.h>
#include <stdint.h>

#include "dwfile.h"

/* DWARF's x86-64 register numbers, 0 (rax) to 16 (the return address). */
#define DVAR_NREGS 17

/* One operation of a DWARF location expression, with what the frame
 * is at the variable's address already put in (DW_OP_fbreg and
 * DW_OP_call_frame_cfa as a register + offset, DW_OP_entry_value at the
 * entry as its register), for dvars_loc_c to write as C. */
typedef struct dvar_op {
	uint8_t atom;
	uint64_t number, number2;
} dvar_op;

#define DVAR_MAX_OPS 32

/* Where a value is: reg + offset (reg -1: the offset alone), or, with
 * `deref`, the `size` bytes in memory there; with nops, the value of
 * that expression instead (arithmetic, DW_OP_piece, DW_OP_deref, ...). */
typedef struct dvar_loc {
	int reg;
	int64_t offset;
	bool deref;
	int nops;
	dvar_op ops[DVAR_MAX_OPS];
} dvar_loc;

typedef struct dvar {
	char *name;
	bool is_param;
	char *type_name;   /* as stap -L shows it: "long int", "struct point const*" */
	uint32_t type;     /* its type's DIE (utypes.h), 0 when unknown */
	int size;          /* bytes of its value (1, 2, 4 or 8); 0: not a
	                    * scalar (a struct by value) */
	bool is_signed;
	bool aggregate;    /* a struct, union or array by value */
	int bytes;         /* an aggregate's (a struct, union or array by
	                    * value): its size in bytes, 0 when unknown */
	bool located;      /* its value is known at the entry */
	dvar_loc loc;
} dvar;

/* The variables of the lexical blocks around `pc` in the scope whose DIE
 * is at `die` (a function, or an inline instance of one: its own
 * parameters), innermost first, then the scope's parameters and its
 * outermost variables, each located at pc; `entry` is the address of the
 * first instruction of the function the code is in (where the frame is
 * known without CFI). *out allocated. Returns the count. */
int dvars_at(const dwfile *f, uint64_t die, uint64_t entry, uint64_t pc,
	     dvar **out);
void dvars_free(dvar *v, int n);
/* The canonical frame address at `pc` from the file's CFI, as register
 * `*reg` + `*offset`; false when the CFI has no such rule there. */
bool dvars_cfa(const dwfile *f, uint64_t pc, int *reg, int64_t *offset);
/* The return value of the function whose DIE is at `die`, as a variable
 * named "return": a number in rax; a struct or union where x86-64
 * returns it (held in rax, in rax and rdx, or in memory at the address
 * in rax); false for a void function. */
bool dvars_return(const dwfile *f, uint64_t die, dvar *out);
/* The C that reads a value at `loc` of `size` bytes over the registers
 * `regs` (a struct pt_regs * of the handler), memory read with the
 * runtime's `reader`: `reader(ctx, addr, size, is_signed)`, or without
 * ctx (NULL) `reader(addr, size, is_signed)` (tapc_kvar_read, fault-safe
 * and ending the script on a fault as a typed chain's read does, for the
 * kernel's; tapc_uvar_read for a user process's); allocated. */
char *dvars_loc_c(const char *regs, const dvar_loc *loc, int size,
		  bool is_signed, const char *reader, const char *ctx);
/* Where an aggregate (a struct, union or array by value) is, for
 * reading its members: in memory at an address the location computes,
 * held whole in a long (a register, pieces of registers, 8 bytes at
 * most), or neither (optimized out, or a value wider than a long). */
typedef enum dvar_shape {
	DVAR_SCALAR,       /* not an aggregate */
	DVAR_AT_ADDRESS,
	DVAR_HELD,
	DVAR_UNREADABLE,
} dvar_shape;

dvar_shape dvars_shape(const dvar *v);
/* The C of an aggregate's address (DVAR_AT_ADDRESS) or of the long
 * that holds its bytes (DVAR_HELD), as dvars_loc_c writes a value;
 * NULL for the others. Allocated. */
char *dvars_object_c(const char *regs, const dvar *v, const char *reader,
		     const char *ctx);
#endif
