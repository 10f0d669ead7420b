# A procfs file has one read probe at most (stap's error); write probes
# of one file may be many.
=== STATUS 1
=== PROG
# A procfs file has one read probe at most (stap's error); write probes
# of one file may be many.
probe procfs("a").read { $value = "1" }
probe procfs("a").read { $value = "2" }
probe procfs("a").write { println($value) }
probe procfs("a").write { println(2) }
=== EXPECT
semantic error: only one read procfs probe can exist for procfs path "a"

Pass 2: analysis failed.  [man error::pass2]
