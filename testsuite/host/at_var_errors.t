# @var without the kernel's DWARF: a global BTF has no type of (it has
# per-CPU variables only) names the package that has it, also when a
# unit is named; a name the kernel has no symbol of is stap's "unable to
# find global"; a module that is not there, or whose .ko has no DWARF,
# is said so; a write needs guru mode; a program's globals are not done.
=== STATUS 1
=== PROG
probe begin { println(@var("init_task")->pid) }
probe begin { println(@var("max_threads@kernel/fork.c")) }
probe begin { println(@var("no_such_global_zz")) }
probe begin { println(@var("x", "no_such_module")) }
probe begin { println(@var("p9_debug_level", "9pnet")) }
probe begin { @var("runqueues")->cpu = 1 }
probe begin { println(@var("x", "/bin/true")) }
=== EXPECT
semantic error: the type of 'init_task' is only in the kernel's DWARF debuginfo (package linux-image-6.1.0-57-amd64-dbg, its /usr/lib/debug/boot/vmlinux-6.1.0-57-amd64, is not installed): operator '@var' at at_var_errors.stp:1:23
        source: probe begin { println(@var("init_task")->pid) }
                                      ^

semantic error: the type of 'max_threads' is only in the kernel's DWARF debuginfo (package linux-image-6.1.0-57-amd64-dbg, its /usr/lib/debug/boot/vmlinux-6.1.0-57-amd64, is not installed): operator '@var' at at_var_errors.stp:2:23
        source: probe begin { println(@var("max_threads@kernel/fork.c")) }
                                      ^

semantic error: unable to find global 'no_such_global_zz' in kernel: operator '@var' at at_var_errors.stp:3:23
        source: probe begin { println(@var("no_such_global_zz")) }
                                      ^

semantic error: cannot find module no_such_module debuginfo: operator '@var' at at_var_errors.stp:4:23
        source: probe begin { println(@var("x", "no_such_module")) }
                                      ^

semantic error: the type of 'p9_debug_level' is only in module 9pnet's DWARF debuginfo, which /lib/modules/6.1.0-57-amd64/kernel/net/9p/9pnet.ko has not: operator '@var' at at_var_errors.stp:5:23
        source: probe begin { println(@var("p9_debug_level", "9pnet")) }
                                      ^

semantic error: write to typecast value not permitted; need stap -g: operator '@var' at at_var_errors.stp:6:15
        source: probe begin { @var("runqueues")->cpu = 1 }
                              ^

semantic error: @var of a program's or library's globals is not supported yet: operator '@var' at at_var_errors.stp:7:23
        source: probe begin { println(@var("x", "/bin/true")) }
                                      ^

Pass 2: analysis failed.  [man error::pass2]
