# A typed read of memory that is not there ends the script with stap's
# error (try/catch can catch it first); the kernel does not oops.
=== STATUS 1
=== PROG
# A typed read of memory that is not there ends the script with stap's
# error (try/catch can catch it first); the kernel does not oops.
probe begin {
	try {
		println(@cast(16, "list_head")->prev)
	} catch (msg) {
		println("caught: ", msg)
	}
	println("after the catch")
	println(@cast(16, "struct list_head")->next->next)
	println("not reached")
}
probe end { println("end: not reached") }
=== EXPECT
caught: read fault [man error::fault] at 0x18
after the catch
=== STDERR
ERROR: read fault [man error::fault] at 0x10 near operator '@cast' at typed_fault.stp:10:10 (called from operator '@cast' at typed_fault.stp:10:10) in probe begin
WARNING: Number of errors: 1, skipped probes: 0
