/* Inline instances (dinline.h). */
#include "dinline.h"

#include <dwarf.h>

static void walk(Dwarf_Die *scope, int depth,
		 void (*fn)(Dwarf_Die *inst, Dwarf_Addr entry, void *arg), void *arg)
{
	Dwarf_Die child;
	Dwarf_Addr entry;

	if (depth > 32 || dwarf_child(scope, &child) != 0)
		return;
	do {
		int tag = dwarf_tag(&child);
		if (tag == DW_TAG_inlined_subroutine && dwarf_entrypc(&child, &entry) == 0)
			fn(&child, entry, arg);
		if (tag == DW_TAG_inlined_subroutine || tag == DW_TAG_lexical_block)
			walk(&child, depth + 1, fn, arg);
	} while (dwarf_siblingof(&child, &child) == 0);
}

void dinline_each(Dwarf_Die *scope,
		  void (*fn)(Dwarf_Die *inst, Dwarf_Addr entry, void *arg), void *arg)
{
	walk(scope, 0, fn, arg);
}
