# Under -W the warning of an option that has no effect here is an error,
# as stap's own warnings are: pass 2 fails.
=== ARGS --ldd -W -p2
=== STATUS 1
=== PROG
# Under -W the warning of an option that has no effect here is an error,
# as stap's own warnings are: pass 2 fails.
probe begin { println(1) }
=== EXPECT
tapc: warning: --ldd has no effect: tapc reads no user-space symbols or unwind data; the kernel's come from its kallsyms
Pass 2: analysis failed.  [man error::pass2]
