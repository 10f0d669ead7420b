# -L of kernel.function("NAME") lists NAME's inline instances where the
# kernel's DWARF has them (linux-image-REL-dbg; a counted skip without
# it), as stap's: __do_sys_getxattr, inlined into its two system call
# wrappers, with its parameters at the instances' entry as stap names
# them
=== NEEDS /usr/lib/debug/boot/vmlinux-@RELEASE@
=== ARGS -L kernel.function("__do_sys_getxattr")
=== PROG
# -L of a function inlined
=== EXPECT
kernel.function("__do_sys_getxattr@fs/xattr.c:760") $size:size_t $value:void* $name:char const* $pathname:char const*
