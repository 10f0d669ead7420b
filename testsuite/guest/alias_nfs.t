# The NFS client, server and RPC aliases over an NFSv4.2 mount of the
# guest's own server on the loopback device, made with the kernel alone:
# nfsd started through /proc/fs/nfsd (NFSv4 only, so that no rpcbind is
# needed; lease and grace 10 s, the grace ended at once as nfsdcld ends
# it when no client has state to reclaim: through v4_end_grace, which
# needs a client tracker, the kernel's own one in a recovery directory
# made for it; a kernel built without that tracker, which has no
# nfsv4recoverydir (7.2: NFSD_LEGACY_CLIENT_TRACKING off), refuses to
# end it without one, and the case waits until v4_end_grace says it
# ended, 10 s on), a tmpfs exported to 127.0.0.1 by
# writing its entries into the kernel's export caches (auth.unix.ip,
# nfsd.export, nfsd.fh: fsid 0, the NFSv4 root), and mount(2) with its
# text options. On it the 10-byte "file" is read (dd of 4096 bytes, then
# cat: the second open goes through the file's open, the first is
# atomic), "new" written with 8 bytes, renamed "renamed" and removed;
# each seen on the client (nfs.fop.*, nfs.proc.*: the server
# 127.0.0.1, NFSv4 over TCP), on the server (nfsd.*, nfsd.proc.*: from
# 127.0.0.1, the file's dentry through fh) and in between (sunrpc.*:
# program 100003 on port 2049), with the bytes asked and done; the
# client shut down at the unmount, the service destroyed with the
# threads, the modules removed; nfsd.proc.entries names the point it is.
# Where 7.x's nfsd no longer gives nfsd_open_verified the request or
# nfsd_vfs_write a kvec array, nfsd.open's client_ip is "N/A" and
# nfsd.write's vec and vlen 0, as stap 5.6 says what it cannot know
# (its nfsd.close's client_ip, its nfsd.write's vec and vlen).
# Over the same mount, in the same run (one mount, one wait for nfsd's
# grace period, where each once had its own case):
# stap's groups of the NFS client's points: nfs.fop.entries and
# nfs.fop.return (any file operation as it starts and returns),
# nfs.aop.entries and nfs.aop.return (any address space operation), each
# firing with the point it is, and nfs.aop.write_begin.return's name and
# result;
# the sunrpc.*.return points through stap's groups sunrpc.return
# (sunrpc.clnt.return, sunrpc.svc.return, sunrpc.sched.return) and
# sunrpc.entry: each return's name, and its retstr as stap's shows it:
# the new client, service and task in hex, svc_authorise's int in
# decimal, "N/A" where the function returns nothing (svc_process,
# svc_recv and svc_send are ints on 6.1, "<NA>" on 6.12, as stap's),
# and the entries' argstr, their values in stap's order;
# sunrpc.clnt.call_sync at the mount's CREATE_SESSION (its flags'
# RPC_TASK_TIMEOUT and RPC_TASK_NO_ROUND_ROBIN), where the module's BTF
# describes rpc_call_sync (6.1, 6.12) and where it does not (7.2: read
# from the registers of its entry), and its return.
=== CMD /bin/bash -c 'ip link set lo up; modprobe nfsd && modprobe nfsv4 || exit 1; mount -t nfsd nfsd /proc/fs/nfsd || exit 1; mkdir -p /tmp/nfsexp /tmp/nfsmnt && mount -t tmpfs tmpfs /tmp/nfsexp || exit 1; printf "hello nfs\n" > /tmp/nfsexp/file; if [ -e /proc/fs/nfsd/nfsv4recoverydir ]; then mkdir -p /tmp/nfsv4recovery && echo /tmp/nfsv4recovery > /proc/fs/nfsd/nfsv4recoverydir || exit 1; fi; echo 10 > /proc/fs/nfsd/nfsv4leasetime; echo 10 > /proc/fs/nfsd/nfsv4gracetime; echo "-3 +4 +4.1 +4.2" > /proc/fs/nfsd/versions; echo "tcp 2049" > /proc/fs/nfsd/portlist; echo 1 > /proc/fs/nfsd/threads || exit 1; if [ -e /proc/fs/nfsd/nfsv4recoverydir ]; then echo Y > /proc/fs/nfsd/v4_end_grace || exit 1; else until grep -q Y /proc/fs/nfsd/v4_end_grace; do sleep 1; done; fi; echo "nfsd 127.0.0.1 2147483647 tapc" > /proc/net/rpc/auth.unix.ip/channel; echo "tapc /tmp/nfsexp 2147483647 9218 65534 65534 0" > /proc/net/rpc/nfsd.export/channel; echo "tapc 1 \\x00000000 2147483647 /tmp/nfsexp" > /proc/net/rpc/nfsd.fh/channel; mount -t nfs4 -o vers=4.2,addr=127.0.0.1,clientaddr=127.0.0.1 127.0.0.1:/ /tmp/nfsmnt && dd if=/tmp/nfsmnt/file of=/dev/null bs=4096 count=1 2>/dev/null && cat /tmp/nfsmnt/file > /dev/null && printf "written\n" > /tmp/nfsmnt/new && mv /tmp/nfsmnt/new /tmp/nfsmnt/renamed && rm /tmp/nfsmnt/renamed; s=$?; umount /tmp/nfsmnt; echo 0 > /proc/fs/nfsd/threads; umount /proc/fs/nfsd; umount /tmp/nfsexp; rmdir /tmp/nfsexp /tmp/nfsmnt; rm -rf /tmp/nfsv4recovery; modprobe -r nfsv4 nfsd; modprobe -r sunrpc; exit $s'
=== TIMEOUT 300
=== PROG
global out, fop_entries, fop_returns, aop_entries, aop_returns, write_begin, seen, entries
global create_argstr, argstr_ok, xid_ok

