# Kernel memory read without faulting: the new name the -c command gives
# itself (task_rename's $comm points at it in the kernel) as a string, its
# first bytes, quoted, and dumped by printf's %m and %M.
=== CMD echo -n tapc-renamed > /proc/self/comm
=== PROG
# Kernel memory read without faulting: the new name the -c command gives
# itself (task_rename's $comm points at it in the kernel) as a string, its
# first bytes, quoted, and dumped by printf's %m and %M.
probe kernel.trace("task_rename") {
	# the command's own rename, not that of its exec
	if (pid() != target() || !isinstr(kernel_string($comm), "renamed"))
		next
	println(kernel_string($comm))
	println(kernel_string_n($comm, 4))
	println(kernel_string_quoted($comm))
	printf("%.4m|%.4M|%6.2m|%-6.2M|\n", $comm, $comm, $comm, $comm)
	exit()
}
=== EXPECT
tapc-renamed
tapc
"tapc-renamed"
tapc|74617063|    ta|7461  |
