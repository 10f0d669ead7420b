# A marker misspelt (stap's similar marks), and one of another provider
# (silent with ?)
=== STATUS 1
=== PROG
probe process("/usr/bin/python3").mark("function_entry") {
	println(1)
}
probe process("/usr/bin/python3").provider("nosuch").mark("line")? {
	println(1)
}
=== EXPECT
semantic error: while resolving probe point: identifier 'process' at uprobe_mark_errors.stp:1:7
        source: probe process("/usr/bin/python3").mark("function_entry") {
                      ^

semantic error: no match (similar marks: function__entry, function__return, gc__start, line, audit)

Pass 2: analysis failed.  [man error::pass2]
