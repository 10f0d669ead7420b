# Typed access to kernel.function's variables that stap refuses: the
# address of a parameter or of $return (each in a register), and a
# member its type has not through a local assigned a parameter (autocast)
=== STATUS 1
=== PROG
probe kernel.function("vfs_read") { println(& $count) }
probe kernel.function("vfs_read").return { println(& $return) }
probe kernel.function("vfs_read") { f = $file; println(f->no_such_member) }
=== EXPECT
semantic error: cannot take address of object in register: identifier '$count' at kfunc_addr_autocast.stp:1:47
        source: probe kernel.function("vfs_read") { println(& $count) }
                                                              ^

semantic error: cannot take address of object in register: identifier '$return' at kfunc_addr_autocast.stp:2:54
        source: probe kernel.function("vfs_read").return { println(& $return) }
                                                                     ^

semantic error: unable to find member 'no_such_member' for struct file (alternatives: f_llist, f_rcuhead, f_iocb_flags, f_path, f_inode, f_op, f_lock, f_count, f_flags, f_mode, f_pos_lock, f_pos, f_owner, f_cred, f_ra, f_version, f_security, private_data, f_ep, f_mapping, f_wb_err, f_sb_err): operator '->' at kfunc_addr_autocast.stp:3:57
        source: probe kernel.function("vfs_read") { f = $file; println(f->no_such_member) }
                                                                        ^

Pass 2: analysis failed.  [man error::pass2]
