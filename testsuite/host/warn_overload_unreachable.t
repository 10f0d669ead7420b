# An overload after one of the same arity that never says `next` is
# never reached: stap's warning, an error under -W; one that is reached
# through `next`, or of another arity, is not warned about.
=== ARGS -W -p2
=== STATUS 1
=== PROG
function f() { next }
function f() { println(1) }
function f() { println(2) }
function f(x) { println(x) }
probe begin { f(); f(3) }
=== EXPECT
WARNING: instance of overloaded function will never be reached: identifier 'f' at warn_overload_unreachable.stp:3:10
 source: function f() { println(2) }
                  ^
Pass 2: analysis failed.  [man error::pass2]
