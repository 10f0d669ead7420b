# A regular expression that does not compile: stap's message.
=== ARGS -p2
=== STATUS 1
=== PROG
probe begin { println("abc" =~ "a[b-d}+") }
=== EXPECT
semantic error: regex compilation error: Unmatched [, [^, [:, [., or [=: string 'a[b-d}+' at regex_error.stp:1:32
        source: probe begin { println("abc" =~ "a[b-d}+") }
                                               ^

Pass 2: analysis failed.  [man error::pass2]
