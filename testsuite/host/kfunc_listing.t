# -L of a kernel function: the point and its parameters with their types
# as stap spells them
=== ARGS -L kernel.function("close_fd")
=== PROG
# -L of a kernel function: the point and its parameters with their types
=== EXPECT
kernel.function("close_fd") $fd:unsigned int
