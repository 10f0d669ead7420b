# [i] in @hist_*(s): true when bucket i is not empty, as stap defines it.
=== PROG
# [i] in @hist_*(s): true when bucket i is not empty, as stap defines it.
global s, t
probe begin {
	s <<< 1; s <<< 100; s <<< 100
	foreach (i in @hist_log(s))
		if (i in @hist_log(s))
			printf("log bucket %d holds %d\n", i, @hist_log(s)[i])
	printf("%d %d\n", [0] in @hist_log(s), 65 in @hist_log(s))
	t <<< 1; t <<< 120
	println(2 in @hist_linear(t, 0, 200, 50), " ", [3] in @hist_linear(t, 0, 200, 50))
	exit()
}
=== EXPECT
log bucket 65 holds 1
log bucket 71 holds 2
0 1
0 1
