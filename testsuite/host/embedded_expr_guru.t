# An embedded-C expression needs guru mode, with stap's message for an
# expression (a function's embedded body has the other).
=== STATUS 1
=== PROG
# An embedded-C expression needs guru mode, with stap's message for an
# expression (a function's embedded body has the other).
probe begin { x = %{ 1 + 2 %}; println(x) }
=== EXPECT
parse error: embedded expression code in unprivileged script; need stap -g
        saw: embedded-code at embedded_expr_guru.stp:3:19
     source: probe begin { x = %{ 1 + 2 %}; println(x) }
                               ^

1 parse error.
Pass 1: parse failed.  [man error::pass1]
