/* The end of a function's prologue, for code whose locations do not
 * hold at its entry (dprologue.h). */
#include "dprologue.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* Whether an attribute is a location list rather than one expression:
 * DWARF 4 and 5 say so by form; before 4 a constant was an offset into
 * .debug_loc. */
static bool is_location_list(Dwarf_Attribute *at, int version)
{
	switch (dwarf_whatform(at)) {
	case DW_FORM_sec_offset:
	case DW_FORM_loclistx:
		return true;
	case DW_FORM_data4:
	case DW_FORM_data8:
		return version < 4;
	default:
		return false;
	}
}

/* Whether any DIE under `die` (itself too) has a location list. */
static bool has_location_list(Dwarf_Die *die, int version)
{
	Dwarf_Attribute at;
	Dwarf_Die child;

	if (dwarf_attr(die, DW_AT_location, &at) && is_location_list(&at, version))
		return true;
	if (dwarf_child(die, &child) != 0)
		return false;
	do {
		if (has_location_list(&child, version))
			return true;
	} while (dwarf_siblingof(&child, &child) == 0);
	return false;
}

/* GCC before 4.5 could describe the prologue wrongly even where it
 * tracked variables (gdb's PR 13777): its producer string says which. */
static bool old_gcc(Dwarf_Die *cu)
{
	Dwarf_Attribute at;
	const char *producer = dwarf_formstring(dwarf_attr(cu, DW_AT_producer, &at));
	int major = 0, minor = 0;

	if (!producer || strncmp(producer, "GNU C", 5) != 0)
		return false;
	const char *v = strpbrk(producer, "0123456789");
	return v && sscanf(v, "%d.%d", &major, &minor) == 2 &&
	       (major < 4 || (major == 4 && minor < 5));
}

/* The row index of the first row at `addr`, or -1. */
static long first_row_at(Dwarf_Lines *lines, size_t n, uint64_t addr)
{
	for (size_t i = 0; i < n; i++) {
		Dwarf_Addr a;
		if (dwarf_lineaddr(dwarf_onesrcline(lines, i), &a) == 0 && a == addr)
			return (long)i;
	}
	return -1;
}

/* Past the prologue: the row after the entry's, unless the entry's row
 * is marked as the prologue's end or is of another file than the
 * function's declaration (no prologue), or the next row is past the
 * function's code (a tail call: the entry's). */
static uint64_t prologue_end(Dwarf_Die *fn, Dwarf_Die *cu, uint64_t entry)
{
	Dwarf_Lines *lines;
	size_t n;
	Dwarf_Addr high, next;
	bool marked = false;

	if (dwarf_getsrclines(cu, &lines, &n) != 0 || dwarf_highpc(fn, &high) != 0)
		return entry;
	long i = first_row_at(lines, n, entry);
	if (i < 0 || (size_t)i + 1 >= n)
		return entry;
	Dwarf_Line *row = dwarf_onesrcline(lines, (size_t)i);
	const char *decl = dwarf_decl_file(fn);
	const char *src = dwarf_linesrc(row, NULL, NULL);
	if ((dwarf_lineprologueend(row, &marked) == 0 && marked) ||
	    (decl && src && strcmp(decl, src)))
		return entry;
	if (dwarf_lineaddr(dwarf_onesrcline(lines, (size_t)i + 1), &next) != 0 ||
	    next >= high)
		return entry;
	return next;
}

uint64_t dprologue_body(const dwfile *f, uint64_t die, uint64_t entry)
{
	Dwarf_Die fn, cu;
	Dwarf_Half version = 0;

	if (!f->dw || !die || !dwarf_offdie(f->dw, die, &fn) ||
	    !dwarf_diecu(&fn, &cu, NULL, NULL))
		return entry;
	dwarf_cu_info(cu.cu, &version, NULL, NULL, NULL, NULL, NULL, NULL);
	if (!old_gcc(&cu) && has_location_list(&cu, version))
		return entry;
	return prologue_end(&fn, &cu, entry);
}
