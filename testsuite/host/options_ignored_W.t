# Under -W the warning of an option that has no effect here is an error,
# as stap's own warnings are: pass 2 fails.
=== ARGS --all-modules -W -p2
=== STATUS 1
=== PROG
# Under -W the warning of an option that has no effect here is an error,
# as stap's own warnings are: pass 2 fails.
probe begin { println(1) }
=== EXPECT
tapc: warning: --all-modules has no effect: every loaded module's symbols come from the kernel's kallsyms already
Pass 2: analysis failed.  [man error::pass2]
