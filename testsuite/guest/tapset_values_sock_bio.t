# stap's internal functions of socket.stp and ioblock.stp on the kernel's
# own objects: _get_sock_addr of a socket's file is the socket its file
# keeps (private_data), _get_sock_size of writev's and readv's vectors
# their bytes (8 and 24, vfs_ops), both -1 for none; a direct read and
# write of a loop device's first 4 KiB: bio_op 0 and 1 (and ioblock.request's
# rw the same), __bio_ino -1 (dd's buffer is anonymous memory),
# __bio_devname "loop0", __bio_start_sect 0 (stap's reads no partition's
# start on these kernels); bio_op(0) 0, __bio_ino(0) -1.
=== CMD /bin/bash -c 'ip link set lo up; echo hi > /dev/udp/127.0.0.1/9; @PROGS@/vfs_ops /tmp/tapset_values_sock_bio.f; rm /tmp/tapset_values_sock_bio.f; modprobe loop; dd if=/dev/zero of=/tmp/tapset_values_sock_bio.img bs=1k count=64 2>/dev/null; losetup /dev/loop0 /tmp/tapset_values_sock_bio.img; dd if=/dev/loop0 of=/dev/null bs=4k count=1 iflag=direct 2>/dev/null; dd if=/dev/zero of=/dev/loop0 bs=4k count=1 oflag=direct 2>/dev/null; losetup -d /dev/loop0; rm /tmp/tapset_values_sock_bio.img'
=== ARGS --compatible=2.9
=== PROG
global seen

probe begin {
	printf("none: %d %d %d %d %d\n", _get_sock_addr(0), _get_sock_size(0, 3),
	       bio_op(0), __bio_ino(0), __bio_start_sect(0))
}
probe kernel.function("sock_write_iter") {
	file = $iocb->ki_filp
	if (execname() == "bash" && !seen["sock"]++)
		printf("sock: %d\n", _get_sock_addr(file) == @cast(file, "file")->private_data)
}
probe kernel.function("do_iter_readv_writev") {
	# its two-part vectors (read(2) and write(2) come as one
	# user buffer, no vector)
	if (execname() != "vfs_ops" || $iter->nr_segs != 2)
		next
	line = sprintf("%s: %d bytes", $type ? "writev" : "readv",
		       _get_sock_size(@choose_defined($iter->__iov, $iter->iov),
				      $iter->nr_segs))
	if (!seen[line]++)
		println(line)
}
probe ioblock.request {
	if (devname != "loop0" || execname() != "dd")
		next
	line = sprintf("%s: bio_op %d rw %d __bio_ino %d __bio_devname %s __bio_start_sect %d",
		       execname(), bio_op($bio), rw, __bio_ino($bio), __bio_devname($bio),
		       __bio_start_sect($bio))
	if (!seen[line]++)
		println(line)
}
=== FILTER
sort
=== EXPECT
dd: bio_op 0 rw 0 __bio_ino -1 __bio_devname loop0 __bio_start_sect 0
dd: bio_op 1 rw 1 __bio_ino -1 __bio_devname loop0 __bio_start_sect 0
none: -1 -1 0 -1 0
readv: 24 bytes
sock: 1
writev: 8 bytes
