# module("M").tracepoint's variables: an argument past the last, a member
# the module's own type has not, a write to an argument; $$name and
# $$system are not written either; exit 1.
=== NEEDS /usr/lib/modules/@RELEASE@/kernel/fs/xfs/xfs.ko
=== STATUS 1
=== PROG
# module("M").tracepoint's variables: an argument past the last, a member
# the module's own type has not, a write to an argument; $$name and
# $$system are not written either; exit 1.
probe module("xfs").tracepoint("xfs_ilock") { println($arg4) }
probe module("xfs").tracepoint("xfs_ilock_nowait") { println($arg1->i_nosuch) }
probe module("xfs").tracepoint("xfs_iunlock") { $arg2 = 1 }
probe kernel.tracepoint("sched_switch") { $$name = "a"; $$system = "b" }
=== EXPECT
semantic error: unable to find tracepoint variable '$arg4' in module("xfs").tracepoint("xfs_ilock") (alternatives: $arg1 $arg2 $arg3): identifier '$arg4' at btf_tracepoint_module_vars.stp:4:55
        source: probe module("xfs").tracepoint("xfs_ilock") { println($arg4) }
                                                                      ^

semantic error: write to tracepoint variable '$arg2' not permitted; need stap -g: identifier '$arg2' at btf_tracepoint_module_vars.stp:6:49
        source: probe module("xfs").tracepoint("xfs_iunlock") { $arg2 = 1 }
                                                                ^

semantic error: write to tracepoint '$$name' not permitted: identifier '$$name' at btf_tracepoint_module_vars.stp:7:43
        source: probe kernel.tracepoint("sched_switch") { $$name = "a"; $$system = "b" }
                                                          ^

semantic error: write to tracepoint '$$system' not permitted: identifier '$$system' at btf_tracepoint_module_vars.stp:7:57
        source: probe kernel.tracepoint("sched_switch") { $$name = "a"; $$system = "b" }
                                                                        ^

Pass 2: analysis failed.  [man error::pass2]
