# .library("LIB"): a glob over the libraries the program names, found
# where the dynamic loader finds them (libc.so* is libc.so.6), its
# function by symbol (stap's warning: libc has no DWARF here)
=== ARGS -L process("@PROGS@/calls").library("libc.so*").function("getpid")
=== PROG
# .library("LIB")
=== EXPECT
WARNING: cannot find module /usr/lib/x86_64-linux-gnu/libc.so.6 debuginfo: No DWARF information found [man warning::debuginfo]
process("@PROGS@/calls").library("/usr/lib/x86_64-linux-gnu/libc.so.6").function("getpid")
