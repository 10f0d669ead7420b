# A kernel newer than every one tapc was tested with (7.99, a build tree
# of that release) is tried after a one-line warning, not refused; -w
# silences it.
=== ARGS -p2 -r ./kernel_7_99
=== PROG
probe begin { println(1) }
=== EXPECT
WARNING: kernel 7.99.0-1-amd64 is newer than every kernel tapc was tested with (the newest: 7.2); trying it
# probes
begin /*  <- begin */ 
