# SIGTERM stops the session: the end probe runs, exit 0.
=== STATUS 0
=== EXPECT
begin
end
=== STDERR
