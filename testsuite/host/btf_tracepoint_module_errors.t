# module("M").tracepoint: a system:name, an empty name, a module without
# tracepoints, a name the module has not (the similar ones); exit 1.
=== NEEDS /usr/lib/modules/@RELEASE@/kernel/fs/xfs/xfs.ko
=== STATUS 1
=== PROG
# module("M").tracepoint: a system:name, an empty name, a module without
# tracepoints, a name the module has not (the similar ones); exit 1.
probe module("xfs").tracepoint("xfs:xfs_ilock") { println(1) }
probe module("xfs").tracepoint("") { println(1) }
probe module("dummy").tracepoint("*") { println(1) }
probe module("xfs").tracepoint("xfs_ilok") { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'module' at btf_tracepoint_module_errors.stp:3:7
        source: probe module("xfs").tracepoint("xfs:xfs_ilock") { println(1) }
                      ^

semantic error: module.tracepoint() does not use system:name syntax; use the tracepoint name only

semantic error: while resolving probe point: identifier 'module' at btf_tracepoint_module_errors.stp:4:7
        source: probe module("xfs").tracepoint("") { println(1) }
                      ^

semantic error: invalid module.tracepoint() string

semantic error: while resolving probe point: identifier 'module' at btf_tracepoint_module_errors.stp:5:7
        source: probe module("dummy").tracepoint("*") { println(1) }
                      ^

semantic error: no btf_trace_* entries found in module 'dummy' BTF

semantic error: while resolving probe point: identifier 'module' at btf_tracepoint_module_errors.stp:6:7
        source: probe module("xfs").tracepoint("xfs_ilok") { println(1) }
                      ^

semantic error: no match (similar tracepoints: xfs_ilock, xfs_iunlock, xfs_link, xfs_agf, xfs_irele)

Pass 2: analysis failed.  [man error::pass2]
