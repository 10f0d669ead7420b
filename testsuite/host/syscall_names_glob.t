# stap's names in a probe of several calls resolve: flags_str and
# filename_unquoted where the call has them, dfd_str where it has a dirfd
=== PROG
# stap's names in a probe of several calls resolve: flags_str and
# filename_unquoted where the call has them, dfd_str where it has a dirfd
probe syscall.open, syscall.openat, syscall.close {
	printf("%s %s %s\n", flags_str, dfd_str, filename_unquoted)
}
=== EXPECT
# probes
syscall.open /*  <- syscall.open,syscall.openat,syscall.close */ 
  # locals
  flags_str:string
  dfd_str:string
  filename_unquoted:string
syscall.openat /*  <- syscall.open,syscall.openat,syscall.close */ 
  # locals
  flags_str:string
  dfd_str:string
  filename_unquoted:string
syscall.close /*  <- syscall.open,syscall.openat,syscall.close */ 
  # locals
  flags_str:string
  dfd_str:string
  filename_unquoted:string
