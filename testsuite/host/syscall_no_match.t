# A system call the target kernel does not have.
=== ARGS -p2
=== STATUS 1
=== PROG
# A system call the target kernel does not have.
probe syscall.nosuchcall {
	println(argstr)
}
=== EXPECT
semantic error: while resolving probe point: identifier 'syscall' at syscall_no_match.stp:2:7
        source: probe syscall.nosuchcall {
                      ^

semantic error: probe point mismatch (similar: kill, ni_syscall, poll, fcntl, mlockall): identifier 'nosuchcall' at :2:15
        source: probe syscall.nosuchcall {
                              ^

Pass 2: analysis failed.  [man error::pass2]
