# A byte on stdin stops the session (the guest's Ctrl-C): the end probe
# runs, exit 0. Also what -T with -o writes into the file.
=== STATUS 0
=== EXPECT
begin
end
=== STDERR
