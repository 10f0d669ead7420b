# perf probe points pass 2 refuses, with stap's messages: a sample period
# of 0, an event the kernel has no name for (the similar ones named), .process
# without -c or -x, .process after .hz, perf.type without .config, .counter
# after .process without a path; and timer.profile.freq.hz(0).
=== ARGS -p2
=== STATUS 1
=== PROG
probe perf.type(1).config(2).sample(0) { }
probe perf.sw.page_fault { }
probe perf.sw.context_switches.process { }
probe perf.sw.page_faults.hz(100).process { }
probe perf.type(1) { }
probe timer.profile.freq.hz(0) { }
probe perf.sw.page_faults.process.counter("faults") { }
=== EXPECT
semantic error: while resolving probe point: identifier 'perf' at perf_errors.stp:1:7
        source: probe perf.type(1).config(2).sample(0) { }
                      ^

semantic error: invalid perf sample period 0

semantic error: while resolving probe point: identifier 'perf' at perf_errors.stp:2:7
        source: probe perf.sw.page_fault { }
                      ^

semantic error: probe point mismatch (similar: page_faults, page_faults_maj, page_faults_min, dummy, alignment_faults): identifier 'page_fault' at :2:15
        source: probe perf.sw.page_fault { }
                              ^

semantic error: while resolving probe point: identifier 'perf' at perf_errors.stp:3:7
        source: probe perf.sw.context_switches.process { }
                      ^

semantic error: unspecified process probe is invalid without a -c COMMAND [man tapc-probes]

semantic error: while resolving probe point: identifier 'perf' at perf_errors.stp:4:7
        source: probe perf.sw.page_faults.hz(100).process { }
                      ^

semantic error: invalid suffix for probe: identifier 'process' at :4:35
        source: probe perf.sw.page_faults.hz(100).process { }
                                                  ^

semantic error: while resolving probe point: identifier 'perf' at perf_errors.stp:5:7
        source: probe perf.type(1) { }
                      ^

semantic error: probe point mismatch: expected .config(NUMBER)

semantic error: while resolving probe point: identifier 'timer' at perf_errors.stp:6:7
        source: probe timer.profile.freq.hz(0) { }
                      ^

semantic error: frequency must be greater than 0

semantic error: while resolving probe point: identifier 'perf' at perf_errors.stp:7:7
        source: probe perf.sw.page_faults.process.counter("faults") { }
                      ^

semantic error: invalid suffix for probe: identifier 'process' at :7:27
        source: probe perf.sw.page_faults.process.counter("faults") { }
                                          ^

Pass 2: analysis failed.  [man error::pass2]
