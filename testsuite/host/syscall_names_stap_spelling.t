# mkdirat's variables as stap spells them, pahtname_unquoted among them,
# and dirfd for the kernel's dfd
=== ARGS -L syscall.mkdirat
=== PROG
# mkdirat's variables as stap spells them, pahtname_unquoted among them,
# and dirfd for the kernel's dfd
=== EXPECT
syscall.mkdirat name:string dirfd:long dirfd_str:string pahtname_unquoted:string dfd:long dfd_str:string pathname:string pathname_uaddr:long mode:long pathname_unquoted:string argstr:string
