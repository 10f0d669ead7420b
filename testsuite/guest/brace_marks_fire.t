# Points in braces with marks fire as stap resolves them: '!' on the first
# alternative makes it sufficient, so only sched_switch is probed there
# (stap 5.6's -p2 of timer.{s(1)!, s(2)} lists only the first); without
# the mark both points fire; an optional alternative that is no
# tracepoint is passed over. pp() shows the point's mark, as stap 5.6's.
=== PROG
global marked, both
probe kernel.{trace("sched_switch")!, trace("sched_wakeup")} { marked[pp()]++ }
probe kernel.{trace("sched_switch"), {trace("sched_wakeup"), trace("no_such_point")?}} { both[pp()]++ }
probe timer.ms(300) {
	foreach (p+ in marked) printf("marked %s\n", p)
	foreach (p+ in both) printf("both %s\n", p)
	exit()
}
=== EXPECT
marked kernel.trace("sched:sched_switch")!
both kernel.trace("sched:sched_switch")
both kernel.trace("sched:sched_wakeup")
