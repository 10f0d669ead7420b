# Target variables from a module's DWARF: a name the point does not have
# (stap's message with the alternatives), a local not yet set at the
# function's entry, a write without guru mode, a parameter at the return
# read as the entry had it, $return of the function's type
=== STATUS 1
=== PROG
probe module("@KMODS@/tapc_test.ko").statement("tapc_dwarf_step@tapc_test.c:28") { println($nosuch) }
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step") { println($sq) }
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step") { $i = 1 }
probe module("@KMODS@/tapc_test.ko").function("tapc_dwarf_step").return { println($i + $return) }
=== EXPECT_REGEX
^semantic error: unable to find local 'nosuch', \[man error::dwarf\] dieoffset 0x[0-9a-f]+ in @KMODS@/tapc_test.ko, near pc 0x[0-9a-f]+ in tapc_dwarf_step @KMODS@/tapc_test.c \(alternatives: \$i \$sq\): identifier '\$nosuch' at kfunc_dwarf_targets.stp:1:[0-9]+$
^        source: .*$
^ *\^$
^$
^semantic error: not accessible at this address \[man error::dwarf\] \(0x[0-9a-f]+\): identifier '\$sq' at kfunc_dwarf_targets.stp:2:[0-9]+$
^        source: .*$
^ *\^$
^$
^semantic error: write to target variable not permitted; need stap -g: identifier '\$i' at kfunc_dwarf_targets.stp:3:[0-9]+$
^        source: .*$
^ *\^$
^$
^Pass 2: analysis failed.  \[man error::pass2\]$
