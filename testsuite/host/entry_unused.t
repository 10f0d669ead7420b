# An @entry outside a .return probe whose value nothing uses is elided by
# the optimizer before it is checked, as stap does (its semok entry02)
=== ARGS -p2
=== PROG
global stat
probe begin {
	stat <<< get_cycles();
	- @entry(get_cycles())
	exit()
}
=== EXPECT
WARNING: Eliding side-effect-free expression : operator '-' at entry_unused.stp:4:2
 source: 	- @entry(get_cycles())
         	^
# globals
stat:stats
# functions
get_cycles:long ()
exit:unknown ()
# probes
begin /*  <- begin */ 
end /*  <- end */ 
