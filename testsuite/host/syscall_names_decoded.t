# stap's decoded forms beside the numbers: lseek's whence_str (SEEK_*),
# and its fd as stap's fildes
=== ARGS -L syscall.lseek
=== PROG
# stap's decoded forms beside the numbers: lseek's whence_str (SEEK_*),
# and its fd as stap's fildes
=== EXPECT
syscall.lseek name:string fildes:long whence_str:string fd:long offset:long whence:long argstr:string
