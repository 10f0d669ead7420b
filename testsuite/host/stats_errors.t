# Statistics: only globals, one histogram kind each, never a plain value.
=== ARGS -p2
=== STATUS 1
=== PROG
# Statistics: only globals, one histogram kind each, never a plain value.
global s
probe begin {
	s <<< 1
	print(@hist_linear(s, 0, 10, 1))
	print(@hist_log(s))
	local_stats <<< 2
	println(@count(local_stats))
}
=== EXPECT
semantic error: multiple histogram types declared on 's': operator '@hist_log' at stats_errors.stp:6:8
        source: 	print(@hist_log(s))
                	      ^

Pass 2: analysis failed.  [man error::pass2]
