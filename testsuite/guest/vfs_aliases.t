# The vfs.* aliases on the reads, writes and opens of vfs_ops on a file of
# an ext2 file system on loop0, sizes known in advance: write "hello" (5),
# writev of 3 and 5 bytes, read of 100 (13 there), readv into 4 and 20 (13
# read), a read of a write-only descriptor (EBADF); the file's device
# (7:0, "loop0"), its inode (12: the first file of a new ext2) and path;
# its first page entering the page cache (vfs.add_to_page_cache) and
# leaving it when the file is removed (vfs.remove_from_page_cache), and
# the returns of both.
=== CMD /bin/bash -c 'modprobe loop; modprobe ext4; dd if=/dev/zero of=/tmp/vfs_aliases.img bs=1M count=2 2>/dev/null; mkfs.ext2 -q /tmp/vfs_aliases.img; losetup /dev/loop0 /tmp/vfs_aliases.img; mkdir -p /tmp/vfs_aliases; mount -t ext2 /dev/loop0 /tmp/vfs_aliases; @PROGS@/vfs_ops /tmp/vfs_aliases/f; rm /tmp/vfs_aliases/f; umount /tmp/vfs_aliases; losetup -d /dev/loop0; rm -r /tmp/vfs_aliases.img /tmp/vfs_aliases'
=== PROG
global seen

@define mine %( (execname() == "vfs_ops" && devname == "loop0") %)
@define where %( sprintf("%s %d:%d ino %d %s", devname, MAJOR(dev), MINOR(dev), ino, pathname) %)
probe vfs.read {
	if (@mine)
		printf("read: %d bytes asked, buf %d, pos %d, file %d, argstr %d, %s\n",
		       bytes_to_read, buf != 0, pos != 0, file != 0,
		       argstr == sprintf("%d, %d, %p", bytes_to_read, pos, buf), @where)
}
probe vfs.read.return {
	if (@mine)
		printf("read.return: %d of %d, ret %d, error %d %s, retstr %s\n", bytes_read,
		       bytes_to_read, ret, error, error_str, retstr)
}
probe vfs.write {
	if (@mine)
		printf("write: %d bytes\n", bytes_to_write)
}
probe vfs.write.return {
	if (@mine)
		printf("write.return: %d of %d, error %d, %s\n", bytes_written, bytes_to_write,
		       error, @where)
}
probe vfs.readv {
	if (@mine)
		printf("readv: %d buffers, %d bytes asked\n", vlen, bytes_to_read)
}
probe vfs.readv.return {
	if (@mine)
		printf("readv.return: %d of %d, %d buffers, %s\n", bytes_read, bytes_to_read,
		       vlen, @where)
}
probe vfs.writev {
	if (@mine)
		printf("writev: %d buffers, %d bytes, %s, argstr %d\n", vlen, bytes_to_write,
		       name, argstr == sprintf("%d, %d, %p", bytes_to_write, pos, vec))
}
probe vfs.writev.return {
	if (@mine)
		printf("writev.return: %d of %d, ret %d\n", bytes_written, bytes_to_write, ret)
}
probe vfs.open {
	if (execname() == "vfs_ops" && pathname =~ "/f$")
		printf("open: %s, cred %d, argstr %d\n", pathname, cred != 0,
		       argstr == sprintf("%s, %p", pathname, cred))
}
probe vfs.open.return {
	if (execname() == "vfs_ops" && pathname =~ "/f$")
		printf("open.return: %s %s error %d\n", pathname, retstr, error)
}
probe vfs.add_to_page_cache {
	if (devname == "loop0" && ino == 12 && !seen["add"]++)
		printf("add_to_page_cache: %s ino %d index %d, %d %s, argstr %s\n", devname,
		       ino, index, size, units, argstr)
}
probe vfs.add_to_page_cache.return {
	if (@entry($mapping->host->i_ino) == 12 && execname() == "vfs_ops" && !seen["addret"]++)
		printf("add_to_page_cache.return: %s retstr %s, %d %s\n", name, retstr, size,
		       units)
}
probe vfs.remove_from_page_cache.return {
	if (execname() == "rm" && !seen["removeret"]++)
		printf("remove_from_page_cache.return: %s retstr %s\n", name, retstr)
}
probe vfs.remove_from_page_cache {
	if (devname == "loop0" && ino == 12 && !seen["remove"]++)
		printf("remove_from_page_cache: %s ino %d index %d, by %s\n", devname, ino,
		       index, execname())
}
=== EXPECT
open: /tmp/vfs_aliases/f, cred 1, argstr 1
open.return: /tmp/vfs_aliases/f 0 error 0
write: 5 bytes
add_to_page_cache: loop0 ino 12 index 0, 1 pages, argstr 12, 0
add_to_page_cache.return: vfs.add_to_page_cache retstr 0, 1 pages
write.return: 5 of 5, error 0, loop0 7:0 ino 12 /tmp/vfs_aliases/f
writev: 2 buffers, 8 bytes, vfs.writev, argstr 1
writev.return: 8 of 8, ret 8
read: 100 bytes asked, buf 1, pos 1, file 1, argstr 1, loop0 7:0 ino 12 /tmp/vfs_aliases/f
read.return: 13 of 100, ret 13, error 0 , retstr 13
readv: 2 buffers, 24 bytes asked
readv.return: 13 of 24, 2 buffers, loop0 7:0 ino 12 /tmp/vfs_aliases/f
open: /tmp/vfs_aliases/f, cred 1, argstr 1
open.return: /tmp/vfs_aliases/f 0 error 0
read: 1 bytes asked, buf 1, pos 1, file 1, argstr 1, loop0 7:0 ino 12 /tmp/vfs_aliases/f
read.return: 0 of 1, ret -9, error -9 EBADF, retstr -9
remove_from_page_cache: loop0 ino 12 index 0, by rm
remove_from_page_cache.return: vfs.remove_from_page_cache retstr N/A
