# -L of a module's inline instances with DWARF (.inline): each with its
# parameters at its entry
=== ARGS -L module("@KMODS@/tapc_test.ko").function("*").inline
=== PROG
# -L of a module's inline instances
=== EXPECT
module("@KMODS@/tapc_test.ko").function("tapc_twice@@KMODS@/tapc_test.c:19").inline $x:int
