# The pages stap 5.6 keeps for old scripts alone (cpuid to 1.4,
# task_backtrace to 1.6, task_exe_file to 3.2), in a --compatible=1.4
# script, as stap-reference printed them: cpuid() is cpu();
# task_backtrace() warns that it is unsupported and is ""; task_exe_file()
# of the current task is its current_exe_file(), of another stap's error.
# A newer script has none of them (host case compat_old_functions).
=== ARGS --compatible=1.4
=== PROG
probe begin {
	printf("cpuid %d\n", cpuid() == cpu())
	printf("task_backtrace [%s]\n", task_backtrace(task_current()))
	printf("task_exe_file %d %d\n", task_exe_file(task_current()) == current_exe_file(),
	       current_exe_file() != 0)
	try { printf("%d\n", task_exe_file(pid2task(1))) } catch (e) { printf("caught [%s]\n", e) }
	exit()
}
=== EXPECT
cpuid 1
task_backtrace []
task_exe_file 1 1
caught [Only the exe file for the current task can be returned]
=== STDERR
WARNING: task_backtrace unsupported
