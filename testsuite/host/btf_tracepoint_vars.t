# kernel.tracepoint: an argument past the last and a named one (the
# alternatives are positional), a write to an argument; exit 1.
=== STATUS 1
=== PROG
# kernel.tracepoint: an argument past the last and a named one (the
# alternatives are positional), a write to an argument; exit 1.
probe kernel.tracepoint("sched_switch") { println($arg5, $prev) }
probe kernel.tracepoint("sys_enter") { $arg2 = 1 }
=== EXPECT
semantic error: unable to find tracepoint variable '$arg5' in kernel.tracepoint("sched_switch") (alternatives: $arg1 $arg2 $arg3 $arg4): identifier '$arg5' at btf_tracepoint_vars.stp:3:51
        source: probe kernel.tracepoint("sched_switch") { println($arg5, $prev) }
                                                                  ^

semantic error: unable to find tracepoint variable '$prev' in kernel.tracepoint("sched_switch") (alternatives: $arg1 $arg2 $arg3 $arg4): identifier '$prev' at btf_tracepoint_vars.stp:3:58
        source: probe kernel.tracepoint("sched_switch") { println($arg5, $prev) }
                                                                         ^

semantic error: write to tracepoint variable '$arg2' not permitted; need stap -g: identifier '$arg2' at btf_tracepoint_vars.stp:4:40
        source: probe kernel.tracepoint("sys_enter") { $arg2 = 1 }
                                                       ^

Pass 2: analysis failed.  [man error::pass2]
