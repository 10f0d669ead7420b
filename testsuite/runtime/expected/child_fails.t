# A -c command that fails: stap's warning with its status, the end
# probe runs, exit 1.
=== STATUS 1
=== EXPECT
begin
end
=== STDERR
WARNING: Child process exited with status 1
