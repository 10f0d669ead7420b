# -w says no warning, so -W with it has none to fail on (stap's -wW).
=== ARGS -wW -p2
=== PROG
global unused
probe begin { exit() }
=== EXPECT
# functions
exit:unknown ()
# probes
begin /*  <- begin */ 
