# -w silences the warning of a kernel newer than every one tapc was
# tested with.
=== ARGS -p2 -w -r ./kernel_7_99
=== PROG
probe begin { println(1) }
=== EXPECT
# probes
begin /*  <- begin */ 
