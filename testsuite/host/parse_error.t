# A parse error: stap's message, the source line and a caret, exit 1.
=== ARGS -p1
=== STATUS 1
=== PROG
probe begin {
  x = 1 +
}
=== EXPECT
parse error: expected literal string or number
        saw: operator '}' at parse_error.stp:3:1
     source: }
             ^

1 parse error.
Pass 1: parse failed.  [man error::pass1]
