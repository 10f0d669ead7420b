/* Where a probe on a function's entry sees its parameters where DWARF
 * says they are. Optimized code (GCC's variable tracking) describes them
 * at every address, the entry too, with location lists; code built
 * without optimization describes only their homes in the frame, which
 * the prologue fills: there, as stap and gdb do, a function's probe goes
 * past the prologue, where the line table's second row of the function
 * begins. */
#ifndef TAPC_DPROLOGUE_H
#define TAPC_DPROLOGUE_H

#include <stdint.h>

#include "dwfile.h"

/* The address a probe on the function whose DIE is at `die`, entered
 * at `entry`, reads its variables at: `entry` when its unit's locations
 * hold there (a location list in the unit), else the end of its
 * prologue. */
uint64_t dprologue_body(const dwfile *f, uint64_t die, uint64_t entry);
#endif
