# tapc -L '*.ni_syscall*': stap's syscall.ni_syscall and nd_syscall.ni_syscall,
# points on the kernel's sys_ni_syscall (as stap's: not a number's), with
# name and argstr
=== ARGS -L *.ni_syscall*
=== PROG
# (the point is the command line's)
=== EXPECT
nd_syscall.ni_syscall name:string argstr:string
syscall.ni_syscall name:string argstr:string
