# Four begin probes run as one handler, as stap 5.6 merges them: the error
# of the first leaves the others running (each in a try of its own), `next`
# ends only its own body, a local of a later body is its own, and the
# error is raised once all have run, near the last statement run, as stap
# prints it (the same lines, status 1; the end probe does not run).
=== STATUS 1
=== PROG
global x
probe begin { x = 1; printf("first\n"); error("boom"); printf("not\n") }
probe begin { printf("second x=%d\n", x) }
probe begin { printf("third\n"); next; printf("never\n") }
probe begin { y = 5; printf("fourth %d\n", y); exit() }
probe end { printf("end\n") }
=== EXPECT
first
second x=1
third
fourth 5
=== STDERR
ERROR: boom near identifier 'exit' at merge_handlers_error.stp:5:48 in probe begin
WARNING: Number of errors: 1, skipped probes: 0
