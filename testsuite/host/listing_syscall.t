# tapc -L: every system call matching the pattern, with its variables
=== ARGS -L syscall.close*
=== PROG
# tapc -L: every system call matching the pattern, with its variables
=== EXPECT
syscall.close name:string fd:long argstr:string
syscall.close_range name:string fd:long max_fd:long flags:long argstr:string
