# -l of a pattern that matches nothing prints nothing and exits 1, as stap.
=== ARGS -l nosuch.*
=== STATUS 1
=== PROG
# -l of a pattern that matches nothing prints nothing and exits 1, as stap.
=== EXPECT

