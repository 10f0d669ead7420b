# Assigning to a number: "Expecting lvalue for assignment".
=== ARGS -p2
=== STATUS 1
=== PROG
probe begin { print(1 = a) }
=== EXPECT
semantic error: Expecting lvalue for assignment: operator '=' at lvalue.stp:1:23
        source: probe begin { print(1 = a) }
                                      ^
number '1' at lvalue.stp:1:21
        source: probe begin { print(1 = a) }
                                    ^

Pass 2: analysis failed.  [man error::pass2]
