# --rlimit-fsize=N limits tapc itself, as stap's limits stap: writing
# pass 3's C file beyond 64 bytes ends it with SIGXFSZ (128 + 25).
=== ARGS --rlimit-fsize=64 -p3
=== STATUS 153
=== PROG
probe begin { println(1) }
=== EXPECT

