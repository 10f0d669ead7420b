# A --rlimit-NAME value with text after its digits is stap's error.
=== ARGS --rlimit-stack=12X -p1
=== STATUS 1
=== PROG
probe begin { println(1) }
=== EXPECT
Unable to convert resource limit '12X' for rlimit-stack
