# process.function(...) without a PATH under -x PID when no process has
# that pid: stap's two messages
=== STATUS 1
=== ARGS -p2 -x 2000000000
=== PROG
probe process.function("step") {
	println(pp())
}
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_target_badpid.stp:1:7
        source: probe process.function("step") {
                      ^

semantic error: invalid -x pid for unspecified process probe [man tapc-probes]

semantic error: cannot probe pid 2000000000: No such process

Pass 2: analysis failed.  [man error::pass2]
