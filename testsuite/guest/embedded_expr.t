# Embedded-C expressions in a function and a probe body (guru mode): a
# long by default, a string with stap's marker, and CONTEXT the hit's.
=== ARGS -g
=== PROG
# Embedded-C expressions in a function and a probe body (guru mode): a
# long by default, a string with stap's marker, and CONTEXT the hit's.
function add_one(val) { return val + %{ 1 %} }
function add_two:string (val:string) { return val . %{ /* string */ "two" %} }
probe begin {
	println(add_one(41), " ", add_two("one-"))
	println(%{ MAXSTRINGLEN %} > 0, " ", %{ CONTEXT->nesting %})
	x = %{ /* string */ "abc" %}
	println(strlen(x), x)
	exit()
}
=== EXPECT
42 one-two
1 0
3abc
