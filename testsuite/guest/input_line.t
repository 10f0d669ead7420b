# input.line: each whole line of the run's stdin, its newline included,
# an empty one too; the stdin's end does not end the session (as in stap,
# which stops reading it): the timer still fires after it.
=== PROG
global n
probe input.line { n++; printf("%d: %s", n, line) }
probe timer.ms(1500) { println("after the input's end"); exit() }
probe end { printf("%d lines\n", n) }
=== STDIN
one
two

four
=== EXPECT
1: one
2: two
3: 
4: four
after the input's end
4 lines
