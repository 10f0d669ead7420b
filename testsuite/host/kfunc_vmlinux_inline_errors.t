# kernel.function("NAME") of a function the kernel only has inline
# (context_switch, inlined into __schedule; linux-image-REL-dbg, a
# counted skip without it): .call is the out-of-line copy alone, none
# here, and .return cannot be put on an inline instance (stap's warning)
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== STATUS 1
=== PROG
probe kernel.function("context_switch") { printf("%x %x\n", $prev, $next) }
probe kernel.function("context_switch").call {}
probe kernel.function("context_switch").return {}
=== EXPECT
semantic error: while resolving probe point: identifier 'kernel' at kfunc_vmlinux_inline_errors.stp:2:7
        source: probe kernel.function("context_switch").call {}
                      ^

semantic error: no match

WARNING: cannot probe .return of 1 inlined functions context_switch
semantic error: while resolving probe point: identifier 'kernel' at kfunc_vmlinux_inline_errors.stp:3:7
        source: probe kernel.function("context_switch").return {}
                      ^

semantic error: no match

Pass 2: analysis failed.  [man error::pass2]
