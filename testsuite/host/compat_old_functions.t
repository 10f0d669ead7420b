# cpuid, task_backtrace and task_exe_file are a --compatible script's
# alone (to 1.4, 1.6 and 3.2), as stap 5.6 keeps them: a script of today
# has none of them (guest case tapset_values_compat_old has their values)
=== STATUS 1
=== PROG
probe begin {
	println(cpuid())
	println(task_backtrace(task_current()))
	println(task_exe_file(task_current()))
}
=== EXPECT
semantic error: unresolved function cpuid (similar: uid, euid, pid, ppid, cpu): identifier 'cpuid' at compat_old_functions.stp:2:10
        source: 	println(cpuid())
                	        ^

semantic error: unresolved function task_backtrace (similar: backtrace, ubacktrace, print_backtrace, ftrace, sprint_backtrace): identifier 'task_backtrace' at compat_old_functions.stp:3:10
        source: 	println(task_backtrace(task_current()))
                	        ^

semantic error: unresolved function task_exe_file (similar: task_execname, current_exe_file, switch_file, symfile, task_egid): identifier 'task_exe_file' at compat_old_functions.stp:4:10
        source: 	println(task_exe_file(task_current()))
                	        ^

Pass 2: analysis failed.  [man error::pass2]
