# renameat as stap has it: oldname and newname the addresses, the paths
# quoted in oldname_str and newname_str and unquoted in *_str_unquoted,
# each dirfd also as olddfd_str and newdfd_str (AT_FDCWD)
=== ARGS -L syscall.renameat
=== PROG
# renameat as stap has it: oldname and newname the addresses, the paths
# quoted in oldname_str and newname_str and unquoted in *_str_unquoted,
# each dirfd also as olddfd_str and newdfd_str (AT_FDCWD)
=== EXPECT
syscall.renameat name:string oldname:long oldname_str:string newname:long newname_str:string olddfd:long olddfd_str:string oldname_uaddr:long newdfd:long newdfd_str:string newname_uaddr:long oldname_str_unquoted:string newname_str_unquoted:string argstr:string
