# perf.hw.* on the target alone (.process) in a guest whose emulated CPU
# has no hardware counters: as stap, a warning that the kernel does not
# support the event, and the session runs on without it.
=== ARGS -c true
=== CMD /bin/true
=== PROG
global n
probe perf.hw.instructions.process { n++ }
probe end { printf("instructions counted: %d\n", n) }
=== EXPECT
instructions counted: 0
=== STDERR
WARNING: perf probe 'perf.hw.instructions.process' is not supported by this kernel (-2).
