# --remote=ssh://HOST would run the script on that host: tapc cannot yet,
# and refuses with stap's ERROR line and exit 1 instead of running it here.
=== ARGS --remote=ssh://host -p5
=== STATUS 1
=== PROG
# --remote=ssh://HOST would run the script on that host: tapc cannot yet,
# and refuses with stap's ERROR line and exit 1 instead of running it here.
probe begin { println("ran here") exit() }
=== EXPECT
ERROR: running on remote hosts (--remote) is not supported by tapc yet
