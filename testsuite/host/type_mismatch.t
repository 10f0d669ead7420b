# A local used as a long and then as a string: a type mismatch.
=== ARGS -p2
=== STATUS 1
=== PROG
probe begin {
  x = 1
  x = "a"
  println(x)
}
=== EXPECT
semantic error: type mismatch (string): identifier 'x' at type_mismatch.stp:3:3
        source:   x = "a"
                  ^

semantic error: type was first inferred here (long): identifier 'x' at type_mismatch.stp:2:3
        source:   x = 1
                  ^

Pass 2: analysis failed.  [man error::pass2]
