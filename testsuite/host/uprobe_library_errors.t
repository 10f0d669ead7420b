# .library("LIB") naming no library of the program: a semantic error
# naming both
=== STATUS 1
=== PROG
probe process("@PROGS@/calls").library("libnosuch*").function("f") { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_library_errors.stp:1:7
        source: probe process("@PROGS@/calls").library("libnosuch*").function("f") { println(1) }
                      ^

semantic error: no match: @PROGS@/calls has no library 'libnosuch*'

Pass 2: analysis failed.  [man error::pass2]
