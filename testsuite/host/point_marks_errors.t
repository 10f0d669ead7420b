# Marks and conditions inside braces only at the end of the point, and
# each given once.
=== ARGS -p1
=== STATUS 1
=== PROG
# Marks and conditions inside braces only at the end of the point, and
# each given once.
probe kernel.{trace("a")!, trace("b")?}? {}
probe {begin if (1), end} if (2) {}
probe a.{b?, c}.d {}
probe {a if (1), b}.{c if (2)}.d if (3) {}
=== EXPECT
parse error: '?' or '!' respecified
        saw: operator '?' at point_marks_errors.stp:3:40
     source: probe kernel.{trace("a")!, trace("b")?}? {}
                                                    ^

parse error: condition respecified
        saw: operator ')' at point_marks_errors.stp:4:32
     source: probe {begin if (1), end} if (2) {}
                                            ^

parse error: '?', '!' or condition must only be specified in suffix
         at: identifier 'a' at point_marks_errors.stp:5:7
     source: probe a.{b?, c}.d {}
                   ^

4 parse errors.
Number of similar error messages suppressed: 1.
Rerun with -v to see them.
Pass 1: parse failed.  [man error::pass1]
