# user_string's documented variants and arities: _warn (a fault is a
# warning, printed once as stap's identical warnings are, and warn_msg or
# "", and the script goes on), _nofault ("" on a fault), with and
# without n.
=== CMD echo warn-text > /dev/null
=== PROG
# user_string's documented variants and arities: _warn (a fault is a
# warning, printed once as stap's identical warnings are, and warn_msg or
# "", and the script goes on), _nofault ("" on a fault), with and
# without n.
probe syscall.write {
	if (pid() != target() || !isinstr(user_string_n(buf, count), "warn-text"))
		next
	printf("%s|%s|%s\n", user_string_n_warn(buf, 4), user_string_n_warn(buf, 4, "x"),
	       user_string_n_nofault(buf, 4))
	printf("%s%s", user_string_warn(buf), user_string_nofault(buf))
	printf("[%s][%s][%s][%s]\n", user_string_warn(0), user_string_warn(0, "w"),
	       user_string_n_warn(0, 2), user_string_n_warn(0, 2, "nw"))
	printf("[%s][%s]\n", user_string_nofault(0), user_string_n_nofault(0, 2))
	exit()
}
=== EXPECT
warn|warn|warn
warn-text
warn-text
[][w][][nw]
[][]
=== STDERR
WARNING: user string copy fault -14 at 0x0 [man error::fault]
