# @entry(EXPR) in a probe whose returns keep their entries in different
# places (a kretprobe's instance of kernel.function, the module's table
# of the raw_syscalls tracepoints) is refused cleanly, where it read a
# slot no entry had filled
=== ARGS -p3
=== STATUS 1
=== PROG
probe syscall.read.return, kernel.function("vfs_read").return {
	println(gettimeofday_ns() - @entry(gettimeofday_ns()))
}
=== EXPECT
semantic error: this @ operator @entry is not supported yet: operator '@entry' at entry_mixed_families.stp:2:30
        source: 	println(gettimeofday_ns() - @entry(gettimeofday_ns()))
                	                            ^

Pass 3: translation failed.  [man error::pass3]
