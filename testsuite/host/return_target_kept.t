# x = $n at a process's function's return is kept as stap 5.6 keeps it:
# there stap reads a parameter through @entry() (its uretprobes keep
# nothing of a call of their own), whose value saved at the entry keeps
# the probe however little the optimizer leaves of its body: the
# assignment to x, which nothing reads, goes with stap's warnings, and
# the probe stays (it was "Probe 'process' has been elided"). $return
# is the return's own: a probe left empty with it goes, and so does one
# at a kernel function's return, whose parameters the kretprobe's own
# data keeps.
=== ARGS -p2
=== PROG
probe process("@PROGS@/nested").function("a").return {
	x = $n
}
probe process("@PROGS@/nested").function("b").return {
	y = $return
}
probe kernel.function("vfs_read").return {
	z = $count
}
=== EXPECT
WARNING: Eliding assignment to 'x': operator '=' at return_target_kept.stp:2:4
 source: 	x = $n
         	  ^
WARNING: Eliding side-effect-free expression : identifier 'x' at return_target_kept.stp:2:2
 source: 	x = $n
         	^
WARNING: Eliding assignment to 'y': operator '=' at return_target_kept.stp:5:4
 source: 	y = $return
         	  ^
WARNING: Probe 'process' has been elided: keyword at return_target_kept.stp:4:1
 source: probe process("@PROGS@/nested").function("b").return {
         ^
WARNING: Eliding assignment to 'z': operator '=' at return_target_kept.stp:8:4
 source: 	z = $count
         	  ^
WARNING: Probe 'kernel' has been elided: keyword at return_target_kept.stp:7:1
 source: probe kernel.function("vfs_read").return {
         ^
Number of similar warning messages suppressed: 2.
Rerun with -v to see them.
# probes
process("@PROGS@/nested").function("a@@PROGS@/nested.c:20").return /*  <- process("@PROGS@/nested").function("a").return */ 
