# --suppress-time-limits needs guru mode, as in stap.
=== ARGS --suppress-time-limits -p2
=== STATUS 1
=== PROG
# --suppress-time-limits needs guru mode, as in stap.
probe begin { println("hi") }
=== EXPECT
ERROR --suppress-time-limits requires guru mode (-g)
