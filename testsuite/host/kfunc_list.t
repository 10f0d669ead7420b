# -l of a glob over the kernel's functions: each match, .return kept
=== ARGS -l kernel.function("vfs_rea*").return
=== PROG
# -l of a glob over the kernel's functions: each match, .return kept
=== EXPECT
kernel.function("vfs_read").return
kernel.function("vfs_readlink").return
kernel.function("vfs_readv").return
