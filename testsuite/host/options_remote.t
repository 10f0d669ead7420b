# --remote with a scheme stap does not know: stap's message, exit 1,
# nothing run here.
=== ARGS --remote=foo://host -p5
=== STATUS 1
=== PROG
probe begin { println("ran here") exit() }
=== EXPECT
unrecognized URI scheme 'foo' in remote: foo://host
