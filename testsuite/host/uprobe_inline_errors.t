# .inline with .return (an inline instance has no return of its own, as
# stap refuses), .return.inline, .inline of a function never inlined,
# and statement(ADDR) off a row of the line table (stap's hint: where
# that row begins), outside the code, and .absolute without an address:
# each a semantic error naming it
=== STATUS 1
=== PROG
probe process("@PROGS@/inlines").function("twice").inline.return { println(1) }
probe process("@PROGS@/inlines").function("twice").return.inline { println(1) }
probe process("@PROGS@/calls").function("norm").inline { println(1) }
probe process("@PROGS@/calls").statement(0x11e5) { println(1) }
probe process("@PROGS@/calls").statement(0x99999) { println(1) }
probe process("@PROGS@/calls").statement("square").absolute { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_inline_errors.stp:1:7
        source: probe process("@PROGS@/inlines").function("twice").inline.return { println(1) }
                      ^

semantic error: invalid suffix for probe: keyword at :1:80
        source: probe process("@PROGS@/inlines").function("twice").inline.return { println(1) }
                                                                                               ^

semantic error: while resolving probe point: identifier 'process' at uprobe_inline_errors.stp:2:7
        source: probe process("@PROGS@/inlines").function("twice").return.inline { println(1) }
                      ^

semantic error: invalid suffix for probe: identifier 'inline' at :2:80
        source: probe process("@PROGS@/inlines").function("twice").return.inline { println(1) }
                                                                                               ^

semantic error: while resolving probe point: identifier 'process' at uprobe_inline_errors.stp:3:7
        source: probe process("@PROGS@/calls").function("norm").inline { println(1) }
                      ^

semantic error: no match: no inline instance of a function 'norm' in @PROGS@/calls

semantic error: while resolving probe point: identifier 'process' at uprobe_inline_errors.stp:4:7
        source: probe process("@PROGS@/calls").statement(0x11e5) { println(1) }
                      ^

semantic error: no match: address 0x11e5 does not match the beginning of a statement (try 0x11e4)

semantic error: while resolving probe point: identifier 'process' at uprobe_inline_errors.stp:5:7
        source: probe process("@PROGS@/calls").statement(0x99999) { println(1) }
                      ^

semantic error: no match: 0x99999 is not in the code of @PROGS@/calls

semantic error: while resolving probe point: identifier 'process' at uprobe_inline_errors.stp:6:7
        source: probe process("@PROGS@/calls").statement("square").absolute { println(1) }
                      ^

semantic error: process("PATH").statement(ADDR).absolute needs an address

Pass 2: analysis failed.  [man error::pass2]
