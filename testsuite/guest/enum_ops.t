# @enum("NAME") and @enumname(VALUE[, "TYPE"]) (stap 5.5, 5.6) from the
# kernel's BTF: an enumerator's value; a value's name in an enum named by
# a string (folded when the value is a number, looked up in the module
# when not, a value the enum lacks in decimal); a typed target's enum
# (__task_pid_nr_ns's $type, which getpid() passes as PIDTYPE_TGID).
=== CMD @PROGS@/signal_calls
=== PROG
global seen

probe begin {
	println(@enum("PIDTYPE_SID"), " ", @enumname(1, "pid_type"), " ",
		@enumname(42, "enum pid_type"))
	for (v = -1; v <= 4; v++)
		printf("%d:%s ", v, @enumname(v, "pid_type"))
	println("")
}
probe kernel.function("__task_pid_nr_ns") {
	if (pid() == target() && $type == @enum("PIDTYPE_TGID") && !seen++)
		println($type, " ", @enumname($type))
}
=== EXPECT
3 PIDTYPE_TGID 42
-1:-1 0:PIDTYPE_PID 1:PIDTYPE_TGID 2:PIDTYPE_PGID 3:PIDTYPE_SID 4:PIDTYPE_MAX 
1 PIDTYPE_TGID
