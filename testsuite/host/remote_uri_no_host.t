# ssh:// without a host, and with a path: stap's messages, naming the
# remote, exit 1.
=== ARGS --remote ssh:/// --remote ssh://host/path -p5
=== STATUS 1
=== PROG
probe begin { println("ran here") exit() }
=== EXPECT
ssh target requires a hostname on remote 'ssh:///'
ssh target URI doesn't support a /path on remote 'ssh://host/path'
