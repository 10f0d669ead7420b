# A procfs path cannot be absolute.
=== ARGS -p2
=== STATUS 1
=== PROG
probe procfs("/abs").read { $value = "x" }
=== EXPECT
semantic error: while resolving probe point: identifier 'procfs' at procfs_path.stp:1:7
        source: probe procfs("/abs").read { $value = "x" }
                      ^

semantic error: procfs path cannot start with a '/': identifier 'procfs' at procfs_path.stp:1:7
        source: probe procfs("/abs").read { $value = "x" }
                      ^

Pass 2: analysis failed.  [man error::pass2]
