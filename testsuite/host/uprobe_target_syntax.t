# process.plt without a PATH when the -c command is not one the shell
# can read (an unclosed quote): stap's two messages
=== STATUS 1
=== ARGS -p2 -c 'sh
=== PROG
probe process.plt {
	println(pp())
}
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_target_syntax.stp:1:7
        source: probe process.plt {
                      ^

semantic error: invalid -c command for unspecified process probe [man tapc-probes]

semantic error: command contains shell syntax errors

Pass 2: analysis failed.  [man error::pass2]
