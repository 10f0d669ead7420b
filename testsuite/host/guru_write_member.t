# Without -g, a write to a member through kernel.function's parameter
# is refused in stap's words
=== STATUS 1
=== PROG
probe kernel.function("vfs_read") { $file->f_flags = 1 }
=== EXPECT
semantic error: write to target variable not permitted; need stap -g: identifier '$file' at guru_write_member.stp:1:37
        source: probe kernel.function("vfs_read") { $file->f_flags = 1 }
                                                    ^

Pass 2: analysis failed.  [man error::pass2]
