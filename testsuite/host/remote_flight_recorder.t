# --remote with -F or -o: not done yet, refused rather than done
# otherwise.
=== ARGS --remote 127.0.0.1:1 -F -p5
=== STATUS 1
=== PROG
probe begin { println("ran here") exit() }
=== EXPECT
ERROR: --remote with -F (the flight recorder) is not supported by tapc yet
