# perf.hw.* in a guest whose emulated CPU has no hardware counters: the
# kernel has no PMU for it (ENOENT), so the point does not register, which
# ends the session with stap's registration error, after begin and
# before any other probe runs (exit status 1).
=== STATUS 1
=== PROG
probe begin { println("started") }
probe perf.hw.cpu_cycles { println("a cycle") }
=== EXPECT
started
=== STDERR
ERROR: probe perf.hw.cpu_cycles registration error (rc -2)
