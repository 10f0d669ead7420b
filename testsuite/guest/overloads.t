# Overloads by arity: the err_msg forms of the memory readers, and the
# one-argument tokenize going on through the last input.
=== PROG
# Overloads by arity: the err_msg forms of the memory readers, and the
# one-argument tokenize going on through the last input.
probe begin {
	println(kernel_string(0, "<bad kernel address>"))
	println(user_string(0, "<bad user address>"))
	println(user_string_n(0, 4, "<bad>"))
	println(tokenize("a,b,,c", ","))
	println(tokenize(","))
	println(tokenize(","))
	println(tokenize(",") == "")
	exit()
}
=== EXPECT
<bad kernel address>
<bad user address>
<bad>
a
b
c
1
