# @var with the kernel's DWARF (linux-image-REL-dbg; a counted skip
# without it): a global no unit has, a unit glob that matches none of
# the units that define it, a member its DWARF type does not have (with
# the alternatives), a struct read as a value.
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== STATUS 1
=== PROG
probe begin { println(@var("no_such_global_zz")) }
probe begin { println(@var("max_threads@mm/*.c")) }
probe begin { println(@var("init_task")->no_such_member) }
probe begin { println(@var("init_task")) }
=== EXPECT_REGEX
semantic error: unable to find global 'no_such_global_zz' in kernel: operator '@var' at at_var_dwarf_errors.stp:1:23
        source: probe begin \{ println\(@var\("no_such_global_zz"\)\) \}
                                      \^

semantic error: unable to find global 'max_threads' in kernel's units matching 'mm/\*.c': operator '@var' at at_var_dwarf_errors.stp:2:23
        source: probe begin \{ println\(@var\("max_threads@mm/\*.c"\)\) \}
                                      \^

semantic error: unable to find member 'no_such_member' for struct task_struct \(alternatives: thread_info, .*\): operator '->' at at_var_dwarf_errors.stp:3:40
        source: probe begin \{ println\(@var\("init_task"\)->no_such_member\) \}
                                                       \^

semantic error: 'struct task_struct' is being accessed instead of a member such as '->thread_info': operator '@var' at at_var_dwarf_errors.stp:4:23
        source: probe begin \{ println\(@var\("init_task"\)\) \}
                                      \^

Pass 2: analysis failed.  \[man error::pass2\]
