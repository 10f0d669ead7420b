# Reads of the current process's memory at the test program's
# write(1000, "hello\n", 6): each width signed and unsigned, the string
# forms; at address 0 the plain forms give 0, the _warn ones warn, the
# _error ones are an error. Its kill(-999999, SIGUSR1) names its signal.
=== CMD @PROGS@/syscall_args
=== PROG
global seen

# process.syscall: only the target's calls take the global's lock, which
# a busy emulated guest could otherwise hold past MAXTRYLOCK (a skip)
probe process.syscall {
	if ($syscall == 62 && !seen["kill"]++)
		printf("kill: %s\n", signal_str($arg2))
	if ($syscall != 1 || seen["write"]++)
		next
	buf = $arg2
	printf("%c %d %d %d %d\n", user_char(buf), user_char(buf), user_uint8(buf),
	       user_int8(buf + 5), user_char_error(buf + 1))
	printf("%x %x %x %x\n", user_short(buf), user_ushort(buf), user_int16(buf),
	       user_uint16_error(buf))
	printf("%x %x %x %x\n", user_int(buf), user_int32(buf), user_uint32(buf),
	       user_int_error(buf))
	printf("%d %d\n", (user_long(buf) & 0xffffffffffff) == 0x0a6f6c6c6568,
	       user_uint64(buf) == user_long(buf))
	printf("[%s] [%s] [%s]\n", user_string_n_nofault(buf, 5), user_string_nofault(0),
	       user_string_n_warn(0, 3))
	printf("at 0: %d %d %d\n", user_int(0), user_long_warn(0), user_ushort(0))
	try {
		println(user_int_error(0))
	} catch (msg) {
		println("error: ", msg)
	}
	try {
		println(user_uint64_error(0))
	} catch (msg) {
		println("error: ", msg)
	}
}
=== EXPECT
kill: USR1
h 104 104 10 101
6568 6568 6568 6568
6c6c6568 6c6c6568 6c6c6568 6c6c6568
1 1
[hello] [] []
at 0: 0 0 0
error: read fault [man error::fault] at 0x0
error: read fault [man error::fault] at 0x0
=== STDERR_REGEX
^WARNING: user string copy fault -14 at 0x0 \[man error::fault\].*$
^WARNING: user long copy fault 0x0 \[man error::fault\]$
