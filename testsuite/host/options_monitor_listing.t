# --monitor (and -i) cannot go with a listing, as in stap.
=== ARGS --monitor -l begin
=== STATUS 1
=== PROG
# --monitor (and -i) cannot go with a listing, as in stap.
=== EXPECT
tapc: warning: --monitor has no effect: there is no monitor mode; the script runs as given
Cannot specify --monitor with -l/-L/--dump-* switches.
Try '--help' for more information. [man tapc]
