# A tracepoint the target kernel does not have: a semantic error.
=== ARGS -p2
=== STATUS 1
=== PROG
probe kernel.trace("no_such_tracepoint") {}
=== EXPECT
semantic error: while resolving probe point: identifier 'kernel' at no_tracepoint.stp:1:7
        source: probe kernel.trace("no_such_tracepoint") {}
                      ^

semantic error: no match (similar tracepoints: bpf_trace_printk, arm_event, hrtimer_init, mc_event, prq_report)

Pass 2: analysis failed.  [man error::pass2]
