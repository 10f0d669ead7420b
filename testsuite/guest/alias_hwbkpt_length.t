# kernel.data(ADDR).length(N) longer than x86's debug registers watch (8
# bytes): as stap, the point fails to register, which ends the session
# with its registration error (exit status 1) after begin.
=== STATUS 1
=== PROG
probe begin { println("started") }
probe kernel.data(0xffffffff81000000).length(16).write { println("written") }
=== EXPECT
started
=== STDERR
ERROR: probe kernel.data(0xffffffff81000000).length(16).write registration error (rc -22)
