# process(PID).…: a pid that cannot be one, a pid no process has (stap's
# messages), and PID's program without the function, an empty pattern,
# and an address off its line table: each a semantic error naming it
# (.inline.return's is uprobe_inline_errors': its column here would be
# the pid's width)
=== STATUS 1
=== PROG
probe process(0).function("step") { println(1) }
probe process(2000000000).function("step") { println(1) }
probe process(@HOSTPID@).function("nosuch") { println(1) }
probe process(@HOSTPID@).function("") { println(1) }
probe process(@HOSTPID@).statement(0x11f5) { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_pid_errors.stp:1:7
        source: probe process(0).function("step") { println(1) }
                      ^

semantic error: cannot probe pid 0: Invalid pid

semantic error: while resolving probe point: identifier 'process' at uprobe_pid_errors.stp:2:7
        source: probe process(2000000000).function("step") { println(1) }
                      ^

semantic error: cannot probe pid 2000000000: No such process

semantic error: while resolving probe point: identifier 'process' at uprobe_pid_errors.stp:3:7
        source: probe process(@HOSTPID@).function("nosuch") { println(1) }
                      ^

semantic error: no match (similar functions: step, main, _fini, _init, _start)

semantic error: while resolving probe point: identifier 'process' at uprobe_pid_errors.stp:4:7
        source: probe process(@HOSTPID@).function("") { println(1) }
                      ^

semantic error: process("PATH").function needs a function name in a string

semantic error: while resolving probe point: identifier 'process' at uprobe_pid_errors.stp:5:7
        source: probe process(@HOSTPID@).statement(0x11f5) { println(1) }
                      ^

semantic error: no match: address 0x11f5 does not match the beginning of a statement (try 0x11f4)

Pass 2: analysis failed.  [man error::pass2]
