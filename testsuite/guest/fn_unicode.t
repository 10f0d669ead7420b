# UTF-16 and UTF-32 strings and raw buffers from the test program's
# memory at its writes: "hé€😀" decoded to UTF-8 (and quoted as \u
# escapes), a buffer with a NUL escaped, an unpaired surrogate an error,
# and the quoted forms of memory that cannot be read its address.
=== CMD @PROGS@/wide_strings
=== PROG
global n

probe kernel.trace("sys_enter") {
	if (pid() != target() || $id != 1)
		next
	buf = $regs->si
	n++
	if (n == 1) {
		printf("utf16: %s %s %d\n", user_string_utf16(buf),
		       user_string_quoted_utf16(buf), strlen(user_string_utf16(buf)))
		printf("or user: %s\n", kernel_or_user_string_quoted_utf16(buf))
	} else if (n == 2) {
		printf("utf32: %s %s\n", user_string_utf32(buf), user_string_quoted_utf32(buf))
		printf("as utf16 it is [%s]\n", user_string_utf16(buf, "bad"))
	} else if (n == 3) {
		printf("buffer: %s %s %s\n", user_buffer_quoted(buf, 5, 0),
		       user_buffer_quoted(buf, 5, 8), user_buffer_quoted_error(buf, 2, 0))
		printf("or user: %s\n", kernel_or_user_string_quoted(buf))
	} else if (n == 4) {
		printf("unpaired: [%s]\n", user_string_utf16(buf, "no text"))
		try {
			println(user_string_utf16(buf))
		} catch (msg) {
			println(msg == sprintf("invalid UTF-16 string at 0x%x", buf))
		}
	}
}

probe end {
	printf("at 0: %s %s %s %s\n", kernel_string_quoted_utf16(0), user_string_quoted_utf32(0),
	       kernel_buffer_quoted(0, 4), user_buffer_quoted(0, 4, 10))
	try {
		println(kernel_buffer_quoted_error(0, 4, 10))
	} catch (msg) {
		println(msg)
	}
	printf("[%s] [%s]\n", kernel_string_utf32(0, "none"), kernel_string_utf16(0, ""))
}
=== EXPECT
utf16: hé€😀 "h\u00E9\u20AC\U0001F600" 10
or user: "h\u00E9\u20AC\U0001F600"
utf32: hé€😀 "h\u00E9\u20AC\U0001F600"
as utf16 it is [h]
buffer: "a\000b\n\001" "a"... "a\000"
or user: "a"
unpaired: [no text]
1
at 0: 0x0 0x0 0x0 0x0
Unable to access kernel space data at 0x0
[none] []
