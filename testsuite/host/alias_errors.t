# An alias name cannot hold a wildcard; an alias cannot stand for itself.
=== ARGS -p2
=== STATUS 1
=== PROG
# An alias name cannot hold a wildcard; an alias cannot stand for itself.
probe bad.* = begin { }
=== EXPECT
semantic error: while registering probe alias: keyword at alias_errors.stp:2:1
        source: probe bad.* = begin { }
                ^

semantic error: invalid use of wildcard probe point component

Pass 2: analysis failed.  [man error::pass2]
