# tapc -l of kprobe points: nd_syscall by name, kprobe.function by glob
=== ARGS -L nd_syscall.close.return
=== PROG
# tapc -l of kprobe points: nd_syscall by name, kprobe.function by glob
=== EXPECT
nd_syscall.close.return name:string retval:long retstr:string
