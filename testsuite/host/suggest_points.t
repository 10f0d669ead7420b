# Each misspelt probe point gets stap's hint, in stap's words and order: the
# five closest names of what the aliases, the families, the target kernel
# and the program really have (probe point mismatch, invalid suffix, no match).
=== STATUS 1
=== PROG
# Each misspelt probe point gets stap's hint: the five closest names of
# what the aliases, the families and the target kernel really have.
probe syscall.opne {}
probe kernell.trace("sched_switch") {}
probe kernel.trac("sched_switch") {}
probe timer.sss(1) {}
probe nfs.fop.opne {}
probe kernel.trace("sched_swtich") {}
probe kernel.function("vfs_raed") {}
probe kprobe.function("vfs_read").maxactive(3) {}
probe syscall.open.foo {}
probe syscall.opne* {}
probe process("@PROGS@/calls").function("mian") {}
probe process("@PROGS@/calls").function("main").inline.return {}
=== EXPECT
semantic error: while resolving probe point: identifier 'syscall' at suggest_points.stp:3:7
        source: probe syscall.opne {}
                      ^

semantic error: probe point mismatch (similar: clone, open, iopl, mount, pipe): identifier 'opne' at :3:15
        source: probe syscall.opne {}
                              ^

semantic error: while resolving probe point: identifier 'kernell' at suggest_points.stp:4:7
        source: probe kernell.trace("sched_switch") {}
                      ^

semantic error: probe point mismatch (similar: kernel, end, error, never, nfs): identifier 'kernell' at :4:7
        source: probe kernell.trace("sched_switch") {}
                      ^

semantic error: while resolving probe point: identifier 'kernel' at suggest_points.stp:5:7
        source: probe kernel.trac("sched_switch") {}
                      ^

semantic error: probe point mismatch (similar: trace, data, function, tracepoint, statement): identifier 'trac' at :5:14
        source: probe kernel.trac("sched_switch") {}
                             ^

semantic error: while resolving probe point: identifier 'timer' at suggest_points.stp:6:7
        source: probe timer.sss(1) {}
                      ^

semantic error: probe point mismatch (similar: s, ms, ns, us, sec): identifier 'sss' at :6:13
        source: probe timer.sss(1) {}
                            ^

semantic error: while resolving probe point: identifier 'nfs' at suggest_points.stp:7:7
        source: probe nfs.fop.opne {}
                      ^

semantic error: probe point mismatch (similar: open, fsync, lock, write, mmap): identifier 'opne' at :7:15
        source: probe nfs.fop.opne {}
                              ^

semantic error: while resolving probe point: identifier 'kernel' at suggest_points.stp:8:7
        source: probe kernel.trace("sched_swtich") {}
                      ^

semantic error: no match (similar tracepoints: sched_switch, sched_waking, sched_wakeup, sched_stat_wait, sched_stick_numa)

semantic error: while resolving probe point: identifier 'kernel' at suggest_points.stp:9:7
        source: probe kernel.function("vfs_raed") {}
                      ^

semantic error: no match (similar functions: vfs_read, vcs_read, vfs_open, vfs_readv, fb_read)

semantic error: while resolving probe point: identifier 'kprobe' at suggest_points.stp:10:7
        source: probe kprobe.function("vfs_read").maxactive(3) {}
                      ^

semantic error: invalid suffix for probe: identifier 'maxactive' at :10:35
        source: probe kprobe.function("vfs_read").maxactive(3) {}
                                                  ^

semantic error: while resolving probe point: identifier 'syscall' at suggest_points.stp:11:7
        source: probe syscall.open.foo {}
                      ^

semantic error: probe point mismatch (similar: return): identifier 'foo' at :11:20
        source: probe syscall.open.foo {}
                                   ^

semantic error: while resolving probe point: identifier 'syscall' at suggest_points.stp:12:7
        source: probe syscall.opne* {}
                      ^

semantic error: probe point mismatch: didn't find any wildcard matches (similar: open, clone, clone3, fsopen, openat): identifier 'opne*' at :12:15
        source: probe syscall.opne* {}
                              ^

semantic error: while resolving probe point: identifier 'process' at suggest_points.stp:13:7
        source: probe process("@PROGS@/calls").function("mian") {}
                      ^

semantic error: no match (similar functions: main, _fini, _init, norm, _start)

semantic error: while resolving probe point: identifier 'process' at suggest_points.stp:14:7
        source: probe process("@PROGS@/calls").function("main").inline.return {}
                      ^

semantic error: invalid suffix for probe: keyword at :14:77
        source: probe process("@PROGS@/calls").function("main").inline.return {}
                                                                                            ^

Pass 2: analysis failed.  [man error::pass2]
