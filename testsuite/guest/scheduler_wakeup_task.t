# scheduler.wakeup and scheduler.wakeup_new give task, the woken task, as
# stap's (SystemTap's example sched_switch reads task_cpu(task) and
# task_execname(task)): its pid is task_pid, its tid task_tid
=== CMD /bin/sh -c 'sleep 0.2 & wait'
=== PROG
global ok, bad
probe scheduler.wakeup, scheduler.wakeup_new {
	if (task && task_pid(task) == task_pid && task_tid(task) == task_tid &&
	    task_cpu(task) == task_cpu)
		ok[name] = 1
	else
		bad[name] = 1
}
probe end {
	printf("wakeup %d, wakeup_new %d, wrong %d\n", ok["wakeup"], ok["wakeup_new"],
	       bad["wakeup"] + bad["wakeup_new"])
}
=== EXPECT
wakeup 1, wakeup_new 1, wrong 0
