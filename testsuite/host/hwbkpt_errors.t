# kernel.data points pass 2 refuses, with stap's messages: .length after a
# symbol, an access that is not .write or .rw, none, a length of 0; and a
# symbol the kernel's kallsyms have no data of that name for (a function's
# name among them).
=== ARGS -p2
=== STATUS 1
=== PROG
probe kernel.data("vm_swappiness").length(4).write { }
probe kernel.data(0x1000).read { }
probe kernel.data(0x1000) { }
probe kernel.data(0x1000).length(0).rw { }
probe kernel.data("no_such_variable").write { }
probe kernel.data("schedule").rw { }
=== EXPECT
semantic error: while resolving probe point: identifier 'kernel' at hwbkpt_errors.stp:1:7
        source: probe kernel.data("vm_swappiness").length(4).write { }
                      ^

semantic error: probe point mismatch (similar: rw, write)

semantic error: while resolving probe point: identifier 'kernel' at hwbkpt_errors.stp:2:7
        source: probe kernel.data(0x1000).read { }
                      ^

semantic error: probe point mismatch (similar: rw, write, length)

semantic error: while resolving probe point: identifier 'kernel' at hwbkpt_errors.stp:3:7
        source: probe kernel.data(0x1000) { }
                      ^

semantic error: probe point mismatch: expected .write or .rw

semantic error: while resolving probe point: identifier 'kernel' at hwbkpt_errors.stp:4:7
        source: probe kernel.data(0x1000).length(0).rw { }
                      ^

semantic error: invalid length 0

semantic error: while resolving probe point: identifier 'kernel' at hwbkpt_errors.stp:5:7
        source: probe kernel.data("no_such_variable").write { }
                      ^

semantic error: no data symbol 'no_such_variable' in the kernel's symbols

semantic error: while resolving probe point: identifier 'kernel' at hwbkpt_errors.stp:6:7
        source: probe kernel.data("schedule").rw { }
                      ^

semantic error: no data symbol 'schedule' in the kernel's symbols

Pass 2: analysis failed.  [man error::pass2]
