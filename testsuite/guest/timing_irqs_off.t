# -t under load: a timer's probe that sorts a 400-entry array and
# aggregates a statistic, beside a probe on schedule() while the target
# walks /proc and /sys and forks 50 children; the hit report has, for
# each probe, how long its hits kept interrupts off (stap's cycles'
# style, the longest also in microseconds), measured (above 0) and
# bounded: under 2 s (MAXACTION and the sort's charges keep a hit to a
# few ms under TCG, but the host preempting the emulating thread mid-hit
# adds its whole time slice: one CI run saw 270 ms), far below the
# kernel's 20 s lockup and RCU stall reports.
=== ARGS -t
=== TIMEOUT 60
=== CMD sh -c 'find /proc/self /sys/kernel /sys/class > /dev/null 2>&1; i=0; while [ $i -lt 50 ]; do /bin/true & i=$((i + 1)); done; wait'
=== PROG
# -t under load: a timer's probe that sorts a 400-entry array and
# aggregates a statistic, beside a probe on schedule() while the target
# walks /proc and /sys and forks 50 children; the hit report has, for
# each probe, how long its hits kept interrupts off (stap's cycles'
# style, the longest also in microseconds), measured (above 0) and
# bounded: under 2 s (MAXACTION and the sort's charges keep a hit to a
# few ms under TCG, but the host preempting the emulating thread mid-hit
# adds its whole time slice: one CI run saw 270 ms), far below the
# kernel's 20 s lockup and RCU stall reports.
global a, s, sorts, switches

probe begin {
	for (i = 0; i < 400; i++)
		a[i] = i * 7 % 400
}
probe timer.ms(5) {
	foreach (k in a- limit 3)
		sorts++
	s <<< sorts
	if (@count(s) % 10 == 0)
		sorts += @avg(s) > 0
}
probe kernel.function("schedule") { switches++ }
probe end {
	printf("sorted: %d, switches seen: %d\n", sorts > 0, switches > 0)
}
=== FILTER
sed 's/@[^"]*"/"/' | awk '
/^----- probe hit report: $/ { report = 1; print; next }
/^----- refresh report:$/ { report = 0; print; next }
!report { print; next }
{
	pp = $0; sub(/, \(.*/, "", pp)
	if (!match($0, /, irqs off: [0-9]+min\/[0-9]+avg\/[0-9]+max cycles, [0-9]+ us max$/)) {
		print pp ": no irqs off figure: " $0
		next
	}
	split(substr($0, RSTART + 12), f, /[^0-9]+/)
	print pp ": irqs off " (f[3] > 0 && f[3] >= f[2] && f[2] >= f[1] ? "measured" : "not measured") \
		", " (f[4] < 2000000 ? "under 2 s" : "over 2 s: " f[4] " us")
}'
=== EXPECT
sorted: 1, switches seen: 1
----- probe hit report: 
begin: irqs off measured, under 2 s
timer.ms(5): irqs off measured, under 2 s
end: irqs off measured, under 2 s
kernel.function("schedule"): irqs off measured, under 2 s
----- refresh report:
