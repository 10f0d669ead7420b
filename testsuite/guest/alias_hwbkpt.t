# kernel.data("SYMBOL").write and .rw: hardware breakpoints on kernel
# variables that a shell sets through /proc/sys: vm_swappiness written
# three times (.write fires for each), dirty_background_ratio written
# twice and then read once by a cat (.rw fires for the three). pp()
# names each point with the length it watches. (Each watches its own
# variable: QEMU's TCG reports one breakpoint per access, where hardware
# reports each that matched.)
=== CMD /bin/sh -c 'echo 10 > /proc/sys/vm/swappiness; echo 20 > /proc/sys/vm/swappiness; echo 60 > /proc/sys/vm/swappiness; echo 11 > /proc/sys/vm/dirty_background_ratio; echo 10 > /proc/sys/vm/dirty_background_ratio; cat /proc/sys/vm/dirty_background_ratio'
=== PROG
global writes, rw_shell, rw_cat, pps

probe kernel.data("vm_swappiness").write {
	if (pid() == target())
		writes++
	pps[pp()] = 1
}
probe kernel.data("dirty_background_ratio").rw {
	if (pid() == target())
		rw_shell++
	else if (execname() == "cat")
		rw_cat++
	pps[pp()] = 1
}
probe end {
	printf("swappiness written by the shell: %d\n", writes)
	printf("dirty_background_ratio accessed by the shell: %d\n", rw_shell)
	printf("dirty_background_ratio accessed by cat: %d\n", rw_cat)
	foreach (p+ in pps)
		println(p)
}
=== EXPECT
10
swappiness written by the shell: 3
dirty_background_ratio accessed by the shell: 2
dirty_background_ratio accessed by cat: 1
kernel.data("dirty_background_ratio").length(1).rw
kernel.data("vm_swappiness").length(1).write
