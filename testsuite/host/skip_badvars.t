# --skip-badvars: a target variable the point lacks reads as 0, with a warning.
=== ARGS --skip-badvars -p2
=== PROG
# --skip-badvars: a target variable the point lacks reads as 0, with a warning.
probe kernel.trace("sys_enter") { println($nosuch + $id) }
=== EXPECT
WARNING: Bad $context variable being substituted with literal 0: identifier '$nosuch' at skip_badvars.stp:2:43
 source: probe kernel.trace("sys_enter") { println($nosuch + $id) }
                                                   ^
# probes
kernel.trace("raw_syscalls:sys_enter") /*  <- kernel.trace("sys_enter") */ 
