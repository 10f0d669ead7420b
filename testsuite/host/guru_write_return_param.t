# Under -g, what stap still refuses: a parameter written at a return
# (its value there is the entry's copy)
=== ARGS -g -p2
=== STATUS 1
=== PROG
probe kernel.function("vfs_read").return { $count = -1 }
=== EXPECT
semantic error: write to target variable not permitted in .return probes: identifier '$count' at guru_write_return_param.stp:1:44
        source: probe kernel.function("vfs_read").return { $count = -1 }
                                                           ^

Pass 2: analysis failed.  [man error::pass2]
