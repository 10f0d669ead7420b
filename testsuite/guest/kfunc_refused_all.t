# When the kernel refuses every point of the script that could fire,
# nothing is left to run it: stap's warning for each, then an error that
# ends the session after its begin probe (exit status 1; the end probe
# does not run), where stap would run on with no probe to fire
=== ARGS -g
=== STATUS 1
=== PROG
probe begin { println("started") }
probe kprobe.function("_etext"), kprobe.statement(1).absolute {
	println("never")
}
probe end { println("never") }
=== EXPECT
started
=== STDERR
WARNING: probe kprobe.function("_etext") (_etext+0) registration error [man warning::pass5] (rc -22)
WARNING: probe kprobe.statement(0x1).absolute (address 0x1) registration error [man warning::pass5] (rc -2)
ERROR: no probe point could be registered
