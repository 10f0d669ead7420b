# A tapset's public function reaches its private global and function.
=== ARGS -I private_tapsets -p2
=== PROG
# A tapset's public function reaches its private global and function.
probe begin { println(counter_next()) }
=== EXPECT
# globals
hits:long
# functions
counter_next:long ()
bump:long ()
# probes
begin /*  <- begin */ 
