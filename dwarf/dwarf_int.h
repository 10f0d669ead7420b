/* What the user floor's files share of libdw (not for other floors). */
#ifndef TAPC_DWARF_INT_H
#define TAPC_DWARF_INT_H

#include <elfutils/libdw.h>

/* The type under typedefs and qualifiers; false on a broken chain. */
bool dtypes_peel(Dwarf_Die *type, Dwarf_Die *out);
/* stap's spelling of a type DIE; allocated. */
char *dtypes_name(Dwarf_Die *type);
#endif
