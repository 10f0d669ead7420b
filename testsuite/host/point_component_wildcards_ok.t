# kernel.function("vfs_read").* through wildcard component names: the
# names that match (.call, listed as the function, and .return) are
# kept, those that do not (.inline, .exported) passed over. (With the
# kernel's DWARF, so that .inline is asked; a counted skip without it.)
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== ARGS -u -p2
=== PROG
probe kerne*.funct*("vfs_read").* {}
=== EXPECT
# probes
kernel.function("vfs_read") /*  <- kerne*.funct*("vfs_read").* */ 
kernel.function("vfs_read").return /*  <- kerne*.funct*("vfs_read").* */ 
