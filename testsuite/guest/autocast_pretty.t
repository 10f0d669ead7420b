# $ and $$ of chains on values autocast types (a local, a call), read in
# the target kernel; @cast_sizeof and @cast_module_sizeof (tapset macros,
# as stap's) give the kernel's sizes.
=== PROG
probe begin {
	t = task_current()
	load = t->se->load$
	printf("local %d\n", load =~ "^\\{\\.weight=[0-9]+, \\.inv_weight=[0-9]+\\}$")
	printf("same as the tapset's %d\n", load == task_current()->se->load$$)
	printf("call %d\n", task_current()->comm$ == sprintf("\"%s\"", execname()))
	printf("sizes %d %d %d\n", @cast_sizeof("list_head"),
	       @cast_module_sizeof("kernel", "hlist_node"),
	       @cast_module_sizeof("kernel<linux/sched.h>", "task_struct") > 1000)
	exit()
}
=== EXPECT
local 1
same as the tapset's 1
call 1
sizes 16 16 1
