# kernel.function's target variables that cannot be: a name the function
# has not (the alternatives listed), $return at an entry, a struct passed
# by value, a parameter past the sixth register, a write, a name a
# module's function has not (its parameters from the module's BTF)
=== STATUS 1
=== PROG
probe kernel.function("vfs_read") { println($nosuch) }
probe kernel.function("vfs_read") { println($return) }
probe kernel.function("ZSTD_createDCtx_advanced") { println($customMem) }
probe kernel.function("FSE_decompress_wksp") { println($wkspSize) }
probe kernel.function("vfs_read") { $count = 1 }
probe module("dummy").function("dummy_setup") { println($nosuch) }
=== EXPECT
semantic error: unable to find target variable '$nosuch' in kernel.function("vfs_read") (alternatives: $file $buf $count $pos): identifier '$nosuch' at kfunc_targets.stp:1:45
        source: probe kernel.function("vfs_read") { println($nosuch) }
                                                            ^

semantic error: unable to find target variable '$return' in kernel.function("vfs_read") (alternatives: $file $buf $count $pos): identifier '$return' at kfunc_targets.stp:2:45
        source: probe kernel.function("vfs_read") { println($return) }
                                                            ^

semantic error: cannot read target variable '$customMem' in kernel.function("ZSTD_createDCtx_advanced"): a struct or union passed by value: identifier '$customMem' at kfunc_targets.stp:3:61
        source: probe kernel.function("ZSTD_createDCtx_advanced") { println($customMem) }
                                                                            ^

semantic error: cannot read target variable '$wkspSize' in kernel.function("FSE_decompress_wksp"): past the sixth argument register: identifier '$wkspSize' at kfunc_targets.stp:4:56
        source: probe kernel.function("FSE_decompress_wksp") { println($wkspSize) }
                                                                       ^

semantic error: write to target variable not permitted; need stap -g: identifier '$count' at kfunc_targets.stp:5:37
        source: probe kernel.function("vfs_read") { $count = 1 }
                                                    ^

semantic error: unable to find target variable '$nosuch' in module("dummy").function("dummy_setup") (alternatives: $dev): identifier '$nosuch' at kfunc_targets.stp:6:57
        source: probe module("dummy").function("dummy_setup") { println($nosuch) }
                                                                        ^

Pass 2: analysis failed.  [man error::pass2]
