# Overloads of one arity, tried by priority: `next` in a script function
# and STAP_NEXT in embedded C hand over to the next one; with none left it
# is stap's error. And user_string_n_quoted's three-argument form.
=== ARGS -g
=== CMD echo quoted-text > /dev/null
=== PROG
# Overloads of one arity, tried by priority: `next` in a script function
# and STAP_NEXT in embedded C hand over to the next one; with none left it
# is stap's error. And user_string_n_quoted's three-argument form.
function pick:string (x) : 3 { return sprintf("last %d", x) }
function pick:string (x) : 1 { if (x > 10) next; return sprintf("first %d", x) }
function pick:string (x:long) : 2 %{
	if (STAP_ARG_x > 100)
		STAP_NEXT;
	snprintf(STAP_RETVALUE, MAXSTRINGLEN, "embedded %lld", (long long)STAP_ARG_x);
%}
function only() { if (1) next; return 1 }
function count(n) : 2 { return n * 10 }
function count(n) : 1 { if (n < 0) next; return n }

probe syscall.write {
	if (pid() != target() || !isinstr(user_string_n(buf, count), "quoted"))
		next
	println(pick(1), ", ", pick(50), ", ", pick(500))
	println(count(4), " ", count(-4))
	try { println(only()) } catch (e) { println("only: ", e) }
	println(user_string_n_quoted(buf, 4, 20))
	println(user_string_n_quoted(buf, 100, 10))
	println(user_string_n_quoted(0, 4, 20))
	exit()
}
=== EXPECT
first 1, embedded 50, last 500
4 -40
only: all functions exhausted
"quot"
"quote"...
0x0
