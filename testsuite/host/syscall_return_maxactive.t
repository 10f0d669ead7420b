# .maxactive(N) after a system call's return, as stap's alias suffix puts
# it after the kernel function's return it stands for: named, through an
# alias of the user's and by wildcards; a tracepoint's return takes it
# and runs as without it.
=== PROG
# .maxactive(N) after a system call's return, as stap's alias suffix puts
# it after the kernel function's return it stands for: named, through an
# alias of the user's and by wildcards; a tracepoint's return takes it
# and runs as without it.
probe syscall.open.return.maxactive(10) { println(pp()) }
probe a = syscall.close.return { print("a ") }
probe a.maxactive(5) { println(pn()) }
probe syscall.read.return.maxact*(10), tp_syscall.write.return.*(10) { println(pp()) }
=== EXPECT
# functions
pp:string ()
pn:string ()
# probes
syscall.open.return /*  <- syscall.open.return.maxactive(10) */ 
syscall.close.return /*  <- a = syscall.close.return /*  <- a.maxactive(5) */  <- a.maxactive(5) */ 
syscall.read.return /*  <- syscall.read.return.maxact*(10),tp_syscall.write.return.*(10) */ 
tp_syscall.write.return /*  <- syscall.read.return.maxact*(10),tp_syscall.write.return.*(10) */ 
