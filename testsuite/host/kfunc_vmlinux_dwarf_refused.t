# The kernel's functions placed from its DWARF are kept to what the
# kernel lets kprobes on, as BTF's are (linux-image-REL-dbg; a counted
# skip without it): do_int3 (its kprobe blacklist) is no match, and the
# functions of kernel/kprobes.c, the kprobes machinery, are left out with
# stap's warning, as stap leaves them
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== ARGS -p2 -u
=== STATUS 1
=== PROG
probe kernel.function("do_int3@arch/x86/kernel/traps.c") {}
probe kernel.function("register_kprobe*@kernel/kprobes.c") {}
=== EXPECT
semantic error: while resolving probe point: identifier 'kernel' at kfunc_vmlinux_dwarf_refused.stp:1:7
        source: probe kernel.function("do_int3@arch/x86/kernel/traps.c") {}
                      ^

semantic error: no match

WARNING: function register_kprobe is in blocklisted file: keyword at kfunc_vmlinux_dwarf_refused.stp:2:7
 source: probe kernel.function("register_kprobe*@kernel/kprobes.c") {}
               ^
WARNING: function register_kprobes is in blocklisted file: keyword at kfunc_vmlinux_dwarf_refused.stp:2:7
 source: probe kernel.function("register_kprobe*@kernel/kprobes.c") {}
               ^
semantic error: while resolving probe point: identifier 'kernel' at kfunc_vmlinux_dwarf_refused.stp:2:7
        source: probe kernel.function("register_kprobe*@kernel/kprobes.c") {}
                      ^

semantic error: no match

Pass 2: analysis failed.  [man error::pass2]
