# ubacktrace, print_ubacktrace, print_ubacktrace_brief,
# print_ubacktrace_fileline, sprint_ubacktrace (ucontext-unwind.stp),
# usymdata and umodname (ucontext-symbols.stp) at a function of a
# program built with -g (main calls a, a calls b), as stap 5.6 printed
# them there (stap-reference, the same program): ubacktrace's "%p "
# words, a space after the last too, the C library's frame main returns
# to last (no tables of libc here, so the walk ends there);
# print_ubacktrace_brief a line per frame, "name+0xOFF", that frame's
# address alone; print_ubacktrace and print_ubacktrace_fileline name
# that frame by the file mapped there, " 0xADDR [PATH+0xOFF/0xEXTENT]":
# its offset from the file's load (the address less it is the load's
# page-aligned base) and how far the load reaches (the page-aligned end
# of libc's last PT_LOAD segment's memory, from readelf here: the
# FILTER's EXTENT), sprint_ubacktrace "0xADDR [NAME+0xOFF]", usymdata
# print_ubacktrace's words, umodname the file's path. At getpid's system
# call (a tracepoint: no process probe's registers), the stack's one
# frame in libc, printed so too. At begin, in the session's runner, the
# address alone, as stap 5.6 prints its runner's frames (stap-reference:
# at begin and at end).
=== CMD @PROGS@/nested 2
=== PROG
global seen, tp

probe begin {
	printf("begin, in the runner %d:\n", pid() == stp_pid())
	print_ubacktrace()
}

# at b, which a called: the stack is b, a, main, then the C library
probe process("@PROGS@/nested").function("b") {
	if (pid() == target() && !seen++) {
		bt = ubacktrace()
		printf("ubacktrace: [%s]\n", bt)
		printf("is ucallers(-1) %d, starts at uaddr %d\n", bt == ucallers(-1) . " ",
		       strtol(tokenize(bt, " "), 16) == uaddr())
		print_ubacktrace_brief()
		print_ubacktrace()
		s = sprint_ubacktrace()
		print(s)
		print_ubacktrace_fileline()
		libc = ustack(3)
		printf("usymdata: %s\n", usymdata(libc))
		printf("umodname: %s\n", umodname(libc))
		rest = substr(s, strpos(s, "[libc.so.6+0x") + 13, 100)
		off = strtol(substr(rest, 0, strpos(rest, "]")), 16)
		printf("offset from a page-aligned base: %d\n",
		       off > 0 && (libc - off) % 4096 == 0)
	}
}

# getpid's system call: the stack is libc's getpid's frame alone
probe kernel.trace("sys_enter") {
	if (pid() == target() && $id == 39 && !tp++) {
		print_ubacktrace()
		print(sprint_ubacktrace())
	}
}
=== FILTER
set -- $(readelf -lW /usr/lib/x86_64-linux-gnu/libc.so.6 | grep '^ *LOAD ' | tail -n 1)
ext=$(printf '%x' $((($3 + $6 + 4095) / 4096 * 4096)))
sed -E "s|libc\.so\.6\+0x([0-9a-f]+)/0x$ext\]|libc.so.6+0x\1/EXTENT]|; s|/[^ ]*/progs/|@PROGS@/|g; s/0x[0-9a-f]{12,}/ADDR/g; s/libc\.so\.6\+0x[0-9a-f]+/libc.so.6+OFF/"
=== EXPECT
begin, in the runner 1:
 ADDR
ubacktrace: [ADDR ADDR ADDR ADDR ]
is ucallers(-1) 1, starts at uaddr 1
b+0x0
a+0xd
main+0x4c
ADDR
 ADDR : b+0x0/0x20 [@PROGS@/nested]
 ADDR : a+0xd/0x18 [@PROGS@/nested]
 ADDR : main+0x4c/0x60 [@PROGS@/nested]
 ADDR [/usr/lib/x86_64-linux-gnu/libc.so.6+OFF/EXTENT]
b+0x0 [nested]
a+0xd [nested]
main+0x4c [nested]
ADDR [libc.so.6+OFF]
 ADDR : b+0x0/0x20 at @PROGS@/nested.c:16 [@PROGS@/nested]
 ADDR : a+0xd/0x18 at @PROGS@/nested.c:23 [@PROGS@/nested]
 ADDR : main+0x4c/0x60 at @PROGS@/nested.c:30 [@PROGS@/nested]
 ADDR [/usr/lib/x86_64-linux-gnu/libc.so.6+OFF/EXTENT]
usymdata: ADDR [/usr/lib/x86_64-linux-gnu/libc.so.6+OFF/EXTENT]
umodname: /usr/lib/x86_64-linux-gnu/libc.so.6
offset from a page-aligned base: 1
 ADDR [/usr/lib/x86_64-linux-gnu/libc.so.6+OFF/EXTENT]
ADDR [libc.so.6+OFF]
