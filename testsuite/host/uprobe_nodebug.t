# A function found by its symbol in a binary without DWARF (libc's
# getpid): stap's warning, and a $var is an error saying it has no
# debug info
=== STATUS 1
=== PROG
probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").function("getpid") { println($x) }
=== EXPECT
WARNING: cannot find module /usr/lib/x86_64-linux-gnu/libc.so.6 debuginfo: No DWARF information found [man warning::debuginfo]
semantic error: debuginfo scope not found for module '/usr/lib/x86_64-linux-gnu/libc.so.6', cannot resolve context variable [man error::dwarf]: identifier '$x' at uprobe_nodebug.stp:1:83
        source: probe process("/usr/lib/x86_64-linux-gnu/libc.so.6").function("getpid") { println($x) }
                                                                                                  ^

Pass 2: analysis failed.  [man error::pass2]
