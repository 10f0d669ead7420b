# generic.fop.* on the kernel's generic file operations, as a program
# works on a file of a ramfs (whose file_operations are all generic):
# a write of "hello" (5 bytes at 0), a seek to 1 (SEEK_SET: its llseek in
# alias_generic_fop_llseek), a read of up to 100 bytes at 1 (4 read), a
# map of its first page (generic_file_mmap, or generic_file_mmap_prepare
# where the kernel's ramfs has that: name is the function's), a splice of 5
# bytes at 0 into a pipe and back at 5 (the write goes through
# write_iter, a kernel iterator: buf 0); then it opens a file of an ext2
# file system (whose open ends in generic_file_open: inode 12, 3 bytes,
# O_LARGEFILE, which the kernel adds). Each point's name, argstr and
# variables, the file's path, each return's value. A read_iter is shown
# when it reads into the program's memory (buf != 0): 6.1's splice reads
# through read_iter too, 6.12's not. The CMD prints only when fop_ops
# fails: its output and the script's are two streams, in no fixed order.
=== CMD /bin/bash -c 'modprobe loop; modprobe ext4; mkdir -p /tmp/gfop /tmp/gfop_ext; mount -t ramfs none /tmp/gfop; dd if=/dev/zero of=/tmp/gfop.img bs=1M count=2 2>/dev/null; mkfs.ext2 -q /tmp/gfop.img; dev=$(losetup -f --show /tmp/gfop.img); mount -t ext2 $dev /tmp/gfop_ext; echo hi > /tmp/gfop_ext/g; @PROGS@/fop_ops /tmp/gfop/f /tmp/gfop_ext/g || echo "fop_ops failed: $?"; umount /tmp/gfop /tmp/gfop_ext; losetup -d $dev; rm /tmp/gfop.img; rmdir /tmp/gfop /tmp/gfop_ext'
=== PROG
@define mine %( (execname() == "fop_ops") %)
@define where %( sprintf("%s: %s, devname %s", name, pathname, devname) %)

probe generic.fop.read_iter, generic.fop.write_iter {
	if (@mine && (name != "generic_file_read_iter" || buf != 0))
		printf("%s, %d bytes at %d, buf != 0: %d, size %d %s, argstr: %d\n",
		       @where, count, pos, buf != 0, size, units,
		       argstr == sprintf("%d, %d, %p", count, pos, buf))
}
probe generic.fop.mmap {
	if (@mine)
		printf("mmap, name is its function %d: %s, devname %s, %d bytes mapped, argstr: %d\n",
		       name == ppfunc(), pathname, devname, vm_end - vm_start,
		       argstr == sprintf("0x%x, 0x%x, 0x%x", vm_start, vm_end, vm_flags))
}
probe generic.fop.mmap.return {
	if (@mine)
		printf("mmap.return, name is its function %d: %s, error %d%s\n",
		       name == ppfunc(), retstr, error, error_str)
}
probe generic.fop.splice_read, generic.fop.splice_write {
	if (@mine)
		printf("%s, argstr %s, size %d %s\n", @where, argstr, size, units)
}
probe generic.fop.open {
	if (@mine)
		printf("%s: %s, a block device's: %d, argstr %s, O_LARGEFILE %d, size %d\n",
		       name, pathname, devname != "N/A", argstr, (flag & 0x8000) != 0, size)
}
probe generic.fop.read_iter.return {
	if (@mine && @entry(__iov_iter_ubuf($iter)) != 0)
		printf("%s.return: %s, bytes_read %d\n", name, retstr, bytes_read)
}
probe generic.fop.write_iter.return {
	if (@mine)
		printf("%s.return: %s, bytes_written %d\n", name, retstr, bytes_written)
}
probe generic.fop.open.return,
      generic.fop.splice_read.return, generic.fop.splice_write.return {
	if (@mine)
		printf("%s.return: %s, error %d%s\n", name, retstr, error, error_str)
}
=== EXPECT
generic_file_write_iter: /tmp/gfop/f, devname N/A, 5 bytes at 0, buf != 0: 1, size 5 bytes, argstr: 1
generic_file_write_iter.return: 5, bytes_written 5
generic_file_read_iter: /tmp/gfop/f, devname N/A, 100 bytes at 1, buf != 0: 1, size 100 bytes, argstr: 1
generic_file_read_iter.return: 4, bytes_read 4
mmap, name is its function 1: /tmp/gfop/f, devname N/A, 4096 bytes mapped, argstr: 1
mmap.return, name is its function 1: 0, error 0
generic_file_splice_read: /tmp/gfop/f, devname N/A, argstr 5, 0, size 5 bytes
generic_file_splice_read.return: 5, error 0
generic_file_splice_write: /tmp/gfop/f, devname N/A, argstr 5, 0, size 5 bytes
generic_file_write_iter: /tmp/gfop/f, devname N/A, 5 bytes at 5, buf != 0: 0, size 5 bytes, argstr: 1
generic_file_write_iter.return: 5, bytes_written 5
generic_file_splice_write.return: 5, error 0
generic_file_open: /tmp/gfop_ext/g, a block device's: 1, argstr 12, 32768, g, O_LARGEFILE 1, size 3
generic_file_open.return: 0, error 0
