# Longs: 64-bit, wrapping; / and % truncate toward zero as in C; bit
# operators, shifts, comparisons, ?:, and strings compared and joined.
=== PROG
# Longs: 64-bit, wrapping; / and % truncate toward zero as in C; bit
# operators, shifts, comparisons, ?:, and strings compared and joined.
probe begin {
	big = 9223372036854775807
	min = -9223372036854775807 - 1
	printf("%d %d\n", big + 1, min - 1)
	printf("%d %d %d %d\n", 7 / 2, -7 / 2, 7 / -2, -7 / -2)
	printf("%d %d %d %d\n", 7 % 3, -7 % 3, 7 % -3, -7 % -3)
	printf("%d %d\n", min / -1, min % -1)
	printf("%d %d\n", big * 2, 0x7fffffff * 0x7fffffff)
	printf("%d %d %d %d\n", 1 << 62, 1 << 63, -16 >> 2, big >> 60)
	printf("%d %d %d %d\n", 12 & 10, 12 | 10, 12 ^ 10, ~12)
	printf("%d %d %d %d %d %d\n", 1 < 2, 2 <= 2, 3 > 4, 3 >= 4, 5 == 5, 5 != 5)
	printf("%d %d %d %d\n", !0, !5, -(-3), +4)
	printf("%d %d\n", 1 && 0, 0 || 7)
	x = 5
	printf("%s %d\n", x > 3 ? "big" : "small", x < 3 ? x : -x)
	printf("%d %d %d %d\n", "abc" < "abd", "b" > "abc", "x" == "x", "x" != "y")
	s = "foo" . "bar"
	s .= "!"
	println(s, " ", s . s)
	n = 10
	n += 5; n -= 3; n *= 2; n /= 5; n %= 3
	n <<= 4; n >>= 1; n &= 12; n |= 3; n ^= 1
	println(n)
	printf("%d %d %d\n", 010, 0x1F, 1000000 * 1000000)
	exit()
}
=== EXPECT
-9223372036854775808 9223372036854775807
3 -3 -3 3
1 -1 1 -1
-9223372036854775808 0
-2 4611686014132420609
4611686018427387904 -9223372036854775808 -4 7
8 14 6 -13
1 1 0 0 1 0
1 0 3 4
0 1
big -5
1 1 1 1
foobar! foobar!foobar!
10
8 31 1000000000000
