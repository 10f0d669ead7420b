# -L of a module's functions with DWARF: each with its declaration's file
# and line and its parameters, the inline instance too, as stap lists
# them (its init and exit code, gone once loaded, are not probed)
=== ARGS -L module("@KMODS@/tapc_test.ko").function("*")
=== PROG
# -L of a module's functions
=== EXPECT
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pair@@KMODS@/tapc_test.c:39") $p:struct tapc_pair*
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step@@KMODS@/tapc_test.c:24") $i:int
module("@KMODS@/tapc_test.ko").function("tapc_twice@@KMODS@/tapc_test.c:19") $x:int
