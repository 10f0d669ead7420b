# stap's groups of the NFS client's points over the NFSv4.2 mount of
# alias_nfs (the guest's own server on the loopback, its file read, a
# file written, renamed and removed): nfs.fop.entries and nfs.fop.return
# (any file operation as it starts and returns), nfs.aop.entries and
# nfs.aop.return (any address space operation), each firing with the
# point it is, and nfs.aop.write_begin.return's name and result.
=== CMD /bin/bash -c 'ip link set lo up; modprobe nfsd && modprobe nfsv4 || exit 1; mount -t nfsd nfsd /proc/fs/nfsd || exit 1; mkdir -p /tmp/nfsexp /tmp/nfsmnt && mount -t tmpfs tmpfs /tmp/nfsexp || exit 1; printf "hello nfs\n" > /tmp/nfsexp/file; echo 10 > /proc/fs/nfsd/nfsv4leasetime; echo 10 > /proc/fs/nfsd/nfsv4gracetime; echo "-3 +4 +4.1 +4.2" > /proc/fs/nfsd/versions; echo "tcp 2049" > /proc/fs/nfsd/portlist; echo 1 > /proc/fs/nfsd/threads || exit 1; echo "nfsd 127.0.0.1 2147483647 tapc" > /proc/net/rpc/auth.unix.ip/channel; echo "tapc /tmp/nfsexp 2147483647 9218 65534 65534 0" > /proc/net/rpc/nfsd.export/channel; echo "tapc 1 \\x00000000 2147483647 /tmp/nfsexp" > /proc/net/rpc/nfsd.fh/channel; mount -t nfs4 -o vers=4.2,addr=127.0.0.1,clientaddr=127.0.0.1 127.0.0.1:/ /tmp/nfsmnt && dd if=/tmp/nfsmnt/file of=/dev/null bs=4096 count=1 2>/dev/null && cat /tmp/nfsmnt/file > /dev/null && printf "written\n" > /tmp/nfsmnt/new && mv /tmp/nfsmnt/new /tmp/nfsmnt/renamed && rm /tmp/nfsmnt/renamed; s=$?; umount /tmp/nfsmnt; echo 0 > /proc/fs/nfsd/threads; umount /proc/fs/nfsd; umount /tmp/nfsexp; rmdir /tmp/nfsexp /tmp/nfsmnt; modprobe -r nfsv4 nfsd; modprobe -r sunrpc; exit $s'
=== TIMEOUT 300
=== PROG
global fop_entries, fop_returns, aop_entries, aop_returns, write_begin

// an open of the file: nfs_file_open, or NFSv4's nfs4_file_open
function opened:string (fn:string) {
	return fn =~ "open$" ? "open" : fn
}
probe nfs.fop.entries { fop_entries[opened(ppfunc())] = 1 }
probe nfs.fop.return { fop_returns[opened(ppfunc())] = 1 }
probe nfs.aop.entries { aop_entries[ppfunc()] = 1 }
probe nfs.aop.return { aop_returns[ppfunc()] = 1 }
probe nfs.aop.write_begin.return {
	if (write_begin == "")
		write_begin = sprintf("%s(%s)", name, retstr)
}
probe end {
	printf("fop.entries: open %d, read %d, release %d\n", ("open" in fop_entries),
	       ("nfs_file_read" in fop_entries), ("nfs_file_release" in fop_entries))
	printf("fop.return: open %d, read %d, release %d\n", ("open" in fop_returns),
	       ("nfs_file_read" in fop_returns), ("nfs_file_release" in fop_returns))
	printf("aop.entries: write_begin %d, write_end %d\n", ("nfs_write_begin" in aop_entries),
	       ("nfs_write_end" in aop_entries))
	printf("aop.return: write_begin %d, write_end %d\n", ("nfs_write_begin" in aop_returns),
	       ("nfs_write_end" in aop_returns))
	println(write_begin)
}
=== EXPECT
fop.entries: open 1, read 1, release 1
fop.return: open 1, read 1, release 1
aop.entries: write_begin 1, write_end 1
aop.return: write_begin 1, write_end 1
nfs.aop.write_begin.return(0)
