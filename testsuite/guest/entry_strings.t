# @entry() of a string at kretprobe returns, kept from the entry in the
# call's own storage: the path do_sys_openat2 was called with (a user
# string, read at the entry) and the caller's name, at kernel.function's
# and kprobe.function's returns, with the return's own value: the shell
# creates a file, opens it again, then fails to open one that is missing
# (the two returns of a call run in either order: sorted). returnval()
# is the whole of rax, as stap's: do_sys_openat2 returns a long on 6.x
# and an int on 7.x, whose upper half of rax says nothing, so the kprobe
# tells an error by the int's sign bit, which a long's error has too.
=== CMD /bin/sh -c 'echo > /tmp/entry_str_a; : < /tmp/entry_str_a; { read x < /tmp/entry_str_missing; } 2>/dev/null; true'
=== PROG
probe kernel.function("do_sys_openat2").return {
	if (@entry(user_string($filename)) =~ "^/tmp/entry_str_")
		printf("function: %s %s %s\n", @entry(execname()),
		       @entry(user_string($filename)), $return < 0 ? "error" : "fd")
}
probe kprobe.function("do_sys_openat2").return {
	if (@entry(user_string(pointer_arg(2))) =~ "^/tmp/entry_str_")
		printf("kprobe: %s %s\n", @entry(user_string(pointer_arg(2))),
		       returnval() & 0x80000000 ? "error" : "fd")
}
=== FILTER
sort
=== EXPECT
function: sh /tmp/entry_str_a fd
function: sh /tmp/entry_str_a fd
function: sh /tmp/entry_str_missing error
kprobe: /tmp/entry_str_a fd
kprobe: /tmp/entry_str_a fd
kprobe: /tmp/entry_str_missing error
