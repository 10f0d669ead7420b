# With -t, stap also says why hits were skipped: here, reentrancy.
=== ARGS -t
=== PROG
# With -t, stap also says why hits were skipped: here, reentrancy.
# A probe whose own work fires another probe (here: reading a bad kernel
# address faults, and the fault's tracepoint fires): that hit finds its
# CPU busy and is skipped, and counted; the read is an error, caught.
global done
probe kernel.trace("page_fault_kernel") { println("not reached") }
probe timer.ms(10) {
	if (done++)
		next
	try {
		println(kernel_string(-140737488351232))
	} catch (e) {
		println(e)
	}
	exit()
}
=== FILTER
# the hit report's cycles vary: keep the script's own lines
sed '/^----- probe hit report/,$d'
=== EXPECT
kernel string copy fault at 0xffff800000001000 [man error::fault]
=== STDERR
WARNING: Number of errors: 0, skipped probes: 0
WARNING: Skipped due to reentrancy: 1
