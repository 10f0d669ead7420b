# stap's folds of an operator with one literal operand, run: x is 5;
# x * 0, 0 & x, 0 << x, -1 | x, -1 >> x, x % 1, x % -1 are 0 or -1, the
# identities 5, f() * 0 still calls f (g becomes 6), and 0 * an embedded
# expression marked pure is 0 without its C
=== ARGS -g
=== PROG
global g = 5
function f() { g++; return g }
probe begin {
	x = g
	println(x * 0, " ", 0 & x, " ", 0 << x, " ", -1 | x, " ", -1 >> x, " ", x % 1, " ", x % -1)
	println(x + 0, " ", 0 ^ x, " ", x * 1, " ", x / 1, " ", -1 & x, " ", x >> -3, " ", x << 0)
	println(f() * 0, " ", 0 * %{ /* pure */ SYNTAX-ERROR-ME %}, " ", g)
	exit()
}
=== EXPECT
0 0 0 -1 -1 0 0
5 5 5 5 5 5 5
0 0 6
