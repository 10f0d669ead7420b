# (x)[i] dereferences a typed local (stap's autocast index), which x[i]
# would take for an array: pointer arithmetic on the local's type, in
# @defined too; -p1 prints it as written; one index only; an untyped
# local is stap's error.
=== STATUS 1
=== PROG
probe begin {
	fds = @cast(0, "fdtable")->fd
	println((fds)[3])
	l = & @cast(0, "list_head")
	println((l)[1]->next, @defined((l)[0]->prev), @defined((l)[0]->nothere))
	x = 5
	println((x)[0])
}
=== EXPECT
semantic error: unknown type in dereference: operator '[' at autocast_paren_index.stp:7:13
        source: 	println((x)[0])
                	           ^

Pass 2: analysis failed.  [man error::pass2]
