@PROGS@/syscall_args
