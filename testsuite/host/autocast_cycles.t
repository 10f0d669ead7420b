# A local or function whose values name itself takes its type from the
# others (p = p->next, a recursive return), and is untyped when that type
# does not hold for them all (t = task_current(); t = t->mm).
=== STATUS 1
=== PROG
function g(n) {
	if (n)
		return g(n - 1)
	return & @cast(0, "list_head")
}
probe begin {
	p = & @cast(0, "list_head")
	p = p->next
	q = p->prev
	p = q->next
	println(p->prev, q->next, g(3)->next)
	t = task_current()
	t = t->mm
	println(t)
}
=== EXPECT
semantic error: unknown type in dereference: operator '->' at autocast_cycles.stp:13:7
        source: 	t = t->mm
                	     ^

Pass 2: analysis failed.  [man error::pass2]
