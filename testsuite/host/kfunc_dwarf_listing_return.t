# -L of a module's function returns and inline instances with DWARF:
# $return in the function's type first, then the parameters (structs by
# value too, as stap lists them); .inline only the inline instances
=== ARGS -L module("@KMODS@/tapc_test.ko").function("*@tapc_test.c").return
=== PROG
# -L of a module's returns
=== EXPECT
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_after@@KMODS@/tapc_test.c:75").return $return:int $i:int
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_fault@@KMODS@/tapc_test.c:49").return $return:int $i:int
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_leaf@@KMODS@/tapc_test.c:69").return $return:int $k:int
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pair@@KMODS@/tapc_test.c:39").return $return:long int $p:struct tapc_pair*
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_pieces@@KMODS@/tapc_test.c:64").return $return:long int $t:struct tapc_two $w:__int128
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step@@KMODS@/tapc_test.c:24").return $return:int $i:int
module("@KMODS@/tapc_test.ko").function("tapc_dwarf_values@@KMODS@/tapc_test.c:84").return $return:int $a:int $b:int
module("@KMODS@/tapc_test.ko").function("tapc_test_exit@@KMODS@/tapc_test.c:116").return
module("@KMODS@/tapc_test.ko").function("tapc_test_exit_end@@KMODS@/tapc_test.c:134").return
module("@KMODS@/tapc_test.ko").function("tapc_test_init@@KMODS@/tapc_test.c:98").return $return:int
module("@KMODS@/tapc_test.ko").function("tapc_test_init_end@@KMODS@/tapc_test.c:129").return
