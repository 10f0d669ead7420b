# @const("NAME") (guru mode): the value of a C constant of the headers the
# module includes, the runtime's and those a top-level %{ %} block adds,
# as a long in any expression.
=== ARGS -g
=== PROG
%{
#include <linux/fcntl.h>
%}
probe begin {
	println(@const("TASK_COMM_LEN"))
	printf("%#o %d\n", @const("O_CREAT"), @const("O_CREAT | O_EXCL") == 0300)
	exit()
}
=== EXPECT
16
0100 1
