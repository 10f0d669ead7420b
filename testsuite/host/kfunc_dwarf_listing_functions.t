# -L of a module's functions with DWARF: each with its declaration's file
# and line and its parameters, the inline instance too, as stap lists
# them, its init and exit functions among them
=== ARGS -L module("@KMODS@/tapc_test.ko").function("*")
=== PROG
# -L of a module's functions
=== EXPECT
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_after@@KMODS@/tapc_test.c:75") $i:int
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_fault@@KMODS@/tapc_test.c:49") $i:int
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_leaf@@KMODS@/tapc_test.c:69") $k:int
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pair@@KMODS@/tapc_test.c:39") $p:struct tapc_pair*
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pieces@@KMODS@/tapc_test.c:64") $t:struct tapc_two $w:__int128
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step@@KMODS@/tapc_test.c:24") $i:int
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_values@@KMODS@/tapc_test.c:84") $a:int $b:int $s:int $c:long int
module("@KMODS@/tapc_test.ko").function("tapc_test_exit@@KMODS@/tapc_test.c:116")
module("@KMODS@/tapc_test.ko").function("tapc_test_exit_end@@KMODS@/tapc_test.c:134")
module("@KMODS@/tapc_test.ko").function("tapc_test_init@@KMODS@/tapc_test.c:98") $pair:struct tapc_pair
module("@KMODS@/tapc_test.ko").function("tapc_test_init_end@@KMODS@/tapc_test.c:129")
module("@KMODS@/tapc_test.ko").function("tapc_twice@@KMODS@/tapc_test.c:19") $x:int
