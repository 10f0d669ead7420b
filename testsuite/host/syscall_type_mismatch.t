# syscall.close's fd is a long: a string does not go into it.
=== ARGS -p2
=== STATUS 1
=== PROG
# syscall.close's fd is a long: a string does not go into it.
probe syscall.close {
	fd = "x"
	println(fd)
}
=== EXPECT
semantic error: type mismatch (string): identifier 'fd' at syscall_type_mismatch.stp:3:2
        source: 	fd = "x"
                	^

Pass 2: analysis failed.  [man error::pass2]
