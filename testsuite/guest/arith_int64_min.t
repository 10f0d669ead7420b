# -u (nothing folded): INT64_MIN as a literal wherever one may stand (an
# assignment, a global's initial value, a comparison, an array's key, a
# sum, a negation), and the literals past it that wrap as stap's do,
# build and print the kernel's two's-complement values.
=== ARGS -u
=== PROG
global g = -9223372036854775808, a
probe begin {
	x = -9223372036854775808
	a[-9223372036854775808] = 7
	printf("%d %d\n", x, g)
	printf("%d %d\n", x == -9223372036854775808, -9223372036854775808 in a)
	printf("%d %d\n", a[-9223372036854775808], -9223372036854775808 - 1)
	printf("%d %d\n", -x, 9223372036854775807 + 1)
	printf("%d %d\n", -9223372036854775809, 18446744073709551615)
	printf("%d %d\n", -9223372036854775807 - 1, 9223372036854775808)
	exit()
}
=== EXPECT
-9223372036854775808 -9223372036854775808
1 1
7 9223372036854775807
-9223372036854775808 -9223372036854775808
9223372036854775807 -1
-9223372036854775808 -9223372036854775808
