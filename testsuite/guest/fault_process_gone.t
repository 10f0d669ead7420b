# A process gone: the target's write buffer, read again once it has
# exited and its memory went (in exit_files, which do_exit calls after
# exit_mm on every kernel; process.end comes before exit_mm on 7.2, where
# the tracepoint it rides moved), ends the script with stap's user string
# copy fault; exit 1, the module unloaded, no oops.
=== STATUS 1
=== TIMEOUT 60
=== CMD sh -c 'echo still-there > /dev/null'
=== PROG
# A process gone: the target's write buffer, read again once it has
# exited and its memory went (in exit_files, which do_exit calls after
# exit_mm on every kernel; process.end comes before exit_mm on 7.2, where
# the tracepoint it rides moved), ends the script with stap's user string
# copy fault; exit 1, the module unloaded, no oops.
global addr
probe syscall.write {
	if (pid() == target() && !addr) {
		addr = buf
		println("while it runs: ", user_string_n(addr, count - 1))
	}
}
global gone
probe process.end {
	if (pid() != target())
		next
	println("gone")
	gone = 1
}
probe kernel.function("exit_files") {
	if (gone && pid() == target())
		println(user_string(addr))
}
probe end { println("end: not reached") }
=== EXPECT
while it runs: still-there
gone
=== STDERR_REGEX
ERROR: user string copy fault -14 at 0x[0-9a-f]+ \[man error::fault\] near identifier 'user_string_n' at .*/tapsets/conversions\.stp:[0-9]+:[0-9]+( \(called from identifier 'user_string(_n)?' at [^)]*\))+ in probe .+
WARNING: Number of errors: 1, skipped probes: 0
