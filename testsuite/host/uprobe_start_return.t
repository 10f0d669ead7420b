# a program's _start is entered by the kernel, not called: its entry can
# be probed, its .return cannot (no return address to catch), as stap
# passes it over; a suggestion never names it back; -g lifts the rule
# (uprobe_start_return_guru)
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").function("_start") { println(1) }
probe process("@PROGS@/calls").function("_start").return { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_start_return.stp:2:7
        source: probe process("@PROGS@/calls").function("_start").return { println(1) }
                      ^

semantic error: no match (similar functions: square, _init, main, norm, _fini)

Pass 2: analysis failed.  [man error::pass2]
