# tapc -L: tracepoints with their arguments' types as stap shows them
=== ARGS -L kernel.trace("raw_syscalls:*")
=== PROG
# tapc -L: tracepoints with their arguments' types as stap shows them
=== EXPECT
kernel.trace("raw_syscalls:sys_enter") $regs:struct pt_regs* $id:long int
kernel.trace("raw_syscalls:sys_exit") $regs:struct pt_regs* $ret:long int
