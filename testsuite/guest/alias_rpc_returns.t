# The sunrpc.*.return points over an NFSv4.2 mount of the guest's own
# server (as alias_nfs makes it), through stap's groups sunrpc.return
# (sunrpc.clnt.return, sunrpc.svc.return, sunrpc.sched.return) and
# sunrpc.entry: each return's name, and its retstr as stap's shows it:
# the new client, service and task in hex, svc_authorise's int in
# decimal, "N/A" where the function returns nothing (svc_process,
# svc_recv and svc_send are ints on 6.1, "<NA>" on 6.12, as stap's).
=== CMD /bin/bash -c 'ip link set lo up; modprobe nfsd && modprobe nfsv4 || exit 1; mount -t nfsd nfsd /proc/fs/nfsd || exit 1; mkdir -p /tmp/nfsexp /tmp/nfsmnt && mount -t tmpfs tmpfs /tmp/nfsexp || exit 1; printf "hello nfs\n" > /tmp/nfsexp/file; echo 10 > /proc/fs/nfsd/nfsv4leasetime; echo 10 > /proc/fs/nfsd/nfsv4gracetime; echo "-3 +4 +4.1 +4.2" > /proc/fs/nfsd/versions; echo "tcp 2049" > /proc/fs/nfsd/portlist; echo 1 > /proc/fs/nfsd/threads || exit 1; echo "nfsd 127.0.0.1 2147483647 tapc" > /proc/net/rpc/auth.unix.ip/channel; echo "tapc /tmp/nfsexp 2147483647 9218 65534 65534 0" > /proc/net/rpc/nfsd.export/channel; echo "tapc 1 \\x00000000 2147483647 /tmp/nfsexp" > /proc/net/rpc/nfsd.fh/channel; mount -t nfs4 -o vers=4.2,addr=127.0.0.1,clientaddr=127.0.0.1 127.0.0.1:/ /tmp/nfsmnt && dd if=/tmp/nfsmnt/file of=/dev/null bs=4096 count=1 2>/dev/null && cat /tmp/nfsmnt/file > /dev/null && printf "written\n" > /tmp/nfsmnt/new && mv /tmp/nfsmnt/new /tmp/nfsmnt/renamed && rm /tmp/nfsmnt/renamed; s=$?; umount /tmp/nfsmnt; echo 0 > /proc/fs/nfsd/threads; umount /proc/fs/nfsd; umount /tmp/nfsexp; rmdir /tmp/nfsexp /tmp/nfsmnt; modprobe -r nfsv4 nfsd; modprobe -r sunrpc; exit $s'
=== TIMEOUT 300
=== PROG
global seen, entries

probe sunrpc.return {
	# (a client rpc_create failed to make, an error, is left out: the
	# mount makes some that fail on some runs)
	if ((name == "sunrpc.clnt.create_client.return" && retstr =~ "^0x") ||
	    name == "sunrpc.clnt.shutdown_client.return" ||
	    name == "sunrpc.svc.create.return" || name == "sunrpc.svc.destroy.return" ||
	    name == "sunrpc.svc.authorise.return" || name == "sunrpc.svc.process.return" ||
	    name == "sunrpc.svc.recv.return" || name == "sunrpc.svc.send.return" ||
	    name == "sunrpc.sched.new_task.return" ||
	    name == "sunrpc.sched.execute.return")
		seen[name, retstr =~ "^0x[0-9a-f]+$" ? "pointer"
			   : retstr =~ "^-?[0-9]+( \\([A-Z]+\\))?$" ? "number" : retstr] = 1
}
probe sunrpc.entry {
	entries[name] = 1
}
probe end {
	foreach ([n, r] in seen)
		printf("%s %s\n", n, r)
	printf("sunrpc.entry: create_client %d, svc.create %d, new_task %d\n",
	       ["sunrpc.clnt.create_client"] in entries, ["sunrpc.svc.create"] in entries,
	       ["sunrpc.sched.new_task"] in entries)
}
=== FILTER
sort
=== EXPECT_REGEX
sunrpc\.clnt\.create_client\.return pointer
sunrpc\.clnt\.shutdown_client\.return N/A
sunrpc\.entry: create_client 1, svc\.create 1, new_task 1
sunrpc\.sched\.execute\.return N/A
sunrpc\.sched\.new_task\.return pointer
sunrpc\.svc\.authorise\.return number
sunrpc\.svc\.create\.return pointer
sunrpc\.svc\.destroy\.return N/A
sunrpc\.svc\.process\.return (number|<NA>)
sunrpc\.svc\.recv\.return (number|<NA>)
sunrpc\.svc\.send\.return (number|<NA>)
