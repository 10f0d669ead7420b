# Typed access to kernel.function's parameters that cannot resolve: a
# member the struct has not (its members listed), -> on an integer
# parameter and on an integer $return
=== STATUS 1
=== PROG
probe kernel.function("vfs_read") { println($file->no_such_member) }
probe kernel.function("vfs_read") { println($count->x) }
probe kernel.function("vfs_read").return { println($return->x) }
=== EXPECT
semantic error: unable to find member 'no_such_member' for struct file (alternatives: f_llist, f_rcuhead, f_iocb_flags, f_path, f_inode, f_op, f_lock, f_count, f_flags, f_mode, f_pos_lock, f_pos, f_owner, f_cred, f_ra, f_version, f_security, private_data, f_ep, f_mapping, f_wb_err, f_sb_err): operator '->' at kfunc_typed_errors.stp:1:50
        source: probe kernel.function("vfs_read") { println($file->no_such_member) }
                                                                 ^

semantic error: invalid access '->x' vs. long unsigned int: operator '->' at kfunc_typed_errors.stp:2:51
        source: probe kernel.function("vfs_read") { println($count->x) }
                                                                  ^

semantic error: invalid access '->x' vs. long int: operator '->' at kfunc_typed_errors.stp:3:59
        source: probe kernel.function("vfs_read").return { println($return->x) }
                                                                          ^

Pass 2: analysis failed.  [man error::pass2]
