# kernel.function and module().function points that do not resolve: no
# such function, one the .exported filter leaves out, no such module,
# .maxactive without .return, a .maxactive that is not positive
=== STATUS 1
=== PROG
probe kernel.function("no_such_function_xyz") {}
probe kernel.function("vfs_read").exported {}
probe module("no_such_module").function("x") {}
probe kernel.function("vfs_read").maxactive(3) {}
probe kernel.function("vfs_read").return.maxactive(0) {}
=== EXPECT
semantic error: while resolving probe point: identifier 'kernel' at kfunc_points.stp:1:7
        source: probe kernel.function("no_such_function_xyz") {}
                      ^

semantic error: no match (similar functions: in_lock_functions, in_sched_functions, io_wake_function, trace_function, smp_call_function_any)

semantic error: while resolving probe point: identifier 'kernel' at kfunc_points.stp:2:7
        source: probe kernel.function("vfs_read").exported {}
                      ^

semantic error: no match

semantic error: while resolving probe point: identifier 'module' at kfunc_points.stp:3:7
        source: probe module("no_such_module").function("x") {}
                      ^

semantic error: no match

semantic error: while resolving probe point: identifier 'kernel' at kfunc_points.stp:4:7
        source: probe kernel.function("vfs_read").maxactive(3) {}
                      ^

semantic error: invalid suffix for probe: identifier 'maxactive' at :4:35
        source: probe kernel.function("vfs_read").maxactive(3) {}
                                                  ^

semantic error: maxactive must be positive: at kfunc_points.stp:5:52
        source: probe kernel.function("vfs_read").return.maxactive(0) {}
                                                                   ^

Pass 2: analysis failed.  [man error::pass2]
