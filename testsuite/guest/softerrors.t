# Errors below MAXERRORS end only their probe hit; error() raises one,
# near its call (stap 5.6); the session goes on to exit() and its end probes.
=== ARGS -DMAXERRORS=2
=== STATUS 1
=== PROG
# Errors below MAXERRORS end only their probe hit; error() raises one;
# the session goes on to exit() and its end probes.
probe begin(1) { println("one"); error("first") }
probe begin(2) { println("two"); zero = 0; x = 1 % zero; println(x) }
probe begin(3) { println("three: still running"); exit() }
probe end { println("end") }
=== EXPECT
one
two
three: still running
end
=== STDERR
ERROR: first near identifier 'error' at softerrors.stp:3:34 in probe begin(1)
ERROR: division by 0 near operator '%' at softerrors.stp:4:50 in probe begin(2)
WARNING: Number of errors: 2, skipped probes: 0
