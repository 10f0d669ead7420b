# A begin probe prints a line in the guest and exits.
=== PROG
probe begin {
	println("hello from the guest")
	exit()
}
=== EXPECT
hello from the guest
