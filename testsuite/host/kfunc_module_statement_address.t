# module("M").statement(ADDR) needs the module's DWARF, as stap: a
# module without (Debian's dummy) is stap's missing debuginfo; an
# address no function of the module holds is no match; one inside line
# 28's first instruction (its address in the module gcc 12 builds for
# 6.1 or 6.12, as in guest/kfunc_module_statement_address) is not the
# beginning of a statement, with the nearest one before it to try
=== STATUS 1
=== PROG
probe module("dummy").statement(0x10000) { println(pp()) }
probe module("@KMODS@/tapc_test.ko").statement(0x5) { println(pp()) }
probe module("@KMODS@/tapc_test.ko").statement(%( kernel_v >= "6.4" %? 0x10020 %: 0x1006c %)) { println(pp()) }
=== EXPECT_REGEX
semantic error: while resolving probe point: identifier 'module' at kfunc_module_statement_address.stp:1:7
        source: probe module\("dummy"\).statement\(0x10000\) \{ println\(pp\(\)\) \}
                      \^

semantic error: cannot find module dummy debuginfo: No DWARF information found \[man warning::debuginfo\]

semantic error: while resolving probe point: identifier 'module' at kfunc_module_statement_address.stp:2:7
        source: probe module\("@KMODS@/tapc_test.ko"\).statement\(0x5\) \{ println\(pp\(\)\) \}
                      \^

semantic error: no match

semantic error: while resolving probe point: identifier 'module' at kfunc_module_statement_address.stp:3:7
        source: probe module\("@KMODS@/tapc_test.ko"\).statement\(%\( kernel_v >= "6.4" %\? 0x10020 %: 0x1006c %\)\) \{ println\(pp\(\)\) \}
                      \^

semantic error: address 0x100(6c|20) does not match the beginning of a statement \(try 0x100(6a|1e)\)

Pass 2: analysis failed.  \[man error::pass2\]
