/*
 * inline_params MODULE.ko: for each parameter of each function inlined
 * in MODULE, a line "FUNC.PARAM yes" when its DWARF gives it a location
 * at the entry of every inline instance of FUNC, else "FUNC.PARAM no",
 * as elfutils (and so stap's .inline probes) read a location list: an
 * address in a range [begin, end), location views left aside. gcc 16
 * gives an inlined parameter a location over an empty range at the
 * instance's entry (its views alone), which no such reader finds, where
 * gcc 12 gives it the range of its register. A host program of the suite
 * (testsuite/run's build_kmods builds it, as line_address.c), so that a
 * case that reads an inline instance's parameter runs where the compiler
 * that built the module located it.
 */
#include <dwarf.h>
#include <elfutils/libdwfl.h>
#include <stdio.h>
#include <string.h>

#define MAX_PARAMS 256

static struct param {
	char name[256];
	int located;
} params[MAX_PARAMS];
static int nparams;

static struct param *param_of(const char *func, const char *name)
{
	char key[256];

	snprintf(key, sizeof(key), "%s.%s", func, name);
	for (int i = 0; i < nparams; i++)
		if (!strcmp(params[i].name, key))
			return &params[i];
	if (nparams == MAX_PARAMS)
		return NULL;
	strcpy(params[nparams].name, key);
	params[nparams].located = 1;
	return &params[nparams++];
}

/* An inline instance: each parameter located at its entry, or not. */
static void instance(Dwarf_Die *inl)
{
	Dwarf_Attribute attr;
	Dwarf_Die origin, child;
	Dwarf_Addr entry;
	const char *func;

	if (!dwarf_attr(inl, DW_AT_abstract_origin, &attr) ||
	    !dwarf_formref_die(&attr, &origin) || !(func = dwarf_diename(&origin)) ||
	    dwarf_entrypc(inl, &entry) != 0 || dwarf_child(inl, &child) != 0)
		return;
	do {
		Dwarf_Attribute name_attr, loc;
		Dwarf_Op *expr;
		size_t len;
		const char *name;
		struct param *p;

		if (dwarf_tag(&child) != DW_TAG_formal_parameter ||
		    !dwarf_attr_integrate(&child, DW_AT_name, &name_attr) ||
		    !(name = dwarf_formstring(&name_attr)) || !(p = param_of(func, name)))
			continue;
		if (!dwarf_attr(&child, DW_AT_location, &loc) ||
		    dwarf_getlocation_addr(&loc, entry, &expr, &len, 1) < 1 || len == 0)
			p->located = 0;
	} while (dwarf_siblingof(&child, &child) == 0);
}

/* Every inline instance under die, at any depth. */
static void walk(Dwarf_Die *die)
{
	Dwarf_Die child;

	if (dwarf_child(die, &child) != 0)
		return;
	do {
		if (dwarf_tag(&child) == DW_TAG_inlined_subroutine)
			instance(&child);
		walk(&child);
	} while (dwarf_siblingof(&child, &child) == 0);
}

/* libdwfl applies a relocatable file's relocations (its strings, its
 * addresses), as line_address.c's */
static const Dwfl_Callbacks callbacks = {
	.find_debuginfo = dwfl_standard_find_debuginfo,
	.section_address = dwfl_offline_section_address,
};

int main(int argc, char **argv)
{
	Dwarf_Die *cu = NULL;
	Dwarf_Addr bias;

	if (argc != 2) {
		fprintf(stderr, "usage: inline_params MODULE.ko\n");
		return 2;
	}
	Dwfl *dwfl = dwfl_begin(&callbacks);
	Dwfl_Module *mod = dwfl ? dwfl_report_offline(dwfl, "module", argv[1], -1) : NULL;
	if (!mod || dwfl_report_end(dwfl, NULL, NULL) != 0 || !dwfl_module_getdwarf(mod, &bias)) {
		fprintf(stderr, "inline_params: %s: %s\n", argv[1], dwfl_errmsg(-1));
		return 1;
	}
	while ((cu = dwfl_module_nextcu(mod, cu, &bias)))
		walk(cu);
	for (int i = 0; i < nparams; i++)
		printf("%s %s\n", params[i].name, params[i].located ? "yes" : "no");
	dwfl_end(dwfl);
	return 0;
}
