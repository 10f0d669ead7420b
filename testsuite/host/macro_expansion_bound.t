# A macro that uses its argument twice, nested 25 deep, would expand to
# 2^25 statements: past 262144 tokens of expansion the file's expansion
# stops with an error, in bounded time and memory, and pass 1 fails.
=== STATUS 1
=== PROG
@define twice(x) %( @x @x %)
probe begin {
	@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(println(1))))))))))))))))))))))))))
}
=== EXPECT
parse error: macro expansion too large (over 262144 tokens)
         at: operator ')' at macro_expansion_bound.stp:3:188
     source: 	@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(println(1))))))))))))))))))))))))))
             	                                                                                                                                                                                          ^

parse error: could not find end of macro invocation
         at: operator '@twice' at macro_expansion_bound.stp:3:156
     source: 	@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(@twice(println(1))))))))))))))))))))))))))
             	                                                                                                                                                          ^

parse error: expected identifier or '*' or '{'
        saw: macro_expansion_bound.stp EOF

3 parse errors.
Pass 1: parse failed.  [man error::pass1]
