# Overloads: by arity, and by priority with next.
=== ARGS -p2
=== PROG
# Overloads: by arity, and by priority with next.
function f(a) : 2 { return a + 2 }
function f(a) : 1 { if (a) next; return 1 }
function f() { return 0 }
probe begin { println(f(1), f()) }
=== EXPECT
# functions
f:long (a:long)
f:long (a:long)
f:long ()
# probes
begin /*  <- begin */ 
