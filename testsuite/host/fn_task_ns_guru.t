# task_ns_pid and its kin read any task's ids: guru mode's, as in stap
# (ns_pid and the others of the current task are not).
=== STATUS 1
=== PROG
global x
probe begin {
	x = task_ns_pid(0xdeadbeef) + ns_pid()
}
=== EXPECT
semantic error: function may not be used unless -g is specified: identifier 'task_ns_pid' at fn_task_ns_guru.stp:3:6
        source: 	x = task_ns_pid(0xdeadbeef) + ns_pid()
                	    ^

Pass 2: analysis failed.  [man error::pass2]
