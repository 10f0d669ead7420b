# kernel.tracepoint: a name BTF has no typedef for (stap's "no match"
# with the similar ones) and a system:name, which these points do not
# take (stap's words); exit 1.
=== STATUS 1
=== PROG
# kernel.tracepoint: a name BTF has no typedef for (stap's "no match"
# with the similar ones) and a system:name, which these points do not
# take (stap's words); exit 1.
probe kernel.tracepoint("sched_swich") { println(1) }
probe kernel.tracepoint("sched:sched_switch") { println(1) }
=== EXPECT
semantic error: while resolving probe point: identifier 'kernel' at btf_tracepoint_errors.stp:4:7
        source: probe kernel.tracepoint("sched_swich") { println(1) }
                      ^

semantic error: no match (similar tracepoints: sched_switch, sched_waking, sched_wakeup, map, regcache_sync)

semantic error: while resolving probe point: identifier 'kernel' at btf_tracepoint_errors.stp:5:7
        source: probe kernel.tracepoint("sched:sched_switch") { println(1) }
                      ^

semantic error: kernel.tracepoint() does not use system:name syntax; use the tracepoint name only

Pass 2: analysis failed.  [man error::pass2]
