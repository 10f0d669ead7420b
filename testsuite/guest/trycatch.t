# try/catch: errors of the body (also from functions it calls) go to the
# catch block, with the message when it names a variable; nested blocks;
# an error in a catch block goes to the enclosing one.
=== PROG
# try/catch: errors of the body (also from functions it calls) go to the
# catch block, with the message when it names a variable; nested blocks;
# an error in a catch block goes to the enclosing one.
function f(n) { return 100 / n }

probe begin {
	zero = 0
	try {
		println(f(5))
		println(f(0))
		println("not reached")
	} catch (msg) {
		println("caught: ", msg)
	}
	try { error("mine") } catch { println("caught without a variable") }
	try {
		try {
			println(10 % zero)
		} catch (m) {
			println("inner: ", m)
			error("rethrown")
		}
		println("not reached")
	} catch (m2) {
		println("outer: ", m2)
	}
	try { println("no error") } catch { println("not reached") }
	println("after")
	exit()
}
=== EXPECT
20
caught: division by 0
caught without a variable
inner: division by 0
outer: rethrown
no error
after
