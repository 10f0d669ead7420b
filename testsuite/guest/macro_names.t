# Names a script may use that are the target kernel's object-like
# macros (a sample of them read from its headers at test time by
# testsuite/kmods/macro_names.sh: numeric, string and array globals,
# statistics, functions, their parameters and locals, foreach variables,
# an alias's locals) reach no C the macros could replace: the module
# builds, runs, and every value comes back. ATTR_MODE and PAGE_SIZE,
# globals set with -G, keep their names as module parameters.
=== ARGS -I @KMODS@/macro_names
=== RUNARGS -G ATTR_MODE=7 -G PAGE_SIZE=big
=== PROG
# Names that are the target kernel's macros (see the case's header).
global ATTR_MODE = 1, PAGE_SIZE = "small"

probe tapc_macro_alias_0, tapc_macro_alias_10, tapc_macro_alias_20,
      tapc_macro_alias_30, tapc_macro_alias_40, tapc_macro_alias_50 {
	aliases++
}
global aliases

probe begin(1) {
	tapc_macro_names_check()
	printf("aliases: %d, ATTR_MODE: %d, PAGE_SIZE: %s\n", aliases, ATTR_MODE, PAGE_SIZE)
	exit()
}
=== EXPECT
macro names: ok
macro aliases: ok
aliases: 6, ATTR_MODE: 7, PAGE_SIZE: big
