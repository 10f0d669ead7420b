# A script without input probes leaves the run's stdin alone: the -c
# command reads it all.
=== CMD cat
=== PROG
probe timer.s(600) { println("not yet") }
=== STDIN
for the command
and its second line
=== EXPECT
for the command
and its second line
