# process.function(...) and .statement(...) without a PATH under -x PID:
# PID's program, read from /proc/PID/exe as stap reads it (@HOSTPID@ a
# process of the host running progs/waits), hit in that process alone
# as process(PID)'s; a pid no process has: stap's two messages
# (uprobe_target_badpid)
=== ARGS -p2 -x @HOSTPID@
=== PROG
probe process.function("step"), process.statement("step@waits.c:15") {
	println(pp())
}
=== EXPECT
# functions
pp:string ()
# probes
process("@PROGS@/waits").function("step@@PROGS@/waits.c:11") /*  <- process.function("step"),process.statement("step@waits.c:15") */ 
process("@PROGS@/waits").statement("step@@PROGS@/waits.c:15") /*  <- process.function("step"),process.statement("step@waits.c:15") */ 
