# --skip-badvars: a member the type lacks reads as 0, with stap's warning.
=== ARGS --skip-badvars -p2
=== PROG
probe kernel.trace("sched_switch") { println($prev->nosuch + 1, " ", $prev->pid > 0) }
=== EXPECT
WARNING: Bad $context variable being substituted with literal 0: operator '->' at typed_skip_badvars.stp:1:51
 source: probe kernel.trace("sched_switch") { println($prev->nosuch + 1, " ", $prev->pid > 0) }
                                                           ^
# probes
kernel.trace("sched:sched_switch") /*  <- kernel.trace("sched_switch") */ 
