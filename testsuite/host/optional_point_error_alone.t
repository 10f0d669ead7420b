# An optional point with an error is dropped silently; when it was the
# only one, there are no probes (stap 5.6: no message about the point).
=== PROG
probe timer.us(3)? { println(1) }
=== STATUS 1
=== EXPECT
semantic error: no probes found

Pass 2: analysis failed.  [man error::pass2]
