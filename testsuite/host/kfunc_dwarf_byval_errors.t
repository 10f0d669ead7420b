# A struct by value (testsuite/kmods/tapc_byval.c) alone is stap's
# message that a member is wanted; one held in a register has no
# address; one on the stack cannot be read at the return (the entry
# kept its registers, not the stack)
=== STATUS 1
=== PROG
probe module("@KMODS@/tapc_byval.ko").function("tapc_byval_regs") { println($id) }
probe module("@KMODS@/tapc_byval.ko").function("tapc_byval_regs") { println(&$s->b) }
probe module("@KMODS@/tapc_byval.ko").function("tapc_byval_stack") { println($r) }
=== EXPECT_REGEX
^semantic error: 'struct tapc_id' is being accessed instead of a member such as '\->val': identifier '\$id' at kfunc_dwarf_byval_errors\.stp:1:[0-9]+$
^        source: .*$
^ *\^$
^$
^semantic error: cannot take address of object in register: identifier '\$s' at kfunc_dwarf_byval_errors\.stp:2:[0-9]+$
^        source: .*$
^ *\^$
^$
^semantic error: 'struct tapc_rec' is being accessed instead of a member such as '\->x': identifier '\$r' at kfunc_dwarf_byval_errors\.stp:3:[0-9]+$
^        source: .*$
^ *\^$
^$
^Pass 2: analysis failed\.  \[man error::pass2\]$
