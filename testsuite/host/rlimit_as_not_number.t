# --rlimit-as words its error its own way, as stap does.
=== ARGS --rlimit-as=abc -p1
=== STATUS 1
=== PROG
probe begin { println(1) }
=== EXPECT
Unable to convert rlimit-as resource limit 'abc'.
