# A local that walks a chain of its own type (t = t->real_parent) keeps
# the type its first value gives, in a probe and in a function whose
# return is that local: the runner's ancestors read up to init.
=== PROG
function top() {
	t = task_current()
	while (t->pid > 1)
		t = t->real_parent
	return t
}
probe begin {
	t = task_current()
	n = 0
	while (t->pid > 1) {
		t = t->real_parent
		n++
	}
	printf("init %d, steps %d\n", t == pid2task(1), n > 0)
	printf("top %d, its comm %d\n", top()->pid == 1, kernel_string(top()->comm) == kernel_string(t->comm))
	exit()
}
=== EXPECT
init 1, steps 1
top 1, its comm 1
