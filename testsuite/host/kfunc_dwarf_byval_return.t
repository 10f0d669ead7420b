# A struct passed on the stack (testsuite/kmods/tapc_byval.c) is not
# read at the return: the entry kept its registers alone
=== STATUS 1
=== PROG
probe module("@KMODS@/tapc_byval.ko").function("tapc_byval_stack").return { println($r->x) }
=== EXPECT_REGEX
^semantic error: '\$r' is a struct tapc_rec: its members cannot be read at a return yet: identifier '\$r' at kfunc_dwarf_byval_return\.stp:1:[0-9]+$
^        source: .*$
^ *\^$
^$
^Pass 2: analysis failed\.  \[man error::pass2\]$