function put(key:string, line:string) {
	if (!(key in out))
		out[key] = line
}
probe sunrpc.clnt.create_client {
	if (prog == 100003)
		put("a create_client", sprintf("%s %d v%d server %s port %d prot %d auth %d", progname, prog, vers, servername, port, prot, authflavor))
}
probe sunrpc.clnt.call_sync {
	if (prog == 100003 && procname == "CREATE_SESSION")
		put("a~call_sync", sprintf("%s %s %d v%d proc %d %s server %s port %d prot %d flags 0x%x",
					   name, progname, prog, vers, proc, procname, servername,
					   port, prot, flags & 0x1100))
}
probe nfsd.dispatch {
	if (proc == 1)
		put("b dispatch", sprintf("prog %d v%d proc %d proto %d from %s xid %d", prog, version, proc, proto, client_ip, xid != 0))
}
probe sunrpc.svc.process {
	if (rq_prog == 100003 && rq_proc == 1)
		put("c svc.process", sprintf("%s %d v%d proc %d prot %d peer %s threads %d", sv_name, rq_prog, rq_vers, rq_proc, rq_prot, ip_ntop(peer_ip), sv_nrthreads))
}
probe nfs.proc.open {
	if (filename == "file")
		put("d proc.open", sprintf("%s mode %d flag %#o v%d %s prot %d", filename, mode, flag & 3, version, server_ip, prot))
}
probe nfs.fop.open {
	if (file_name == "file")
		put("e fop.open", sprintf("%s flag %#o size %d", file_name, flag & 3, i_size))
}
probe nfsd.open {
	if (type == 0100000)
		put("f nfsd.open", sprintf("type %#o access %d from 127.0.0.1, N/A where the kernel gives no request %d fh %d",
		    type, access & 3, client_ip == (@defined($rqstp) ? "127.0.0.1" : "N/A"),
		    fh =~ "^[0-9]+: [0-9a-f]{8}"))
}
probe nfs.fop.read_iter {
	if (file_name == "file")
		put("g read_iter", sprintf("%s in %s pos %d count %d", file_name, parent_name, pos, count))
}
probe nfs.proc.read_setup {
	put("h read_setup", sprintf("v%d offset %d count %d %s prot %d", version, offset, count, server_ip, prot))
}
probe nfsd.proc.read {
	put("i nfsd.proc.read", sprintf("%s offset %d count %d v%d proto %d uid %d gid %d from %s", d_name(fh->fh_dentry), offset, count, version, proto, uid, gid, client_ip))
}
probe nfsd.read {
	put("j nfsd.read", sprintf("offset %d count %d file %d from %s", offset, count, file != 0, client_ip))
}
probe nfs.proc.read_done {
	put("k read_done", sprintf("v%d status %d count %d", version, status, count))
}
probe nfsd.createv3 {
	put("l createv3", sprintf("%s len %d mode %d from %s", filename, filelen, createmode, client_ip))
}
probe nfs.fop.write_iter {
	if (file_name == "new")
		put("m write_iter", sprintf("%s pos %d count %d", file_name, pos, count))
}
probe nfs.proc.write_setup {
	put("n write_setup", sprintf("v%d offset %d count %d how %d", version, offset, count, how))
}
probe nfsd.proc.write {
	put("o nfsd.proc.write", sprintf("%s offset %d count %d stable %d", d_name(fh->fh_dentry), offset, count, stable))
}
probe nfsd.write {
	put("p nfsd.write", sprintf("offset %d count %d vlen 1, 0 where the kernel gives an xdr_buf %d", offset, count,
	    vlen == (@defined($vlen) ? 1 : 0)))
}
probe nfs.proc.write_done {
	put("q write_done", sprintf("v%d status %d count %d", version, status, count))
}
probe nfs.proc.rename {
	put("r proc.rename", sprintf("%s -> %s (%d, %d)", old_name, new_name, old_filelen, new_filelen))
}
probe nfsd.proc.rename {
	put("s nfsd.proc.rename", sprintf("%s -> %s (%d, %d)", filename, tname, flen, tlen))
}
probe nfsd.rename {
	put("t nfsd.rename", sprintf("%s -> %s (%d, %d)", filename, tname, flen, tlen))
}
probe nfs.proc.rename_done {
	put("u rename_done", sprintf("v%d status %d", version, status))
}
probe nfs.proc.remove {
	put("v proc.remove", sprintf("%s (%d)", filename, filelen))
}
probe nfsd.proc.remove {
	put("w nfsd.proc.remove", sprintf("%s (%d)", filename, filelen))
}
probe nfsd.proc.entries {
	if (name == "nfsd.proc.remove")
		put("w~entries", sprintf("%s %s from %s", name, argstr, client_ip))
}
probe nfsd.unlink {
	put("x nfsd.unlink", sprintf("%s (%d)", filename, filelen))
}
probe sunrpc.clnt.shutdown_client {
	if (prog == 100003)
		put("y shutdown_client", sprintf("%s %d v%d server %s ops %d rpccnt %d", progname, prog, vers, servername, om_ops > 0, rpccnt > 0))
}
probe sunrpc.svc.destroy {
	if (sv_name == "nfsd")
		put("z svc.destroy", sprintf("%s %s %d rpccnt %d", sv_name, sv_progname, sv_prog, rpccnt > 0))
}

