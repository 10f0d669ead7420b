# User memory read without faulting: what the -c command writes, from the
# buffer its write() gives, as a string (at most n bytes), quoted, and
# dumped by printf's %#m (# for user memory).
=== CMD echo hello-user-space > /dev/null
=== PROG
# User memory read without faulting: what the -c command writes, from the
# buffer its write() gives, as a string (at most n bytes), quoted, and
# dumped by printf's %#m (# for user memory).
probe syscall.write {
	if (pid() != target() || !isinstr(user_string_n(buf, count), "user"))
		next
	println(user_string_n(buf, count - 1))
	println(user_string_n(buf, 4))
	println(user_string_n_quoted(buf, count))
	printf("%#.5m|%#.2M|\n", buf, buf)
	exit()
}
=== EXPECT
hello-user-space
hell
"hello-user-space\n"
hello|6865|
