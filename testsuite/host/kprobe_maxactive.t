# .maxactive(N) follows kprobe.function(...).return only, N positive; it
# is part of the point's name.
=== STATUS 1
=== PROG
# .maxactive(N) follows kprobe.function(...).return only, N positive; it
# is part of the point's name.
probe kprobe.function("vfs_read").return.maxactive(8) { println(1) }
probe kprobe.function("vfs_read").return.maxactive(0) { println(2) }
probe kprobe.function("vfs_read").maxactive(3) { println(3) }
=== EXPECT
semantic error: maxactive must be positive: at kprobe_maxactive.stp:4:52
        source: probe kprobe.function("vfs_read").return.maxactive(0) { println(2) }
                                                                   ^

semantic error: while resolving probe point: identifier 'kprobe' at kprobe_maxactive.stp:5:7
        source: probe kprobe.function("vfs_read").maxactive(3) { println(3) }
                      ^

semantic error: invalid suffix for probe: identifier 'maxactive' at :5:35
        source: probe kprobe.function("vfs_read").maxactive(3) { println(3) }
                                                  ^

Pass 2: analysis failed.  [man error::pass2]