// stap's groups of the client's points
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

// the sunrpc.*.return points, through stap's groups
probe sunrpc.return {
	# (a client rpc_create failed to make, an error, is left out: the
	# mount makes some that fail on some runs)
	if ((name == "sunrpc.clnt.create_client.return" && retstr =~ "^0x") ||
	    name == "sunrpc.clnt.shutdown_client.return" ||
	    name == "sunrpc.svc.create.return" || name == "sunrpc.svc.destroy.return" ||
	    name == "sunrpc.svc.authorise.return" || name == "sunrpc.svc.process.return" ||
	    name == "sunrpc.svc.recv.return" || name == "sunrpc.svc.send.return" ||
	    name == "sunrpc.sched.new_task.return" || name == "sunrpc.clnt.call_sync.return" ||
	    name == "sunrpc.sched.execute.return")
		seen[name, retstr =~ "^0x[0-9a-f]+$" ? "pointer"
			   : retstr =~ "^-?[0-9]+( \\([A-Z]+\\))?$" ? "number" : retstr] = 1
}
probe sunrpc.entry {
	entries[name] = 1
	# argstr, the point's values in stap's order
	if (name == "sunrpc.clnt.create_client" && argstr =~ " 100003 " && create_argstr == "")
		create_argstr = argstr
	if (name == "sunrpc.sched.new_task" && argstr =~ "^[0-9]+ 100003 4 6 [0-9]+$")
		argstr_ok["new_task"] = 1
	if (name == "sunrpc.svc.create" && argstr =~ "^nfsd 100003 [0-9]+ [0-9]+$")
		argstr_ok["svc.create"] = 1
}
// the task points' xid is the one the client's transport holds, as
// stap's (a hit where it is, at least: another task may take one between
// the two reads)
probe sunrpc.sched.new_task {
	if (prog == 100003 && xid == $setup_data->rpc_client->cl_xprt->xid)
		xid_ok[name] = 1
}
probe sunrpc.sched.execute {
	if (prog == 100003 && xid == $task->tk_client->cl_xprt->xid)
		xid_ok[name] = 1
}
probe end {
	foreach (k+ in out)
		printf("%s: %s\n", substr(k, 2, 100), out[k])
	printf("fop.entries: open %d, read %d, release %d\n", ("open" in fop_entries),
	       ("nfs_file_read" in fop_entries), ("nfs_file_release" in fop_entries))
	printf("fop.return: open %d, read %d, release %d\n", ("open" in fop_returns),
	       ("nfs_file_read" in fop_returns), ("nfs_file_release" in fop_returns))
	printf("aop.entries: write_begin %d, write_end %d\n", ("nfs_write_begin" in aop_entries),
	       ("nfs_write_end" in aop_entries))
	printf("aop.return: write_begin %d, write_end %d\n", ("nfs_write_begin" in aop_returns),
	       ("nfs_write_end" in aop_returns))
	println(write_begin)
	foreach ([n+, r] in seen)
		printf("%s %s\n", n, r)
	printf("sunrpc.entry: create_client %d, svc.create %d, new_task %d\n",
	       ["sunrpc.clnt.create_client"] in entries, ["sunrpc.svc.create"] in entries,
	       ["sunrpc.sched.new_task"] in entries)
	printf("argstr: create_client %s\n", create_argstr)
	printf("argstr: new_task %d, svc.create %d\n", ["new_task"] in argstr_ok,
	       ["svc.create"] in argstr_ok)
	printf("xid of the transport: new_task %d, execute %d\n",
	       ["sunrpc.sched.new_task"] in xid_ok, ["sunrpc.sched.execute"] in xid_ok)
}
=== EXPECT_REGEX
create_client: nfs 100003 v4 server 127\.0\.0\.1 port 2049 prot 6 auth 390004
call_sync: sunrpc\.clnt\.call_sync nfs 100003 v4 proc 1 CREATE_SESSION server 127\.0\.0\.1 port 2049 prot 6 flags 0x1100
dispatch: prog 100003 v4 proc 1 proto 6 from 127\.0\.0\.1 xid 1
svc\.process: nfsd 100003 v4 proc 1 prot 6 peer 127\.0\.0\.1 threads 1
proc\.open: file mode 1 flag 00 v4 127\.0\.0\.1 prot 6
fop\.open: file flag 00 size 10
nfsd\.open: type 0100000 access 0 from 127\.0\.0\.1, N/A where the kernel gives no request 1 fh 1
read_iter: file in / pos 0 count 4096
read_setup: v4 offset 0 count 4096 127\.0\.0\.1 prot 6
nfsd\.proc\.read: file offset 0 count 4096 v4 proto 6 uid 0 gid 0 from 127\.0\.0\.1
nfsd\.read: offset 0 count 4096 file 1 from 127\.0\.0\.1
read_done: v4 status 10 count 10
createv3: new len 3 mode 0 from 127\.0\.0\.1
write_iter: new pos 0 count 8
write_setup: v4 offset 0 count 8 how 2
nfsd\.proc\.write: new offset 0 count 8 stable 2
nfsd\.write: offset 0 count 8 vlen 1, 0 where the kernel gives an xdr_buf 1
write_done: v4 status 8 count 8
proc\.rename: new -> renamed \(3, 7\)
nfsd\.proc\.rename: new -> renamed \(3, 7\)
nfsd\.rename: new -> renamed \(3, 7\)
rename_done: v4 status 0
proc\.remove: renamed \(7\)
nfsd\.proc\.remove: renamed \(7\)
entries: nfsd\.proc\.remove renamed from 127\.0\.0\.1
nfsd\.unlink: renamed \(7\)
shutdown_client: nfs 100003 v4 server 127\.0\.0\.1 ops 1 rpccnt 1
svc\.destroy: nfsd nfsd 100003 rpccnt 1
fop\.entries: open 1, read 1, release 1
fop\.return: open 1, read 1, release 1
aop\.entries: write_begin 1, write_end 1
aop\.return: write_begin 1, write_end 1
nfs\.aop\.write_begin\.return\(0\)
sunrpc\.clnt\.call_sync\.return number
sunrpc\.clnt\.create_client\.return pointer
sunrpc\.clnt\.shutdown_client\.return N/A
sunrpc\.sched\.execute\.return N/A
sunrpc\.sched\.new_task\.return pointer
sunrpc\.svc\.authorise\.return number
sunrpc\.svc\.create\.return pointer
sunrpc\.svc\.destroy\.return N/A
sunrpc\.svc\.process\.return (number|<NA>)
sunrpc\.svc\.recv\.return (number|<NA>)
sunrpc\.svc\.send\.return (number|<NA>)
sunrpc\.entry: create_client 1, svc\.create 1, new_task 1
argstr: create_client 127\.0\.0\.1 nfs 100003 4 6 2049 390004
argstr: new_task 1, svc\.create 1
xid of the transport: new_task 1, execute 1
