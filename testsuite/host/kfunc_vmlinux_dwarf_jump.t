# The kernel refuses kprobes at the jumps of its static keys, which it
# patches (its __jump_table): the inline trace_sched_switch() in
# __schedule begins with its tracepoint's key's jump, so it is no point
# of the kernel's DWARF (linux-image-REL-dbg; a counted skip without it),
# as the kprobe blacklist's functions are none
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== ARGS -p2
=== STATUS 1
=== PROG
probe kernel.function("trace_sched_switch").inline { println(pp()) }
=== EXPECT
semantic error: while resolving probe point: identifier 'kernel' at kfunc_vmlinux_dwarf_jump.stp:1:7
        source: probe kernel.function("trace_sched_switch").inline { println(pp()) }
                      ^

semantic error: no match

Pass 2: analysis failed.  [man error::pass2]
