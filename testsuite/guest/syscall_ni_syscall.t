# syscall.ni_syscall and nd_syscall.ni_syscall (and .return) are stap's
# points on the kernel's sys_ni_syscall, a kprobe that loads and stays
# silent where x86_64 calls another function: the numbers it keeps free
# (_sysctl, set_thread_area, get_thread_area, twice each:
# kept_free_calls) go to __x64_sys_ni_syscall, and stap's probe there
# never fires either; the module loads, runs and unloads clean.
=== CMD @PROGS@/kept_free_calls
=== PROG
global n

probe syscall.ni_syscall, nd_syscall.ni_syscall {
	if (pid() == target() && name == "ni_syscall" && argstr == "")
		n[pn()]++
}
probe syscall.ni_syscall.return, nd_syscall.ni_syscall.return {
	if (pid() == target() && name == "ni_syscall")
		n[pn()]++
}
probe end {
	printf("syscall.ni_syscall %d, .return %d; nd_syscall.ni_syscall %d, .return %d\n",
	       n["syscall.ni_syscall"], n["syscall.ni_syscall.return"],
	       n["nd_syscall.ni_syscall"], n["nd_syscall.ni_syscall.return"])
}
=== EXPECT
syscall.ni_syscall 0, .return 0; nd_syscall.ni_syscall 0, .return 0
