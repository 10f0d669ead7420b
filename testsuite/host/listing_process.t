# tapc -L: process.syscall's variables and .syscall.return's (stap lists
# $arg1..$arg6 at the return too, where using one is its error)
=== ARGS -L process.syscall**
=== PROG
# tapc -L: process.syscall's variables and .syscall.return's
=== EXPECT
process.syscall $syscall:long $arg1:long $arg2:long $arg3:long $arg4:long $arg5:long $arg6:long
process.syscall.return $syscall:long $return:long
