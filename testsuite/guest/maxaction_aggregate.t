# Aggregating an array of statistics (its CPUs' entries folded into one,
# for foreach) counts the entries against MAXACTION: a timer's probe
# (MAXACTION 1000, interrupts off) folds 500 but not 3000, stap's error
# naming the foreach; the error probe's larger budget folds and sorts them.
=== ARGS -DMAXMAPENTRIES=4000 -DMAXACTION_INTERRUPTIBLE=20000
=== STATUS 1
=== PROG
# Aggregating an array of statistics (its CPUs' entries folded into one,
# for foreach) counts the entries against MAXACTION: a timer's probe
# (MAXACTION 1000, interrupts off) folds 500 but not 3000, stap's error
# naming the foreach; the error probe's larger budget folds and sorts them.
global small, big, hits
probe begin {
	for (i = 0; i < 500; i++)
		small[i] <<< i
	for (i = 0; i < 3000; i++)
		big[i] <<< i
}
probe timer.ms(10) {
	if (hits++)
		next
	foreach (k in small limit 1)
		println("small: ", k, " ", @count(small[k]))
	foreach (k in big limit 1)
		println("big: ", k)
}
probe error {
	foreach (k- in big limit 1)
		println("end: ", k, " ", @sum(big[k]))
}
=== EXPECT
small: 0 1
end: 2999 2999
=== STDERR
ERROR: MAXACTION exceeded near keyword at maxaction_aggregate.stp:17:2 in probe timer.ms(10)
WARNING: Number of errors: 1, skipped probes: 0
