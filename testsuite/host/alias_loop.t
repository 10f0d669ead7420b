# Two aliases that stand for each other: a semantic error, not a loop.
=== ARGS -p2
=== STATUS 1
=== PROG
probe ping = pong { }
probe pong = ping { }
probe ping { }
=== EXPECT
semantic error: while resolving probe point: identifier 'ping' at alias_loop.stp:2:14
        source: probe pong = ping { }
                             ^

semantic error: recursive loop in alias expansion of ping

Pass 2: analysis failed.  [man error::pass2]
