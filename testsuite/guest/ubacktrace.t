# User backtraces and symbols at a function probe of a program built
# with -g (nested: main calls a, a calls b, b calls c): print_ubacktrace
# names c, b, a and main in order, each return address at the offset
# past its call that gdb gives (b+0xc, a+0xd, main+0x4c), then the C
# library's frame main returns to, in hex with the file mapped there
# and the offset in it (no tables of libc here, so the walk ends there);
# usymname(uaddr()) is c, umodname the program;
# ucallers(3) is four addresses whose names are c, b, a, main; ustack(1)
# is b's; sprint_ubacktrace's, print_ubacktrace_brief's, usymdata's and
# print_usyms's formats; stap's errors past the stack's end and for an
# address no file is mapped at
=== CMD @PROGS@/nested 3
=== FILTER
sed -E 's|/[^ ]*/progs/|@PROGS@/|g; s/0x[0-9a-f]{9,}/ADDR/g; s/(libc\.so\.6)\+0x[0-9a-f]+(\/0x[0-9a-f]+)?/\1+OFF/g'
=== PROG
global done

probe process("@PROGS@/nested").function("c") {
	if (pid() != target() || done++)
		next
	print_ubacktrace()
	println(usymname(uaddr()), " in ", umodname(uaddr()))
	printf("ucallers(3):")
	n = 0
	tok = tokenize(ucallers(3), " ")
	while (tok != "") {
		printf(" %s", usymname(strtol(tok, 16)))
		n++
		tok = tokenize("", " ")
	}
	printf(" (%d)\n", n)
	print(sprint_ubacktrace())
	printf("ustack(1): %s\n", usymname(ustack(1)))
	print_ubacktrace_brief()
	println(usymdata(uaddr()))
	print_usyms(ucallers(1))
	try {
		println(ucallers(19))
	} catch (e) {
		println(e)
	}
	try {
		println(umodname(0))
	} catch (e) {
		println(e)
	}
}
=== EXPECT
 ADDR : c+0x0/0x10 [@PROGS@/nested]
 ADDR : b+0xc/0x20 [@PROGS@/nested]
 ADDR : a+0xd/0x18 [@PROGS@/nested]
 ADDR : main+0x4c/0x60 [@PROGS@/nested]
 ADDR [/usr/lib/x86_64-linux-gnu/libc.so.6+OFF]
c in @PROGS@/nested
ucallers(3): c b a main (4)
c+0x0 [nested]
b+0xc [nested]
a+0xd [nested]
main+0x4c [nested]
ADDR [libc.so.6+OFF]
ustack(1): b
c+0x0
b+0xc
a+0xd
main+0x4c
ADDR
c+0x0/0x10 [@PROGS@/nested]
 ADDR : c+0x0/0x10 [@PROGS@/nested]
 ADDR : b+0xc/0x20 [@PROGS@/nested]
reached end of stack before unwinding to level 19
module cannot be found
