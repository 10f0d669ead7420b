# -l of perf.sw.*: the kernel's software events by the names of its enum
# perf_sw_ids (6.1's).
=== ARGS -l perf.sw.*
=== PROG
probe never { }
=== EXPECT
perf.sw.alignment_faults
perf.sw.bpf_output
perf.sw.cgroup_switches
perf.sw.context_switches
perf.sw.cpu_clock
perf.sw.cpu_migrations
perf.sw.dummy
perf.sw.emulation_faults
perf.sw.page_faults
perf.sw.page_faults_maj
perf.sw.page_faults_min
perf.sw.task_clock
