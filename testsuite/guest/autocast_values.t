# Values read through stap's autocast in the target kernel: a local, a
# function's return, an assignment's value, ?: of one type, '&' inside a
# chain, a pointer member returned by a function, (x)[i]; with -g, a write
# through a typed local renames the runner (its comm) and a write where
# there is no memory is stap's error, caught.
=== ARGS -g
=== PROG
function me() {
	return & @cast(task_current(), "task_struct")
}
function parent(t) {
	return @cast(t, "task_struct")->real_parent
}
probe begin {
	t = & @cast(task_current(), "task_struct")
	printf("local %d\n", t->pid == tid())
	printf("call %d\n", me()->tgid == pid())
	printf("assignment %d\n",
	       (u = & @cast(task_current(), "task_struct"))->pid == tid() && u == t)
	printf("ternary %d\n", (randint(2) ? t : me())->pid == tid())
	printf("& in a chain %d\n", (& t->se)->load->weight == t->se->load->weight &&
	       t->se->load->weight > 0)
	printf("parent %d\n", parent(t)->tgid == ppid())
	printf("comm %d\n", kernel_string(me()->comm) == execname())
	fd = @task(task_current())->files->fdt->fd
	printf("(fd)[1] %d, (t)[0] %d\n", (fd)[1] == task_fd_lookup(task_current(), 1),
	       (t)[0]->pid == tid())
	old = t->comm[0]
	t->comm[0] = 88
	printf("written %s\n", substr(execname(), 0, 1))
	t->comm[0] = old
	printf("restored %d\n", me()->comm[0] == old)
	try {
		(& @cast(0, "list_head"))->next = 1
	} catch (msg) {
		println("caught: ", msg)
	}
	exit()
}
=== EXPECT
local 1
call 1
assignment 1
ternary 1
& in a chain 1
parent 1
comm 1
(fd)[1] 1, (t)[0] 1
written X
restored 1
caught: write fault [man error::fault] at 0x0
