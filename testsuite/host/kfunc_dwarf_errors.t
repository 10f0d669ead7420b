# module().function and .statement on a module's DWARF: a source file no
# function is in, a line past the function's code, a line with no code
# of its own (stap's "try" with the lines around it), a module without
# DWARF, a statement without a line, .return after .inline
=== STATUS 1
=== PROG
probe module("@KMODS@/tapc_test.ko").function("*@nosuch.c") {}
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@tapc_test.c:1000") {}
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@tapc_test.c:27") {}
probe module("dummy").function("dummy_setup@drivers/net/dummy.c") {}
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step") {}
probe module("@KMODS@/tapc_test.ko").function("tapc_twice").inline.return {}
=== EXPECT
semantic error: while resolving probe point: identifier 'module' at kfunc_dwarf_errors.stp:1:7
        source: probe module("@KMODS@/tapc_test.ko").function("*@nosuch.c") {}
                      ^

semantic error: no match

semantic error: while resolving probe point: identifier 'module' at kfunc_dwarf_errors.stp:2:7
        source: probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@tapc_test.c:1000") {}
                      ^

semantic error: no line records for @KMODS@/tapc_test.c:1000 [man error::dwarf] (try :29)

semantic error: while resolving probe point: identifier 'module' at kfunc_dwarf_errors.stp:3:7
        source: probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@tapc_test.c:27") {}
                      ^

semantic error: no line records for @KMODS@/tapc_test.c:27 [man error::dwarf] (try :26 or :28)

semantic error: while resolving probe point: identifier 'module' at kfunc_dwarf_errors.stp:4:7
        source: probe module("dummy").function("dummy_setup@drivers/net/dummy.c") {}
                      ^

semantic error: cannot find module dummy debuginfo: No DWARF information found [man warning::debuginfo]

semantic error: while resolving probe point: identifier 'module' at kfunc_dwarf_errors.stp:5:7
        source: probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step") {}
                      ^

semantic error: module().statement needs a line: "FUNC@FILE:LINE"

semantic error: while resolving probe point: identifier 'module' at kfunc_dwarf_errors.stp:6:7
        source: probe module("@KMODS@/tapc_test.ko").function("tapc_twice").inline.return {}
                      ^

semantic error: invalid suffix for probe: keyword at :6:89
        source: probe module("@KMODS@/tapc_test.ko").function("tapc_twice").inline.return {}
                                                                                                        ^

Pass 2: analysis failed.  [man error::pass2]
