echo hello-user-space > /dev/null; sleep 1
