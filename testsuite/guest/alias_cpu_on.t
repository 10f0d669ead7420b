# scheduler.cpu_on in the task coming onto its CPU: each time the target
# shell (sleeping five times) runs again, task_prev is the task that
# scheduler.cpu_off saw leave that CPU for it; idle only in the idle
# task, which also comes on.
=== CMD /bin/sh -c 'for i in 1 2 3 4 5; do sleep 0.1; done'
=== PROG
global prev, matched, mismatched, idle_on, idle_wrong

probe scheduler.cpu_off {
	if (task_pid(task_next) == target())
		prev[cpu()] = task_prev
}
probe scheduler.cpu_on {
	if (name != "cpu_on")
		next
	if (pid() == target() && [cpu()] in prev) {
		if (task_prev == prev[cpu()])
			matched++
		else
			mismatched++
		delete prev[cpu()]
	}
	if (pid() == 0 && idle)
		idle_on++
	if (pid() != 0 && idle)
		idle_wrong++
}
probe end {
	printf("cpu_on: the shell came on at least 5 times %d, after the task cpu_off saw leave %d, after another %d\n",
	       matched >= 5, matched > 0, mismatched)
	printf("cpu_on: the idle task came on %d, idle set elsewhere %d\n", idle_on > 0, idle_wrong)
}
=== EXPECT
cpu_on: the shell came on at least 5 times 1, after the task cpu_off saw leave 1, after another 0
cpu_on: the idle task came on 1, idle set elsewhere 0
