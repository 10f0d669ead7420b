# @cast of a user-space address read as a kernel structure ends the
# script with stap's read fault at that address (kernel reads never
# reach user memory); exit 1, the module unloaded, no oops.
=== STATUS 1
=== TIMEOUT 60
=== CMD sh -c 'cat /proc/version > /dev/null'
=== PROG
# @cast of a user-space address read as a kernel structure ends the
# script with stap's read fault at that address (kernel reads never
# reach user memory); exit 1, the module unloaded, no oops.
probe kernel.function("do_sys_openat2") {
	if (pid() != target())
		next
	println(@cast($filename, "struct file", "kernel")->f_flags)
	println("not reached")
}
probe end { println("end: not reached") }
=== EXPECT
=== STDERR_REGEX
ERROR: read fault \[man error::fault\] at 0x[0-9a-f]+ near operator '@cast' at fault_cast_user\.stp:7:10 \(called from operator '@cast' at fault_cast_user\.stp:7:10\) in probe kernel\.function\("do_sys_openat2"\)
WARNING: Number of errors: 1, skipped probes: 0
