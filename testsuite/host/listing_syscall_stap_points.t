# tapc -L: a glob matches stap's names of system call points: syscall.pwrite
# is the kernel's pwrite64 (with stap's offset and buf_str), syscall.pipe
# is pipe and pipe2 as one point (pipe2's flags and flag_str too); the
# kernel's pipe2 and pwrite64 are not listed
=== ARGS -L syscall.p*e
=== PROG
# tapc -L: a glob matches stap's names of system call points: syscall.pwrite
# is the kernel's pwrite64 (with stap's offset and buf_str), syscall.pipe
# is pipe and pipe2 as one point (pipe2's flags and flag_str too); the
# kernel's pipe2 and pwrite64 are not listed
=== EXPECT
syscall.pause name:string argstr:string
syscall.pipe name:string fildes_uaddr:long fildes:long flag_str:string flags:long argstr:string
syscall.pkey_free name:string pkey:long argstr:string
syscall.process_madvise name:string pidfd:long vec:long vec_uaddr:long vlen:long behavior:long flags:long argstr:string
syscall.process_mrelease name:string pidfd:long flags:long argstr:string
syscall.ptrace name:string request:long pid:long addr:long data:long argstr:string
syscall.pwrite name:string buf_str:string offset:long fd:long buf:long buf_uaddr:long count:long pos:long argstr:string
