# @var of the kernel's globals, typed by its DWARF (linux-image-REL-dbg;
# a counted skip without it): a sysctl's global the command writes
# (vm.dirty_background_ratio, 17), read at the end; init_task's comm, by
# ->, as a string by $, by its unit's name; the address &@var gives is
# the one the kernel's symbol has (kallsyms_lookup of it names it).
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== CMD echo 17 > /proc/sys/vm/dirty_background_ratio
=== PROG
probe end {
	println(@var("dirty_background_ratio"))
	println(@var("dirty_background_ratio@mm/page-writeback.c", "kernel"))
	println(kernel_string(@var("init_task")->comm))
	println(@var("init_task@init/init_task.c")->comm$)
	println(@var("init_task")->pid)
	println(symname(&@var("init_task")))
	println(symname(&@var("init_task")->comm) == "init_task")
	println(@defined(@var("init_task")->no_such_member) ? "yes" : "no")
}
=== EXPECT
17
17
swapper/0
"swapper/0"
0
init_task
1
no
