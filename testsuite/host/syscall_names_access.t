# access's pathname and mode_str (R_OK, W_OK, X_OK, F_OK: libc's names,
# which the kernel's headers lack)
=== ARGS -L syscall.access
=== PROG
# access's pathname and mode_str (R_OK, W_OK, X_OK, F_OK: libc's names,
# which the kernel's headers lack)
=== EXPECT
syscall.access name:string pathname:string mode_str:string filename:string filename_uaddr:long mode:long pathname_unquoted:string filename_unquoted:string argstr:string
