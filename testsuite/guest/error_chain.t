# A run-time error names its call chain as stap 5.6 does: "near" the
# innermost statement, each caller's call "(called from ...)", innermost
# first, and "in probe PP"; a caught error's message is the bare one; a
# function of C (user_string_n) is a level of its own, at its name;
# MAXNESTING is near the call that went too deep.
=== ARGS -DMAXERRORS=5 -DMAXNESTING=3
=== STATUS 1
=== PROG
function f(x) {
	return 10 / x
}
function g(x) {
	y = f(x)
	return y + 1
}
function h(x) {
	try { return g(x) } catch (e) { println("caught: ", e) }
	return -1
}
function down:long(n:long) {
	return down(n + 1)
}
global step
probe begin {
	println(h(0))
	println(g(0))
}
probe timer.ms(50) {
	step++
	if (step == 1)
		println(user_string(4096))
	else if (step == 2)
		println(down(0))
	else
		exit()
}
=== EXPECT
caught: division by 0
-1
=== STDERR_REGEX
ERROR: division by 0 near operator '/' at error_chain\.stp:2:12 \(called from identifier 'f' at error_chain\.stp:5:6\) \(called from identifier 'g' at error_chain\.stp:18:10\) in probe begin
ERROR: user string copy fault -14 at 0x1000 \[man error::fault\] near identifier 'user_string_n' at .*/conversions\.stp:[0-9]+:[0-9]+ \(called from identifier 'user_string_n' at .*/conversions\.stp:[0-9]+:[0-9]+\) \(called from identifier 'user_string' at error_chain\.stp:23:11\) in probe timer\.ms\(50\)
ERROR: MAXNESTING exceeded near identifier 'down' at error_chain\.stp:13:9 \(called from identifier 'down' at error_chain\.stp:13:9\) \(called from identifier 'down' at error_chain\.stp:13:9\) \(called from identifier 'down' at error_chain\.stp:25:11\) in probe timer\.ms\(50\)
WARNING: Number of errors: 3, skipped probes: 0
