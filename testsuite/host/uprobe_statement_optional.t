# an optional .statement("FUNC@FILE:LINE") on a program without DWARF
# for its lines (dash) matches nothing, silently, as stap's does: the
# script runs with its other points
=== PROG
probe process("/usr/bin/dash").statement("main@*:1")?, begin {
	println(pp())
}
=== EXPECT
# functions
pp:string ()
# probes
begin /*  <- process("/usr/bin/dash").statement("main@*:1")?,begin */ 
