# process(PID) with a pid that cannot be one: stap's message
=== STATUS 1
=== PROG
probe process(0).begin { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at process_pid.stp:1:7
        source: probe process(0).begin { println(1) }
                      ^

semantic error: cannot probe pid 0: Invalid pid

Pass 2: analysis failed.  [man error::pass2]
