# @entry(EXPR) in kernel.function returns that is not kept: a string, an
# expression of a local (which the entry does not have)
=== STATUS 1
=== PROG
probe kernel.function("vfs_read").return { println(@entry(execname())) }
probe kernel.function("vfs_read").return { x = 1; println(@entry(x + 1)) }
=== EXPECT
semantic error: @entry() of a string is not kept from the entry yet: operator '@entry' at kfunc_entry_expr.stp:1:52
        source: probe kernel.function("vfs_read").return { println(@entry(execname())) }
                                                                   ^

semantic error: @entry() of a local variable is not kept from the entry yet: operator '@entry' at kfunc_entry_expr.stp:2:59
        source: probe kernel.function("vfs_read").return { x = 1; println(@entry(x + 1)) }
                                                                          ^

Pass 2: analysis failed.  [man error::pass2]
