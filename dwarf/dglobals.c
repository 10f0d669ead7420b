/* Global variables in a file's DWARF (dglobals.h). */
#include "dglobals.h"

#include <dwarf.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "dwarf_int.h"
#include "util.h"

/* Whether the unit's name is `pattern`, or ends with it after a '/'. */
static bool unit_matches(const char *unit, const char *pattern)
{
	if (!fnmatch(pattern, unit, 0))
		return true;
	char *tail = xasprintf("*/%s", pattern);
	bool yes = !fnmatch(tail, unit, 0);
	free(tail);
	return yes;
}

/* The variable's DW_OP_addr, where its location is one. */
static bool location_addr(Dwarf_Die *var, uint64_t *addr)
{
	Dwarf_Attribute at;
	Dwarf_Op *ops;
	size_t n;

	if (!dwarf_attr(var, DW_AT_location, &at) ||
	    dwarf_getlocation(&at, &ops, &n) != 0 || n != 1 ||
	    ops[0].atom != DW_OP_addr)
		return false;
	*addr = ops[0].number;
	return true;
}

/* The unit's definition of `name`: a variable DIE that is no mere
 * declaration (its name may be on the declaration it completes). */
static bool unit_definition(Dwarf_Die *cu, const char *name, dglobal *out)
{
	Dwarf_Die die;

	if (dwarf_child(cu, &die) != 0)
		return false;
	do {
		const char *own = dwarf_diename(&die);
		if (dwarf_tag(&die) != DW_TAG_variable || !own || strcmp(own, name) ||
		    dwarf_hasattr(&die, DW_AT_declaration))
			continue;
		Dwarf_Attribute at;
		Dwarf_Die type;
		if (!dwarf_attr_integrate(&die, DW_AT_type, &at) ||
		    !dwarf_formref_die(&at, &type))
			continue;
		out->type = (uint32_t)dwarf_dieoffset(&type);
		out->has_addr = location_addr(&die, &out->addr);
		return true;
	} while (dwarf_siblingof(&die, &die) == 0);
	return false;
}

bool dglobals_find(const dwfile *f, const char *name, const char *unit,
		   dglobal *out)
{
	Dwarf_Off off = 0, next;
	size_t hsize;
	size_t best = 0;
	bool found = false;

	memset(out, 0, sizeof *out);
	while (f->dw && dwarf_nextcu(f->dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu;
		const char *cu_name;
		dglobal g = {0};
		if (dwarf_offdie(f->dw, off + hsize, &cu) &&
		    (cu_name = dwarf_diename(&cu)) &&
		    (!unit || unit_matches(cu_name, unit)) &&
		    (!found || strlen(cu_name) < best) &&
		    unit_definition(&cu, name, &g)) {
			free(out->unit);
			*out = g;
			out->unit = xstrdup(cu_name);
			best = strlen(cu_name);
			found = true;
			if (!unit)
				break;
		}
		off = next;
	}
	return found;
}
