# --monitor, stap's interactive view of a running script, is not run
# otherwise: stap's ERROR line and exit 1, with a listing too.
=== ARGS --monitor -l begin
=== STATUS 1
=== PROG
# --monitor, stap's interactive view of a running script, is not run
# otherwise: stap's ERROR line and exit 1, with a listing too.
=== EXPECT
ERROR: monitor mode (--monitor) is not supported by tapc
