# A global is a scalar or an array of one arity, everywhere.
=== ARGS -p2
=== STATUS 1
=== PROG
# A global is a scalar or an array of one arity, everywhere.
global a
probe begin { a[4] = 1 }
probe end { a = 2 }
=== EXPECT
semantic error: inconsistent arity (1 vs 0): identifier 'a' at arity.stp:4:13
        source: probe end { a = 2 }
                            ^

semantic error: arity 1 first inferred here: identifier 'a' at arity.stp:3:15
        source: probe begin { a[4] = 1 }
                              ^

Pass 2: analysis failed.  [man error::pass2]
