# Writes to target variables that stap refuses, in its words: without
# -g, $return and a parameter of kernel.function, a tracepoint's
# argument
=== STATUS 1
=== PROG
probe kernel.function("vfs_read").return { $return = -1 }
probe kernel.function("vfs_read") { $count = 1 }
probe kernel.trace("sched_switch") { $prev = 0 }
=== EXPECT
semantic error: write to target variable not permitted; need stap -g: identifier '$return' at guru_write_errors.stp:1:44
        source: probe kernel.function("vfs_read").return { $return = -1 }
                                                           ^

semantic error: write to target variable not permitted; need stap -g: identifier '$count' at guru_write_errors.stp:2:37
        source: probe kernel.function("vfs_read") { $count = 1 }
                                                    ^

semantic error: write to tracepoint variable '$prev' not permitted; need stap -g: identifier '$prev' at guru_write_errors.stp:3:38
        source: probe kernel.trace("sched_switch") { $prev = 0 }
                                                     ^

Pass 2: analysis failed.  [man error::pass2]
