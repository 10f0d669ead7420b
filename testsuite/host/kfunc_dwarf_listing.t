# -L of a module's points with DWARF: each function with its declaration's
# file and line and its parameters (the inline instance too), each line
# of a function with the variables located there, as stap lists them
# (its init and exit code, gone once loaded, are not probed)
=== ARGS -L module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@tapc_test.c:*")
=== PROG
# -L of a module's statements
=== EXPECT
module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@@KMODS@/tapc_test.c:25") $i:int
module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@@KMODS@/tapc_test.c:26") $i:int
module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@@KMODS@/tapc_test.c:28") $i:int $sq:int
module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@@KMODS@/tapc_test.c:29") $i:int $sq:int
