# A probe point's condition reads globals only, and changes nothing.
=== ARGS -p2
=== STATUS 1
=== PROG
# A probe point's condition reads globals only, and changes nothing.
global on
function check() { return 1 }
probe begin if (on = 1) { println(1) }
probe end if (undeclared) { println(2) }
probe never if (check()) { println(3) }
=== EXPECT
semantic error: probe condition must not modify any variables: operator '=' at condition_errors.stp:4:20
        source: probe begin if (on = 1) { println(1) }
                                   ^

semantic error: probe condition must not reference undeclared global: identifier 'undeclared' at condition_errors.stp:5:15
        source: probe end if (undeclared) { println(2) }
                              ^

semantic error: probe condition must not reference function: identifier 'check' at condition_errors.stp:6:17
        source: probe never if (check()) { println(3) }
                                ^

Pass 2: analysis failed.  [man error::pass2]
