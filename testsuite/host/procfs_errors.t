# A procfs write probe cannot assign $value: it is read-only there.
=== ARGS -p2
=== STATUS 1
=== PROG
probe procfs("a").write { $value = "x" }
=== EXPECT
semantic error: procfs $value variable is read-only in a procfs write probe: identifier '$value' at procfs_errors.stp:1:27
        source: probe procfs("a").write { $value = "x" }
                                          ^

Pass 2: analysis failed.  [man error::pass2]
