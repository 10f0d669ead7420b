# mknod as stap has it: pathname for the kernel's filename, mode_str
# the file type by name and the permissions in octal
=== ARGS -L syscall.mknod
=== PROG
# mknod as stap has it: pathname for the kernel's filename, mode_str
# the file type by name and the permissions in octal
=== EXPECT
syscall.mknod name:string pathname:string mode_str:string filename:string filename_uaddr:long mode:long dev:long pathname_unquoted:string filename_unquoted:string argstr:string
