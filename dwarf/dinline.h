/* The inline instances of a function's code, as DWARF nests them
 * (DW_TAG_inlined_subroutine under the function, its lexical blocks and
 * other instances), for user binaries and the kernel alike. */
#ifndef TAPC_DINLINE_H
#define TAPC_DINLINE_H

#include <elfutils/libdw.h>

/* Calls fn for each inline instance under `scope`, at any depth (to 32),
 * that has an entry address, with that address. */
void dinline_each(Dwarf_Die *scope,
		  void (*fn)(Dwarf_Die *inst, Dwarf_Addr entry, void *arg),
		  void *arg);
#endif
