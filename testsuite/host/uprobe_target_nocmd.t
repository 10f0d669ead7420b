# process.mark(...) without a PATH when the -c command's program is
# nowhere in $PATH: the message names it as the command does
=== STATUS 1
=== ARGS -p2 -c tapc-no-such-program
=== PROG
probe process.mark("m") {
	println(pp())
}
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_target_nocmd.stp:1:7
        source: probe process.mark("m") {
                      ^

semantic error: no match: cannot find executable 'tapc-no-such-program'

Pass 2: analysis failed.  [man error::pass2]
