# ubacktrace and print_ubacktrace_brief (ucontext-unwind.stp) at a
# function of a program built with -g (main calls a, a calls b), as
# stap 5.6 printed them there (stap-reference, the same program):
# ubacktrace's "%p " words, a space after the last too, the C library's
# frame main returns to last (no tables of libc here, so the walk ends
# there); print_ubacktrace_brief a line per frame, "name+0xOFF", that
# frame's address alone. (Their siblings print_ubacktrace and
# sprint_ubacktrace name the binary of a frame without tables as stap's
# do not yet: tapset_values.left.)
=== CMD @PROGS@/nested 2
=== PROG
global seen

# at b, which a called: the stack is b, a, main, then the C library
probe process("@PROGS@/nested").function("b") {
	if (pid() == target() && !seen++) {
		bt = ubacktrace()
		printf("ubacktrace: [%s]\n", bt)
		printf("is ucallers(-1) %d, starts at uaddr %d\n", bt == ucallers(-1) . " ",
		       strtol(tokenize(bt, " "), 16) == uaddr())
		print_ubacktrace_brief()
	}
}
=== FILTER
sed -E 's/0x[0-9a-f]{12,}/ADDR/g'
=== EXPECT
ubacktrace: [ADDR ADDR ADDR ADDR ]
is ucallers(-1) 1, starts at uaddr 1
b+0x0
a+0xd
main+0x4c
ADDR
