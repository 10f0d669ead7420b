# --semantic-keep-going (stap 5.6): pass 2 goes on past a point that
# does not resolve and a function that does not, to the types, then
# lists every error it said as SEMANTIC_ERROR lines (file, line,
# column, token, message, tab-separated); the exit status is still 1.
=== ARGS -p2 --semantic-keep-going
=== STATUS 1
=== PROG
# --semantic-keep-going (stap 5.6): pass 2 goes on past a point that
# does not resolve and a function that does not, to the types, then
# lists every error it said as SEMANTIC_ERROR lines (file, line,
# column, token, message, tab-separated); the exit status is still 1.
probe begin { x = 1; x = "a"; println(x) }
probe timer.s(1) { println(nosuch()) }
probe nosuch.point { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'nosuch' at semantic_keep_going.stp:7:7
        source: probe nosuch.point { println(1) }
                      ^

semantic error: probe point mismatch (similar: tcp, udp, module, nfs, nfsd): identifier 'nosuch' at :7:7
        source: probe nosuch.point { println(1) }
                      ^

semantic error: unresolved function nosuch (similar: uid, HZ, cpu, euid, ns_uid): identifier 'nosuch' at semantic_keep_going.stp:6:28
        source: probe timer.s(1) { println(nosuch()) }
                                           ^

semantic error: type mismatch (string): identifier 'x' at semantic_keep_going.stp:5:22
        source: probe begin { x = 1; x = "a"; println(x) }
                                     ^

semantic error: type was first inferred here (long): identifier 'x' at semantic_keep_going.stp:5:15
        source: probe begin { x = 1; x = "a"; println(x) }
                              ^

SEMANTIC_ERRORS: 5
SEMANTIC_ERROR	semantic_keep_going.stp	7	7	nosuch	while resolving probe point
SEMANTIC_ERROR	semantic_keep_going.stp	7	7	nosuch	probe point mismatch (similar: tcp, udp, module, nfs, nfsd)
SEMANTIC_ERROR	semantic_keep_going.stp	6	28	nosuch	unresolved function nosuch (similar: uid, HZ, cpu, euid, ns_uid)
SEMANTIC_ERROR	semantic_keep_going.stp	5	22	x	type mismatch (string)
SEMANTIC_ERROR	semantic_keep_going.stp	5	15	x	type was first inferred here (long)
SEMANTIC_ERRORS_END
Pass 2: analysis failed.  [man error::pass2]
