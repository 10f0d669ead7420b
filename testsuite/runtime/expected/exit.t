# exit() from a tracepoint probe ends the run before the -c target does.
=== STATUS 0
=== EXPECT
end: n >= 100: 1
=== STDERR
