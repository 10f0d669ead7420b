# --remote to a target nobody answers (a closed port of the loopback):
# said by its URI as stap says it, exit 1, nothing run here.
=== ARGS --remote 127.0.0.1:1 --remote-prefix -p5
=== STATUS 1
=== PROG
probe begin { println("ran here") exit() }
=== EXPECT
error establishing ssh connection on remote '127.0.0.1:1'
