# An optional point ('?', '!') of a module without DWARF that needs it
# (a source file) is passed over without a word, as stap passes it
# over (nfs_func_users.stp); the same point not optional is stap's error
=== STATUS 1
=== PROG
probe {kernel,module("nfs")}.function("*@fs/nfs/*proc.c") ? { println(1) }
probe module("nfs").function("*@fs/nfs/*proc.c") ! , begin { println(2) }
probe module("nfs").function("*@fs/nfs/*proc.c") { println(3) }
=== EXPECT
semantic error: while resolving probe point: identifier 'module' at module_optional_no_dwarf.stp:3:7
        source: probe module("nfs").function("*@fs/nfs/*proc.c") { println(3) }
                      ^

semantic error: cannot find module nfs debuginfo: No DWARF information found [man warning::debuginfo]

Pass 2: analysis failed.  [man error::pass2]
