# @entry(EXPR) at system call and kprobe returns: a local is not kept
# from the entry, and a return on the raw_syscalls tracepoints keeps at
# most 8 values (the module's table of entries by thread): each a
# semantic error at its @entry (the ninth's: at its expression); a
# string is kept at either (syscall.read's execname(), kprobe.function's
# and nd_syscall's sprintf), and a kretprobe's keeps more values
# (nd_syscall.read.return's nine)
=== STATUS 1
=== PROG
probe syscall.read.return {
	println(@entry(execname()))
}
probe nd_syscall.write.return, kprobe.function("vfs_read").return {
	println(@entry(sprintf("%d", pid())))
}
probe syscall.close.return {
	x = 1
	println(@entry(x + 1))
}
probe syscall_any.return {
	println(@entry(pid() + 1), @entry(pid() + 2), @entry(pid() + 3),
		@entry(pid() + 4), @entry(pid() + 5), @entry(pid() + 6),
		@entry(pid() + 7), @entry(pid() + 8), @entry(pid() + 9))
}
probe nd_syscall.read.return {
	println(@entry(pid() + 1), @entry(pid() + 2), @entry(pid() + 3),
		@entry(pid() + 4), @entry(pid() + 5), @entry(pid() + 6),
		@entry(pid() + 7), @entry(pid() + 8), @entry(pid() + 9))
}
=== EXPECT
semantic error: @entry() of a local variable is not kept from the entry yet: operator '@entry' at syscall_entry_errors.stp:9:10
        source: 	println(@entry(x + 1))
                	        ^

semantic error: a system call return probe keeps at most 8 @entry() values: operator '@entry' at syscall_entry_errors.stp:14:54
        source: 		@entry(pid() + 7), @entry(pid() + 8), @entry(pid() + 9))
                		                                                   ^

Pass 2: analysis failed.  [man error::pass2]
