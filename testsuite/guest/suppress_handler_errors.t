# --suppress-handler-errors (-g --suppress-time-limits beside it, as
# stap's syscall suite runs): a run-time error ends its hit alone, with no
# ERROR line; the session goes on to its end probes and exits 0, and the
# errors are counted in the closing warning, as stap 5.6 prints it.
# `probe init` runs before every begin probe, however early.
=== ARGS -g --suppress-time-limits --suppress-handler-errors
=== PROG
# --suppress-handler-errors (-g --suppress-time-limits beside it, as
# stap's syscall suite runs): a run-time error ends its hit alone, with no
# ERROR line; the session goes on to its end probes and exits 0, and the
# errors are counted in the closing warning, as stap 5.6 prints it.
# `probe init` runs before every begin probe, however early.
global n
probe timer.ms(10) {
	n++
	if (n < 4) {
		zero = n - n
		println(10 / zero)
		println("not here")
	} else if (n == 6)
		exit()
}
probe begin(-1000) { println("begin(-1000)") }
probe init { println("init") }
probe end { printf("end %d\n", n) }
=== EXPECT
init
begin(-1000)
end 6
=== STDERR
WARNING: Number of errors: 3, skipped probes: 0
