# A probe point that cannot be registered: stap's registration error,
# the error probe, exit 1.
=== STATUS 1
=== EXPECT
begin
error probe
=== STDERR
ERROR: probe kernel.trace("no_such_tracepoint") registration error (rc -2)
