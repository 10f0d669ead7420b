# Where no one type reaches a '->', pass 2 refuses it as stap does: two
# modules' types, a function of two types or none, a global, a foreach
# key, a local of two types, a number; a member the type has not through
# parentheses and an assignment; a write through a typed local without -g.
=== STATUS 1
=== PROG
# Where no one type reaches a '->', pass 2 refuses it as stap does.
global g, keys
function two_types(p) {
	if (p)
		return & @cast(p, "iovec")
	return & @cast(p, "iovec", "<sys/uio.h>")
}
function untyped() { return 1 }
probe begin {
	# the same name in two modules is two types
	println((randint(2) ? & @cast(0, "iovec") :
		 & @cast(0, "iovec", "<sys/uio.h>"))->iov_len)
	println(two_types(0)->iov_len)
	println(untyped()->next)
	# a global carries no type; nor does a foreach key
	g = & @cast(0, "list_head")
	println(g->next)
	keys[& @cast(0, "list_head")] = 1
	foreach ([k] in keys)
		println(k->prev)
	# a local of two types, and a number
	if (randint(2))
		l = & @cast(0, "list_head")
	else
		l = & @cast(0, "hlist_node")
	println(l->next)
	n = 5
	println(&n->next)
	# a member the type has not, through parentheses and an assignment
	println((& @cast(0, "list_head"))->no_such_field)
	println((m = & @cast(0, "list_head"))->no_such_field, m)
	# a write through a typed local needs -g
	w = & @cast(0, "list_head")
	w->next = 0
}
=== EXPECT
semantic error: unknown type in dereference: operator '->' at autocast_errors.stp:12:39
        source: 		 & @cast(0, "iovec", "<sys/uio.h>"))->iov_len)
                		                                    ^

semantic error: unknown type in dereference: operator '->' at autocast_errors.stp:13:22
        source: 	println(two_types(0)->iov_len)
                	                    ^

semantic error: unknown type in dereference: operator '->' at autocast_errors.stp:14:19
        source: 	println(untyped()->next)
                	                 ^

semantic error: unknown type in dereference: operator '->' at autocast_errors.stp:17:11
        source: 	println(g->next)
                	         ^

semantic error: unknown type in dereference: operator '->' at autocast_errors.stp:20:12
        source: 		println(k->prev)
                		         ^

semantic error: unknown type in dereference: operator '->' at autocast_errors.stp:26:11
        source: 	println(l->next)
                	         ^

semantic error: unknown type in dereference: operator '&' at autocast_errors.stp:28:10
        source: 	println(&n->next)
                	        ^

semantic error: unable to find member 'no_such_field' for struct list_head (alternatives: next, prev): operator '->' at autocast_errors.stp:30:35
        source: 	println((& @cast(0, "list_head"))->no_such_field)
                	                                 ^

semantic error: unable to find member 'no_such_field' for struct list_head (alternatives: next, prev): operator '->' at autocast_errors.stp:31:39
        source: 	println((m = & @cast(0, "list_head"))->no_such_field, m)
                	                                     ^

semantic error: write not permitted; need stap -g: operator '->' at autocast_errors.stp:34:3
        source: 	w->next = 0
                	 ^

Pass 2: analysis failed.  [man error::pass2]
