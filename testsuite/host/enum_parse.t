# @enum takes one non-empty literal string; @enumname's type and module
# are literal strings, the type not empty: stap's parse errors.
=== ARGS -p1
=== STATUS 1
=== PROG
# @enum takes one non-empty literal string; @enumname's type and module
# are literal strings, the type not empty: stap's parse errors.
probe begin { println(@enum("")) }
probe begin { println(@enumname(1, "")) }
probe begin { println(@enumname(1, x)) }
=== EXPECT
parse error: expected non-empty string
        saw: operator ')' at enum_parse.stp:3:31
     source: probe begin { println(@enum("")) }
                                           ^

parse error: expected string
        saw: identifier 'x' at enum_parse.stp:5:36
     source: probe begin { println(@enumname(1, x)) }
                                                ^

3 parse errors.
Number of similar error messages suppressed: 1.
Rerun with -v to see them.
Pass 1: parse failed.  [man error::pass1]
