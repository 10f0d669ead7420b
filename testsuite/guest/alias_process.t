# The tapset aliases of a process's life, seen under a shell that starts
# `sleep 5` in the background, kills it with SIGUSR1 and waits: its fork
# (kprocess.create, scheduler.process_fork, scheduler.wakeup_new), its exec
# with the arguments (kprocess.exec, kprocess.exec_complete), the signal
# sent by the shell's kill to the child's pid (signal.send,
# scheduler.signal_send) and taken by the child (signal.handle, as SIGKILL
# without a siginfo, since the signal is fatal), its exit with the
# signal's number (kprocess.exit, scheduler.process_exit), its release and
# the shell's wait; context switches of the shell (scheduler.ctxswitch,
# scheduler.cpu_off) and its wake-up. On kernel functions: the child's
# first run (kprocess.start), the kill's permission check and send
# returning 0 (signal.checkperm.return, signal.send.return, to the whole
# thread group), the shell setting its signal handlers
# (signal.do_action.return), the scheduler's tick (scheduler.tick) and the
# page faults' returns of the shell (vm.pagefault.return: minor faults).
# In the order they came (sorted). The shell sends the signal once the
# child sleeps in its nanosleep (/proc/PID/syscall), and the session ends
# at the child's process_free, its last event (the shell then waits).
=== CMD /bin/sh -c 'sleep 5 & p=$!; until read n rest < /proc/$p/syscall && [ "$n" = 230 -o "$n" = 35 ]; do :; done; kill -USR1 $p; wait; exec sleep 600'
=== PROG
global child, seen

probe kprocess.create {
	if (pid() == target() && !child)
		child = new_pid
}
probe scheduler.process_fork {
	if (parent_pid == target() && child_pid == child && !seen["fork"]++)
		printf("process_fork: parent_pid is target %d\n", name == "process_fork")
}
probe scheduler.wakeup_new {
	if (task_pid == child && !seen["wakeup_new"]++)
		printf("wakeup_new: task_tid %d, prio %d\n", task_tid == child, task_priority)
}
probe kprocess.exec {
	if (pid() == child && !seen["exec"]++)
		printf("exec: %s %d, args %s, argstr is filename and \"5\" %d\n", name,
		       filename =~ "/sleep\"$", args, argstr == filename . " \"5\"")
}
probe kprocess.exec_complete {
	if (pid() == child && !seen["exec_complete"]++)
		printf("exec_complete: success %d errno %d retstr %s\n", success, errno, retstr)
}
probe signal.send {
	if (pid() == target() && sig_pid == child)
		printf("send: %s %d to the child, pid_name %s, task's pid %d, si_code %s, shared %d\n",
		       sig_name, sig, pid_name, @cast(task, "task_struct")->tgid == child,
		       si_code, shared)
}
probe scheduler.signal_send {
	if (pid == target() && signal_number == 10 && !seen["signal_send"]++)
		printf("signal_send: %d from the shell\n", signal_number)
}
probe signal.handle {
	if (pid() == child && !seen["handle"]++)
		printf("handle: %s %d, sinfo %d, sig_code %d, %s\n", sig_name, sig,
		       sinfo, sig_code, sig_mode)
}
probe kprocess.exit {
	if (pid() == child && !seen["exit"]++)
		printf("exit: code %d\n", code)
}
probe scheduler.process_exit {
	if (pid == child && !seen["process_exit"]++)
		printf("process_exit: priority %d\n", priority)
}
probe kprocess.release {
	if (released_pid == child && !seen["release"]++)
		printf("release: tid %d, pid %d\n", released_tid == child, pid == child)
}
probe scheduler.process_free {
	if (pid == child && !seen["free"]++) {
		printf("process_free\n")
		exit()
	}
}
probe scheduler.ctxswitch {
	if (child && prev_pid == target() && !seen["ctxswitch"]++)
		printf("ctxswitch: %s %d -> other %d\n", prev_task_name,
		       prev_tid == target(), next_pid != prev_pid)
	# it sleeps in wait(), not running
	if (child && prev_pid == target() && prevtsk_state != 0)
		seen["slept"]++
}
probe scheduler.cpu_off {
	if (child && pid() == target() && !seen["cpu_off"]++)
		printf("cpu_off: task_prev is current %d, idle %d\n",
		       task_prev == task_current(), idle)
}
probe scheduler.wakeup {
	if (task_pid == target())
		seen["wakeup"]++
}
probe scheduler.process_wait {
	if (pid() == target())
		seen["wait"]++
}
probe kprocess.start {
	if (child && pid() == child && !seen["start"]++)
		printf("start: the child runs\n")
}
probe signal.checkperm.return {
	if (pid() == target() && !seen["checkperm"]++)
		printf("checkperm.return: %s %s\n", name, retstr)
}
probe signal.send.return {
	if (pid() == target() && child && !seen["send"]++)
		printf("send.return: %s %s, shared %d, send2queue %d\n", name, retstr,
		       shared, send2queue)
}
probe signal.do_action.return {
	if (pid() == target() && retstr == "0")
		seen["do_action"]++
}
probe scheduler.tick {
	if (name == "tick")
		seen["tick"]++
}
probe vm.pagefault.return {
	if (pid() == target() && name == "pagefault")
		seen[vm_fault_contains(fault_type, VM_FAULT_MINOR) ? "minor fault" : "other fault"]++
}
probe end {
	printf("do_action.return seen %d\n", seen["do_action"] > 0)
	printf("tick seen %d\n", seen["tick"] > 0)
	printf("minor fault seen %d\n", seen["minor fault"] > 0)
	printf("shell woken %d, waited %d, slept %d\n", seen["wakeup"] > 0,
	       seen["wait"] > 0, seen["slept"] > 0)
}
=== FILTER
sort
=== EXPECT
checkperm.return: checkperm 0
cpu_off: task_prev is current 1, idle 0
ctxswitch: sh 1 -> other 1
do_action.return seen 1
exec: execve 1, args "sleep" "5", argstr is filename and "5" 1
exec_complete: success 1 errno 0 retstr 0
exit: code 10
handle: SIGKILL 9, sinfo 0, sig_code 0, User Mode Signal
minor fault seen 1
process_exit: priority 120
process_fork: parent_pid is target 1
process_free
release: tid 1, pid 1
send.return: send_signal 0, shared 1, send2queue 0
send: SIGUSR1 10 to the child, pid_name sleep, task's pid 1, si_code SI_USER, shared 1
shell woken 1, waited 1, slept 1
signal_send: 10 from the shell
start: the child runs
tick seen 1
wakeup_new: task_tid 1, prio 120
