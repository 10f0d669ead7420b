# thread_indent's shape ("%6d execname(tid):" and a space per level, the
# time from the outermost call), indent's (no name) and the depths, with
# stap 5.6's counting (a step of 2 shows one level less than it counts;
# the _depth functions share their counters); the ANSI sequences as stap
# prints them, made visible by cat -v.
=== PROG
probe begin {
	printf("%s -> a\n", thread_indent(1))
	printf("%s -> b\n", thread_indent(1))
	printf("%s <- b\n", thread_indent(-1))
	printf("%s <- a\n", thread_indent(-1))
	printf("%s|%s|%s|%s\n", indent(2), indent(1), indent(-1), indent(-2))
	printf("%d %d %d %d\n", thread_indent_depth(1), thread_indent_depth(1),
	       thread_indent_depth(-1), thread_indent_depth(-1))
	printf("%d %d %d\n", indent_depth(1), indent_depth(-1), indent_depth(1))
	s = thread_indent(1)
	printf("tid in it %d\n", isinstr(s, sprintf("%s(%d):", execname(), tid())))
	ansi_clear_screen(); ansi_cursor_move(3, 4); ansi_set_color(31)
	ansi_set_color(32, 40); ansi_set_color(33, 41, 1); ansi_reset_color()
	ansi_cursor_save(); ansi_cursor_restore(); ansi_cursor_hide(); ansi_cursor_show()
	ansi_new_line()
	exit()
}
=== FILTER
cat -v
=== EXPECT_REGEX
^ +0 [^ ]+\([0-9]+\): -> a$
^ +[0-9]+ [^ ]+\([0-9]+\):  -> b$
^ +[0-9]+ [^ ]+\([0-9]+\):  <- b$
^ +[0-9]+ [^ ]+\([0-9]+\): <- a$
^ +0 : \| +[0-9]+ :  \| +[0-9]+ :  \| +[0-9]+ : $
^0 1 1 0$
^0 0 0$
^tid in it 1$
^\^\[\[1;1H\^\[\[J\^\[\[4;3H\^\[\[31m\^\[\[40;32m\^\[\[41;33;1m\^\[\[0;0m\^\[\[s\^\[\[u\^\[\[>5I\^\[\[>5h$
