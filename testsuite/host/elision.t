# What has no effect goes, with stap's warnings; what is left is listed.
=== ARGS -p2
=== PROG
# What has no effect goes, with stap's warnings; what is left is listed.
global kept
function pure(x) { return x * 2 }
probe begin {
	unused = 1
	pure(3)
	if (0) println("never")
	kept = 1 + 2 * 3
	println(kept, pure(1))
}
probe end { }
=== EXPECT
WARNING: Eliding assignment to 'unused': operator '=' at elision.stp:5:9
 source: 	unused = 1
         	       ^
WARNING: Eliding side-effect-free expression : identifier 'unused' at elision.stp:5:2
 source: 	unused = 1
         	^
WARNING: Probe 'end' has been elided: keyword at elision.stp:11:1
 source: probe end { }
         ^
Number of similar warning messages suppressed: 1.
Rerun with -v to see them.
# globals
kept:long
# functions
pure:long (x:long)
# probes
begin /*  <- begin */ 
