# A target variable the tracepoint lacks: stap's error, with the alternatives.
=== ARGS -p2
=== STATUS 1
=== PROG
probe kernel.trace("sys_enter") { println($nosuch) }
=== EXPECT
semantic error: unable to find tracepoint variable '$nosuch' in kernel.trace("raw_syscalls:sys_enter") (alternatives: $regs $id): identifier '$nosuch' at bad_target.stp:1:43
        source: probe kernel.trace("sys_enter") { println($nosuch) }
                                                          ^

Pass 2: analysis failed.  [man error::pass2]
