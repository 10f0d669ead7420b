# A misspelt function: unresolved, with the similar names.
=== ARGS -p2
=== STATUS 1
=== PROG
global a
function count_calls() { a[1]++ }
probe begin { count_calls(); count_cals() }
=== EXPECT
semantic error: unresolved function count_cals (similar: count_calls, int_arg, uint_arg, fastcall, ntohl): identifier 'count_cals' at unresolved_function.stp:3:30
        source: probe begin { count_calls(); count_cals() }
                                             ^

Pass 2: analysis failed.  [man error::pass2]
