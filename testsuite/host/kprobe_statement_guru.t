# An absolute address needs guru mode, as in stap: nothing can check it
# is the start of an instruction
=== STATUS 1
=== PROG
probe kprobe.statement(0xffffffff81000000).absolute { println(pp()) }
=== EXPECT
semantic error: while resolving probe point: identifier 'kprobe' at kprobe_statement_guru.stp:1:7
        source: probe kprobe.statement(0xffffffff81000000).absolute { println(pp()) }
                      ^

semantic error: absolute statement probe in unprivileged script; need stap -g

Pass 2: analysis failed.  [man error::pass2]
