# The hand-written basic module: begin, a tracepoint counting the -c
# target's close(1000) calls, sorted arrays, printf's formats.
=== STATUS 0
=== EXPECT
begin: target set
a=1 b=2 c=3 
c=3 b=2 a=1 
closes by the target: 1000
<   42|42   |00042|ff|010|A|abc|   ab>
=== STDERR
