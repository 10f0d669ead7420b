# process("PATH").function: a PATH that is not there, a file that is not
# ELF, a function the binary does not have: each a semantic error naming
# it; with ? each is silent
=== STATUS 1
=== PROG
probe process("/no/such/program").function("main") { println(1) }
probe process("/etc/passwd").function("main") { println(1) }
probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").function("no_such_function") { println(1) }
probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").function("no_such_function")? { println(1) }
probe process("/no/such/program").function("main")?, process("/etc/passwd").mark("m")? { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_errors.stp:1:7
        source: probe process("/no/such/program").function("main") { println(1) }
                      ^

semantic error: no match: cannot find executable '/no/such/program'

semantic error: while resolving probe point: identifier 'process' at uprobe_errors.stp:2:7
        source: probe process("/etc/passwd").function("main") { println(1) }
                      ^

semantic error: no match: '/etc/passwd': not an ELF executable or shared library

WARNING: cannot find module /usr/lib/x86_64-linux-gnu/libc.so.6 debuginfo: No DWARF information found [man warning::debuginfo]
semantic error: while resolving probe point: identifier 'process' at uprobe_errors.stp:3:7
        source: probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").function("no_such_function") { println(1) }
                      ^

semantic error: no match (similar functions: ctime, sigaction, __nss_lookup_function, __sigaction, time)

Pass 2: analysis failed.  [man error::pass2]
