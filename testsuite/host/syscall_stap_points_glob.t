# a glob of system call points is stap's names: syscall.pread* is
# pread, preadv and preadv2, not the kernel's pread64; syscall.eventfd*
# is one point of eventfd and eventfd2
=== PROG
# a glob of system call points is stap's names: syscall.pread* is
# pread, preadv and preadv2, not the kernel's pread64; syscall.eventfd*
# is one point of eventfd and eventfd2
probe syscall.pread*, nd_syscall.eventfd*.return { printf("%s\n", name) }
=== EXPECT
# probes
syscall.pread /*  <- syscall.pread*,nd_syscall.eventfd*.return */ 
  # locals
  name:string
syscall.preadv /*  <- syscall.pread*,nd_syscall.eventfd*.return */ 
  # locals
  name:string
syscall.preadv2 /*  <- syscall.pread*,nd_syscall.eventfd*.return */ 
  # locals
  name:string
nd_syscall.eventfd.return /*  <- syscall.pread*,nd_syscall.eventfd*.return */ 
  # locals
  name:string
nd_syscall.eventfd.return /*  <- syscall.pread*,nd_syscall.eventfd*.return */ 
  # locals
  name:string
