# @hist_linear's low bound may equal its high bound (one bucket between
# the two of out-of-range values, as stap allows), also printed into a
# string, and print_char takes a number; a high bound below the low one
# is refused before anything runs.
=== ARGS -p2
=== STATUS 1
=== PROG
# @hist_linear's low bound may equal its high bound (one bucket between
# the two of out-of-range values, as stap allows), also printed into a
# string, and print_char takes a number; a high bound below the low one
# is refused before anything runs.
global s, t
probe begin {
	s <<< 3
	print(@hist_linear(s, 3, 3, 1))
	msg = sprint(@hist_linear(s, 3, 3, 1))
	print_char(strlen(msg))
	t <<< 1
	print(@hist_linear(t, 5, 4, 1))
}
=== EXPECT
semantic error: histogram low bound must not be above its high bound: operator '@hist_linear' at hist_linear_bounds.stp:12:8
        source: 	print(@hist_linear(t, 5, 4, 1))
                	      ^

Pass 2: analysis failed.  [man error::pass2]
