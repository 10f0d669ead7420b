# A fatal error: "ERROR: MESSAGE near ..." on stderr, the probe ends
# there, the error probes run (by priority) instead of the end probes,
# and the exit status is 1.
=== STATUS 1
=== PROG
# A fatal error: "ERROR: MESSAGE near ..." on stderr, the probe ends
# there, the error probes run (by priority) instead of the end probes,
# and the exit status is 1.
probe begin {
	zero = 0
	println("before")
	println(10 / zero)
	println("not reached")
}
probe end { println("end: not reached") }
probe error(5) { println("error(5)") }
probe error { println("error") }
=== EXPECT
before
error
error(5)
=== STDERR
ERROR: division by 0 near operator '/' at errors.stp:7:13 in probe begin
WARNING: Number of errors: 1, skipped probes: 0
