# Bad input for the newer families' points: a kprobe's function the
# kernel does not have (or a data symbol), a program that is a device or a
# directory: each a semantic error naming the point, exit 1.
=== STATUS 1
=== PROG
# Bad input for the newer families' points: a kprobe's function the
# kernel does not have (or a data symbol), a program that is a device or a
# directory: each a semantic error naming the point, exit 1.
probe kprobe.function("no_such_function_xyz") {}
probe kprobe.function("no_such_function_xyz").return {}
probe kprobe.function("jiffies") {}
probe process("/dev/null").function("main") {}
probe process("/etc").mark("x") {}
=== EXPECT
semantic error: while resolving probe point: identifier 'kprobe' at bad_input_points.stp:4:7
        source: probe kprobe.function("no_such_function_xyz") {}
                      ^

semantic error: no match

semantic error: while resolving probe point: identifier 'kprobe' at bad_input_points.stp:5:7
        source: probe kprobe.function("no_such_function_xyz").return {}
                      ^

semantic error: no match

semantic error: while resolving probe point: identifier 'kprobe' at bad_input_points.stp:6:7
        source: probe kprobe.function("jiffies") {}
                      ^

semantic error: no match

semantic error: while resolving probe point: identifier 'process' at bad_input_points.stp:7:7
        source: probe process("/dev/null").function("main") {}
                      ^

semantic error: no match: '/dev/null': not an ELF executable or shared library

semantic error: while resolving probe point: identifier 'process' at bad_input_points.stp:8:7
        source: probe process("/etc").mark("x") {}
                      ^

semantic error: no match: '/etc': not an ELF executable or shared library

Pass 2: analysis failed.  [man error::pass2]
