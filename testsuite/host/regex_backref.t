# A back-reference needs more than a DFA: refused in pass 3, clearly.
=== ARGS -p3
=== STATUS 1
=== PROG
# A back-reference needs more than a DFA: refused in pass 3, clearly.
probe begin {
	if ("aa" =~ "(a)\\1")
		println("twice")
}
=== EXPECT
semantic error: the back-reference \1 in a regular expression is not supported yet: string '(a)\1' at regex_backref.stp:3:14
        source: 	if ("aa" =~ "(a)\\1")
                	            ^

Pass 3: translation failed.  [man error::pass3]
