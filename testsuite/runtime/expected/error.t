# A fatal error in a begin probe: stap's ERROR line, the error probe
# runs, the end probe does not, exit 1.
=== STATUS 1
=== EXPECT
begin
error probe
=== STDERR
ERROR: division by 0 near operator '/' at error.stp:3:15 in probe begin
WARNING: Number of errors: 1, skipped probes: 0
