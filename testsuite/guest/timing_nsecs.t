# -t with -DSTP_TIMING_NSECS (stap 5): the probe hit report counts the
# hits' times in nanoseconds, "nsecs:" where it says "cycles:", the time
# with interrupts off too.
=== ARGS -t -DSTP_TIMING_NSECS
=== PROG
global n; probe timer.ms(10) { n++; if (n == 20) exit() }
=== EXPECT_REGEX
----- probe hit report: 
timer\.ms\(10\), \(timing_nsecs\.stp:1:11\), hits: 20, nsecs: [0-9]+min/[0-9]+avg/[0-9]+max, variance: [0-9]+, from: timer\.ms\(10\), index: 0, irqs off: [0-9]+min/[0-9]+avg/[0-9]+max nsecs, [0-9]+ us max
----- refresh report:
