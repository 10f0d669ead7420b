# A read of an unmapped user address (the second page, below
# mmap_min_addr, is never mapped) in the target's own system call ends
# the script with stap's user string copy fault; exit 1, the module
# unloaded, no oops.
=== STATUS 1
=== TIMEOUT 60
=== CMD sh -c 'echo unmapped > /dev/null'
=== PROG
# A read of an unmapped user address (the second page, below
# mmap_min_addr, is never mapped) in the target's own system call ends
# the script with stap's user string copy fault; exit 1, the module
# unloaded, no oops.
probe syscall.write {
	if (pid() != target())
		next
	println(user_string(4096))
	println("not reached")
}
probe end { println("end: not reached") }
=== EXPECT
=== STDERR_REGEX
ERROR: user string copy fault -14 at 0x1000 \[man error::fault\] near identifier 'user_string_n' at .*/tapsets/conversions\.stp:[0-9]+:[0-9]+( \(called from identifier 'user_string(_n)?' at [^)]*\))+ in probe .+
WARNING: Number of errors: 1, skipped probes: 0
