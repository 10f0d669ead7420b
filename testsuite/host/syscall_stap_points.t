# stap's names of system call points resolve, each to the kernel's call:
# syscall.pread (pread64), syscall.fstatat (newfstatat) with stap's path
# and flags_str, syscall.umount (umount2), nd_syscall.eventfd (eventfd
# and eventfd2, one point of two calls), syscall.send (never fires
# here); the kernel's own name of a call, given whole, still resolves
=== PROG
# stap's names of system call points resolve, each to the kernel's call:
# syscall.pread (pread64), syscall.fstatat (newfstatat) with stap's path
# and flags_str, syscall.umount (umount2), nd_syscall.eventfd (eventfd
# and eventfd2, one point of two calls), syscall.send (never fires
# here); the kernel's own name of a call, given whole, still resolves
probe syscall.pread, syscall.pread64 { printf("%d %d\n", fd, offset) }
probe syscall.fstatat { printf("%s %s %s\n", name, path, flags_str) }
probe syscall.umount.return, nd_syscall.eventfd { printf("%s\n", name) }
probe syscall.send, nd_syscall.recv.return { printf("%s\n", name) }
=== EXPECT
# probes
syscall.pread /*  <- syscall.pread,syscall.pread64 */ 
  # locals
  fd:long
  offset:long
syscall.pread64 /*  <- syscall.pread,syscall.pread64 */ 
  # locals
  fd:long
  offset:long
syscall.fstatat /*  <- syscall.fstatat */ 
  # locals
  name:string
  path:string
  flags_str:string
syscall.umount.return /*  <- syscall.umount.return,nd_syscall.eventfd */ 
  # locals
  name:string
nd_syscall.eventfd /*  <- syscall.umount.return,nd_syscall.eventfd */ 
  # locals
  name:string
nd_syscall.eventfd /*  <- syscall.umount.return,nd_syscall.eventfd */ 
  # locals
  name:string
syscall.send /*  <- syscall.send,nd_syscall.recv.return */ 
  # locals
  name:string
nd_syscall.recv.return /*  <- syscall.send,nd_syscall.recv.return */ 
  # locals
  name:string
