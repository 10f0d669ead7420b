# The library's macros: @offsetof, @container_of, @type_defined and
# @type_member_defined (and their module_ forms) over the kernel's types;
# @try_assign catching a read fault; @this1 kept from a close's entry to
# its return in the same thread (close_loop's 50 close(1000) calls);
# @prints and @prints1 as the autoprint prints statistics; and a
# `probe prometheus` read as /proc/systemtap/MODULE/__prometheus, filled
# by @prometheus_dump_array1, 2 and a _map_unquoted form (keys quoted and
# escaped, the value as sprint gives it; the keys of every dump in one
# probe are the same locals, so of the same types, as in stap). The
# command's output and the script's are two streams: sorted.
=== CMD /bin/sh -c '@PROGS@/close_loop 50; cat /proc/systemtap/*/__prometheus'
=== FILTER
sort
=== PROG
global opens, pair, lat, by, matched, unmatched

probe begin {
	t = task_current()
	printf("offsetof %d\n",
	       @offsetof("task_struct", pid) == &@cast(0, "task_struct")->pid)
	printf("container_of %d %d\n",
	       @container_of(&@task(t)->tasks, "task_struct", tasks) == t,
	       @module_container_of(&@task(t)->tasks, "kernel", "struct task_struct",
				    tasks)->pid == pid())
	printf("defined %d %d %d %d %d\n", @type_defined("struct task_struct"),
	       @type_defined("struct tapc_no_such_type"),
	       @type_member_defined("task_struct", pid),
	       @type_member_defined("task_struct", tapc_no_such_member),
	       @module_type_member_defined("kernel", "task_struct", comm))
	@try_assign(v, kernel_int(0), -7)
	printf("try_assign %d\n", v)
	lat <<< 1; lat <<< 3; lat <<< 8
	by["x"] <<< 5
	by["y"] <<< 2; by["y"] <<< 4
	@prints(lat)
	@prints1(by)
	opens["a"] = 1
	opens["b\"q"] = 2
	pair["1", "x"] = 5
}

probe syscall.close {
	if (execname() == "close_loop" && fd == 1000)
		@this1 = fd
}

probe syscall.close.return {
	if (execname() == "close_loop") {
		if (@this1 == 1000)
			matched++
		else
			unmatched++
		@this1 = 0
	}
}

probe prometheus {
	@prometheus_dump_array1(opens, "opens", "path")
	@prometheus_dump_array2(pair, "pair", "n", "s")
	@prometheus_dump_array1_map_unquoted(opens, "raw", "path", sprint,
					     string_quoted)
}

probe end {
	printf("this1 %d of 50, %d other closes\n", matched, unmatched)
}
=== EXPECT
@count=3 @min=1 @max=8 @sum=12 @avg=4
[x] @count=1 @min=5 @max=5 @sum=5 @avg=5
[y] @count=2 @min=2 @max=4 @sum=6 @avg=3
container_of 1 1
defined 1 0 1 0 1
offsetof 1
opens{path="a"} 1
opens{path="b\"q"} 2
pair{n="1",s="x"} 5
raw{path="a"} 1
raw{path="b\"q"} 2
this1 50 of 50, 0 other closes
try_assign -7
