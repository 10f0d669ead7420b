# A procfs path with a folder in it is stap's run-time error on these
# kernels (it passes passes 1 to 4), and the session ends.
=== STATUS 1
=== PROG
# A procfs path with a folder in it is stap's run-time error on these
# kernels (it passes passes 1 to 4), and the session ends.
probe procfs("a/b").read { $value = "x" }
probe begin { println("begun") }
=== EXPECT
begun
=== STDERR
ERROR: Could not create path "a/b", contains subdirectories
ERROR: probe procfs("a/b").read registration error (rc -22)
