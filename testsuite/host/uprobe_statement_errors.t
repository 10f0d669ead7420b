# process("PATH").statement: without a line, in a binary without DWARF,
# and at a line with no code of its own: each a semantic error naming it
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").statement("main@calls.c") { println(1) }
probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").statement("getpid@*:1") { println(1) }
probe process("@PROGS@/calls").statement("main@calls.c:2") { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_statement_errors.stp:1:7
        source: probe process("@PROGS@/calls").statement("main@calls.c") { println(1) }
                      ^

semantic error: process("PATH").statement needs a line: "FUNC@FILE:LINE"

semantic error: while resolving probe point: identifier 'process' at uprobe_statement_errors.stp:2:7
        source: probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").statement("getpid@*:1") { println(1) }
                      ^

semantic error: no match: /usr/lib/x86_64-linux-gnu/libc.so.6 has no DWARF for its lines

semantic error: while resolving probe point: identifier 'process' at uprobe_statement_errors.stp:3:7
        source: probe process("@PROGS@/calls").statement("main@calls.c:2") { println(1) }
                      ^

semantic error: no match: no code at main@calls.c:2 in @PROGS@/calls

Pass 2: analysis failed.  [man error::pass2]
