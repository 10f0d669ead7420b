# The variables of system call points are the probe's locals, with their
# types: each point fills those it has (open has no fd, close no
# filename), and only those the body uses.
=== ARGS -p2
=== PROG
# The variables of system call points are the probe's locals, with their
# types: each point fills those it has (open has no fd, close no
# filename), and only those the body uses.
probe syscall.close, syscall.open {
	printf("%s %d %s %s\n", name, fd, filename, argstr)
}

probe syscall.close.return, syscall_any.return {
	printf("%s %d %s %d\n", name, retval, retstr, syscall_nr)
}
=== EXPECT
# probes
syscall.close /*  <- syscall.close,syscall.open */ 
  # locals
  name:string
  fd:long
  filename:string
  argstr:string
syscall.open /*  <- syscall.close,syscall.open */ 
  # locals
  name:string
  fd:long
  filename:string
  argstr:string
syscall.close.return /*  <- syscall.close.return,syscall_any.return */ 
  # locals
  name:string
  retval:long
  retstr:string
  syscall_nr:long
syscall_any.return /*  <- syscall.close.return,syscall_any.return */ 
  # locals
  name:string
  retval:long
  retstr:string
  syscall_nr:long
