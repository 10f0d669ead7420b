# Probes with nothing to do are elided; none left is an error.
=== ARGS -p2
=== STATUS 1
=== PROG
# Probes with nothing to do are elided; none left is an error.
probe begin { x = 1 }
=== EXPECT
WARNING: Eliding assignment to 'x': operator '=' at no_probes.stp:2:17
 source: probe begin { x = 1 }
                         ^
WARNING: Eliding side-effect-free expression : identifier 'x' at no_probes.stp:2:15
 source: probe begin { x = 1 }
                       ^
WARNING: Probe 'begin' has been elided: keyword at no_probes.stp:2:1
 source: probe begin { x = 1 }
         ^
semantic error: no probes found

Pass 2: analysis failed.  [man error::pass2]
