/*
 * line_address MODULE.ko FILE LINE: the addresses of LINE of FILE in
 * MODULE, one a line in hex, in the layout libdwfl gives a relocatable
 * file's sections (dwfl_offline_section_address), which is what stap's
 * module("M").statement(ADDR) means and its -L -vvv shows as pc=. A host
 * program of the suite (line_addresses.sh builds it), not a module: the
 * compiler that built MODULE decides the address, so the cases take it
 * from the module instead of typing it in.
 */
#include <elfutils/libdwfl.h>
#include <stdio.h>
#include <stdlib.h>

static const Dwfl_Callbacks callbacks = {
	.find_debuginfo = dwfl_standard_find_debuginfo,
	.section_address = dwfl_offline_section_address,
};

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: line_address MODULE.ko FILE LINE\n");
		return 2;
	}
	Dwfl *dwfl = dwfl_begin(&callbacks);
	Dwfl_Module *mod = dwfl ? dwfl_report_offline(dwfl, "module", argv[1], -1) : NULL;
	if (!mod || dwfl_report_end(dwfl, NULL, NULL) != 0) {
		fprintf(stderr, "line_address: %s: %s\n", argv[1], dwfl_errmsg(-1));
		return 1;
	}
	Dwfl_Line **lines;
	size_t n;
	if (dwfl_module_getsrc_file(mod, argv[2], atoi(argv[3]), 0, &lines, &n) != 0 || !n) {
		fprintf(stderr, "line_address: no line %s of %s in %s\n", argv[3],
			argv[2], argv[1]);
		return 1;
	}
	for (size_t i = 0; i < n; i++) {
		Dwarf_Addr addr;
		if (dwfl_lineinfo(lines[i], &addr, NULL, NULL, NULL, NULL))
			printf("%#llx\n", (unsigned long long)addr);
	}
	free(lines);
	dwfl_end(dwfl);
	return 0;
}
