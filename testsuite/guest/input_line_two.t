# Two input.line probes each see each line of the run's stdin once, whole,
# as two probes on one line would in stap, and an input.char probe beside
# them each byte once; two input.line points of one probe run it twice
=== PROG
global chars
probe input.line { printf("first: %s", line) }
probe input.line { printf("second: %s", line) }
probe input.char { chars++ }
probe input.line, input.line { printf("both: %s", line) }
probe timer.ms(1500) { printf("%d chars\n", chars); exit() }
=== STDIN
one
two

=== EXPECT
first: one
second: one
both: one
both: one
first: two
second: two
both: two
both: two
first: 
second: 
both: 
both: 
9 chars
