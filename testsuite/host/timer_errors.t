# timer.ms(0) is not a timer: a semantic error.
=== ARGS -p2
=== STATUS 1
=== PROG
probe timer.ms(0) { }
=== EXPECT
semantic error: while resolving probe point: identifier 'timer' at timer_errors.stp:1:7
        source: probe timer.ms(0) { }
                      ^

semantic error: interval value out of range (1, 86400000)

Pass 2: analysis failed.  [man error::pass2]
