# -L of a kernel function by its source file, from the kernel's DWARF
# (linux-image-REL-dbg; a counted skip without it): its file as stap
# names it (Debian's DWARF has a relative comp_dir, the file relative to
# the source tree), its line and its parameters' types, as stap lists it
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== ARGS -L kernel.function("vfs_read@fs/read_write.c")
=== PROG
# -L of a kernel function by its file
=== EXPECT
kernel.function("vfs_read@fs/read_write.c:450") $file:struct file* $buf:char* $count:size_t $pos:loff_t*
