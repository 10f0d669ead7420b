# perf points in the -p2 listing: by name and by number, .process on the
# -c command's process, .hz, an empty .counter("NAME") probe kept for
# @perf; timer.profile.freq.hz.
=== ARGS -p2 -c true
=== PROG
global n
probe perf.sw.page_faults.process { n++ }
probe perf.type(1).config(3).process { n++ }
probe perf.hw.instructions.hz(1000) { n++ }
probe perf.sw.cpu_clock { n++ }
probe timer.profile.freq.hz(100) { n++ }
probe perf.sw.context_switches.counter("switches") { }
probe process.syscall { n += @perf("switches") }
=== EXPECT
# globals
n:long
# probes
perf.sw.page_faults.process /*  <- perf.sw.page_faults.process */ 
perf.type(1).config(3).process /*  <- perf.type(1).config(3).process */ 
perf.hw.instructions.hz(1000) /*  <- perf.hw.instructions.hz(1000) */ 
perf.sw.cpu_clock /*  <- perf.sw.cpu_clock */ 
timer.profile.freq.hz(100) /*  <- timer.profile.freq.hz(100) */ 
perf.sw.context_switches.counter("switches") /*  <- perf.sw.context_switches.counter("switches") */ 
process.syscall /*  <- process.syscall */ 
end /*  <- end */ 
