# A tapset's private function is not the script's to call.
=== ARGS -I private_tapsets -p2
=== STATUS 1
=== PROG
# A tapset's private function is not the script's to call.
probe begin { println(bump()) }
=== EXPECT
semantic error: unresolved function bump (similar: pp, pn, uid, HZ, cpu): identifier 'bump' at private_hidden.stp:2:23
        source: probe begin { println(bump()) }
                                      ^

Pass 2: analysis failed.  [man error::pass2]
