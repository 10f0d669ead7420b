# -u: nothing is elided, no warnings; everything is listed.
=== ARGS -u -p2
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
# globals
kept:long
# functions
pure:long (x:long)
# probes
begin /*  <- begin */ 
  # locals
  unused:long
end /*  <- end */ 
