# kprobe.function of a symbol the kernel refuses kprobes on (do_int3:
# NOKPROBE_SYMBOL, its kprobe blacklist) is refused in pass 2 with the
# reason, not left to fail its registration in the kernel
=== STATUS 1
=== PROG
probe kprobe.function("do_int3") {}
=== EXPECT
semantic error: while resolving probe point: identifier 'kprobe' at kprobe_refused.stp:1:7
        source: probe kprobe.function("do_int3") {}
                      ^

semantic error: the kernel refuses kprobes on do_int3 (its kprobe blacklist, .kprobes.text, noinstr or entry text)

Pass 2: analysis failed.  [man error::pass2]
