# --rlimit-NAME= without a value is stap's error, before any pass.
=== ARGS --rlimit-cpu= -p1
=== STATUS 1
=== PROG
probe begin { println(1) }
=== EXPECT
An --rlimit-cpu option value must be specified.
