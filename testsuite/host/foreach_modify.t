# The array a foreach walks cannot change inside it, nor in what it calls.
=== ARGS -p2
=== STATUS 1
=== PROG
# The array a foreach walks cannot change inside it, nor in what it calls.
global a
function add() { a["new"] = 1 }
probe begin {
	a["x"] = 1
	foreach (k in a)
		add()
}
=== EXPECT
semantic error: function call modifies var 'a' during 'foreach' iteration: identifier 'add' at foreach_modify.stp:7:3
        source: 		add()
                		^

Pass 2: analysis failed.  [man error::pass2]
