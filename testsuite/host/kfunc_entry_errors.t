# @entry in a kernel.function probe that is not a return
=== STATUS 1
=== PROG
probe kernel.function("vfs_read") { println(@entry($count)) }
=== EXPECT
semantic error: @entry is only valid in .return probes: operator '@entry' at kfunc_entry_errors.stp:1:45
        source: probe kernel.function("vfs_read") { println(@entry($count)) }
                                                            ^

Pass 2: analysis failed.  [man error::pass2]
