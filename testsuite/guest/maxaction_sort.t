# A foreach's sort counts its entries against MAXACTION, as statements
# do: a timer's probe (MAXACTION 1000, interrupts off) sorts 500 entries
# but not 3000, stap's error naming the foreach; the error probe's larger
# budget (MAXACTION_INTERRUPTIBLE) sorts them.
=== ARGS -DMAXMAPENTRIES=4000 -DMAXACTION_INTERRUPTIBLE=20000
=== STATUS 1
=== PROG
# A foreach's sort counts its entries against MAXACTION, as statements
# do: a timer's probe (MAXACTION 1000, interrupts off) sorts 500 entries
# but not 3000, stap's error naming the foreach; the error probe's larger
# budget (MAXACTION_INTERRUPTIBLE) sorts them.
global small, big, hits
probe begin {
	for (i = 0; i < 500; i++)
		small[i] = i
	for (i = 0; i < 3000; i++)
		big[i] = i
}
probe timer.ms(10) {
	if (hits++)
		next
	foreach (k in small- limit 1)
		println("small: ", k)
	foreach (k in big- limit 1)
		println("big: ", k)
}
probe error {
	foreach (k in big- limit 1)
		println("end: ", k)
}
=== EXPECT
small: 499
end: 2999
=== STDERR
ERROR: MAXACTION exceeded near keyword at maxaction_sort.stp:17:2 in probe timer.ms(10)
WARNING: Number of errors: 1, skipped probes: 0
