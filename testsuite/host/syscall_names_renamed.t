# stap's names of arguments the kernel names otherwise (accept's sockfd
# for fd, its pointers' addr_uaddr and addrlen_uaddr), before the kernel's
=== ARGS -L syscall.accept
=== PROG
# stap's names of arguments the kernel names otherwise (accept's sockfd
# for fd, its pointers' addr_uaddr and addrlen_uaddr), before the kernel's
=== EXPECT
syscall.accept name:string sockfd:long addr_uaddr:long addrlen_uaddr:long fd:long upeer_sockaddr:long upeer_sockaddr_uaddr:long upeer_addrlen:long upeer_addrlen_uaddr:long argstr:string
