# @entry(EXPR) in kernel.function returns that is not kept: an
# expression of a local (which the entry does not have); a string is
# (kept in the call's storage)
=== STATUS 1
=== PROG
probe kernel.function("vfs_read").return { println(@entry(execname())) }
probe kernel.function("vfs_read").return { x = 1; println(@entry(x + 1)) }
=== EXPECT
semantic error: @entry() of a local variable is not kept from the entry yet: operator '@entry' at kfunc_entry_expr.stp:2:59
        source: probe kernel.function("vfs_read").return { x = 1; println(@entry(x + 1)) }
                                                                          ^

Pass 2: analysis failed.  [man error::pass2]
