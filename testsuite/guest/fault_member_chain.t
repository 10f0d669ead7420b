# A member chain through a null pointer in a function probe ends the
# script with stap's read fault: a pipe's file operations have no owner
# module ($iocb->ki_filp->f_op->owner is 0), so the chain's read of its
# state faults; exit 1, no end probe after it, the module unloaded (the
# runner checks /proc/modules), the kernel does not oops. A pipe's read
# is anon_pipe_read where the kernel has it (7.x), else pipe_read; the
# probe is named as pp() names it, anon_pipe_read's with its '!'.
=== STATUS 1
=== TIMEOUT 60
=== CMD sh -c 'echo through-a-pipe | cat > /dev/null'
=== PROG
# A member chain through a null pointer in a function probe ends the
# script with stap's read fault: a pipe's file operations have no owner
# module ($iocb->ki_filp->f_op->owner is 0), so the chain's read of its
# state faults; exit 1, no end probe after it, the module unloaded (the
# runner checks /proc/modules), the kernel does not oops.
probe kernel.function("anon_pipe_read") !, kernel.function("pipe_read") {
	println("owner: ", $iocb->ki_filp->f_op->owner)
	println($iocb->ki_filp->f_op->owner->state)
	println("not reached")
}
probe end { println("end: not reached") }
=== EXPECT
owner: 0
=== STDERR_REGEX
ERROR: read fault \[man error::fault\] at 0x0 near identifier '\$iocb' at fault_member_chain\.stp:8:10 \(called from identifier '\$iocb' at fault_member_chain\.stp:8:10\) in probe kernel\.function\("(anon_pipe_read"\)!|pipe_read"\))
WARNING: Number of errors: 1, skipped probes: 0
