# process.function(...) without a PATH, and without -c or -x to say
# which program: stap's message
=== STATUS 1
=== PROG
probe process.function("main") {
	println(pp())
}
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_target_none.stp:1:7
        source: probe process.function("main") {
                      ^

semantic error: unspecified process probe is invalid without a -c COMMAND or -x PID [man tapc-probes]

Pass 2: analysis failed.  [man error::pass2]
