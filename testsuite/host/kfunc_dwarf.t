# kernel.function and kernel.statement where they need DWARF (source
# files and lines, statements, inline instances): refused in pass 2,
# naming the package that has it
=== STATUS 1
=== PROG
probe kernel.function("vfs_read@fs/read_write.c") {}
probe kernel.statement("vfs_read@fs/read_write.c:470") {}
probe kernel.function("vfs_read").inline {}
=== EXPECT
semantic error: kernel.function("vfs_read@fs/read_write.c") needs source files and lines, which only the kernel's DWARF debuginfo has (package linux-image-6.1.0-57-amd64-dbg, its /usr/lib/debug/boot/vmlinux-6.1.0-57-amd64, is not installed): at kfunc_dwarf.stp:1:7
        source: probe kernel.function("vfs_read@fs/read_write.c") {}
                      ^

semantic error: kernel.statement("vfs_read@fs/read_write.c:470") needs statements by source line, which only the kernel's DWARF debuginfo has (package linux-image-6.1.0-57-amd64-dbg, its /usr/lib/debug/boot/vmlinux-6.1.0-57-amd64, is not installed): at kfunc_dwarf.stp:2:7
        source: probe kernel.statement("vfs_read@fs/read_write.c:470") {}
                      ^

semantic error: kernel.function("vfs_read").inline needs inline instances, which only the kernel's DWARF debuginfo has (package linux-image-6.1.0-57-amd64-dbg, its /usr/lib/debug/boot/vmlinux-6.1.0-57-amd64, is not installed): at kfunc_dwarf.stp:3:7
        source: probe kernel.function("vfs_read").inline {}
                      ^

Pass 2: analysis failed.  [man error::pass2]
