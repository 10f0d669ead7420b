# Under -W the warning of an option that has no effect here is an error,
# as stap's own warnings are: pass 2 fails.
=== ARGS --ldd -W -p2
=== STATUS 1
=== PROG
# Under -W the warning of an option that has no effect here is an error,
# as stap's own warnings are: pass 2 fails.
probe begin { println(1) }
=== EXPECT
tapc: warning: --ldd has no effect: tapc adds no symbol or unwind data (it prints no backtraces)
Pass 2: analysis failed.  [man error::pass2]
