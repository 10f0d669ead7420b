# Kernel memory of each width, read through task_current(): its pid and
# comm as kernel_int and kernel_char agree with pid() and execname();
# atomic_read of its usage count is positive; address 0 is an error.
=== PROG
probe begin {
	t = task_current()
	printf("kernel_int pid %d\n", kernel_int(&@cast(t, "task_struct")->pid) == tid())
	comm = &@cast(t, "task_struct")->comm
	printf("kernel_char comm[0] %d, kernel_string %d\n",
	       kernel_char(comm) == stringat(execname(), 0), kernel_string(comm) == execname())
	printf("kernel_short %d, kernel_long %d, kernel_pointer %d\n",
	       kernel_short(&@cast(t, "task_struct")->pid) == (tid() & 0xffff),
	       kernel_long(&@cast(t, "task_struct")->real_parent) == task_parent(t),
	       kernel_pointer(&@cast(t, "task_struct")->real_parent) == task_parent(t))
	printf("atomic_read usage > 0 %d, atomic_long_read %d\n",
	       atomic_read(&@cast(t, "task_struct")->usage) > 0,
	       atomic_long_read(&@cast(t, "task_struct")->real_parent) == task_parent(t))
	try {
		println(kernel_int(0))
	} catch (msg) {
		println(msg)
	}
	try {
		println(kernel_pointer(8))
	} catch (msg) {
		println(msg)
	}
	exit()
}
=== EXPECT
kernel_int pid 1
kernel_char comm[0] 1, kernel_string 1
kernel_short 1, kernel_long 1, kernel_pointer 1
atomic_read usage > 0 1, atomic_long_read 1
kernel int copy fault at 0x0 [man error::fault]
kernel pointer copy fault at 0x8 [man error::fault]
