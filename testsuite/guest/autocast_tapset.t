# The tapset functions that return kernel objects give them typed, read
# in the target kernel: task_current(), pid2task(), task_parent(),
# current_exe_file(), through @task, @mm and @choose_defined, and
# task_current()->mm as stap's scripts write it.
=== PROG
probe begin {
	printf("task_current %d\n", task_current()->pid == tid())
	printf("pid2task %d\n", pid2task(pid())->tgid == pid())
	printf("task_parent %d\n", task_parent(task_current())->tgid == ppid())
	printf("@task %d\n", kernel_string(@task(task_current())->comm) == execname())
	printf("mm %d\n", task_current()->mm == @task(task_current())->mm &&
	       task_current()->mm != 0)
	printf("@mm %d\n", @mm(task_current()->mm)->owner == task_current())
	printf("@choose_defined %d\n", @choose_defined($nonsense, task_current())->pid == tid())
	printf("@defined %d %d\n", @defined(task_current()->mm->mm_users->counter),
	       @defined(task_current()->mm->no_such_member))
	exe = current_exe_file()
	printf("exe's inode %d\n", exe->f_inode != 0 && exe->f_inode == exe->f_path->dentry->d_inode)
	exit()
}
=== EXPECT
task_current 1
pid2task 1
task_parent 1
@task 1
mm 1
@mm 1
@choose_defined 1
@defined 1 0
exe's inode 1
