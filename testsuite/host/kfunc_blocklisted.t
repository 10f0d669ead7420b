# kernel.function points stap's translator never probes, beyond what the
# kernel refuses itself: a lock (the probe's own machinery takes locks)
# and the return of a function that never returns (do_exit). A name of
# one alone is no match, its suggestions without them; the entry of
# do_exit, an optional point and another function are still probed
=== STATUS 1
=== PROG
probe kernel.function("do_exit"), kernel.function("_raw_spin_lock")?, kernel.function("vfs_read") { println(1) }
probe kernel.function("do_exit").return { println(1) }
probe kernel.function("_raw_spin_lock") { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'kernel' at kfunc_blocklisted.stp:2:7
        source: probe kernel.function("do_exit").return { println(1) }
                      ^

semantic error: no match (similar functions: lzo_exit, do_jit, do_wait, irq_exit, phy_exit)

semantic error: while resolving probe point: identifier 'kernel' at kfunc_blocklisted.stp:3:7
        source: probe kernel.function("_raw_spin_lock") { println(1) }
                      ^

semantic error: no match (similar functions: k_lock, pipe_lock, bust_spinlocks, genl_lock, k_slock)

Pass 2: analysis failed.  [man error::pass2]
