# ns_pid, ns_tid, ns_ppid, ns_pgrp, ns_sid, ns_uid, ns_euid, ns_gid, ns_egid
# (context-namespaces.stp of stap): the ids as the namespaces of the
# session's runner see them (stap's target namespaces, those of staprun by
# default). A process in a pid namespace of its own (unshare -p) is seen
# by the numbers of the runner's: its outer pid (the first of its NSpid
# in /proc/PID/status, read once its /proc/PID/syscall shows it in its
# nanosleep; then it is killed), not its own 1; its parent, group and
# session too.
=== CMD /bin/sh -c 'unshare -p -f sleep 2 & u=$!; until { read c x < /proc/$u/task/$u/children; [ -n "$c" ]; } && read -r n _ < /proc/$c/syscall && { [ "$n" = 230 ] || [ "$n" = 35 ]; }; do :; done 2>/dev/null; grep -E "^(NSpid|NSpgid|NSsid|PPid|Uid|Gid):" /proc/$c/status; kill -KILL $c; wait; :'
=== TIMEOUT 60
=== PROG
probe syscall.clock_nanosleep, syscall.nanosleep {
	if (execname() != "sleep" || !isinstr(argstr, "[2.000000000]"))
		next
	printf("ns %d %d %d %d %d\n", ns_pid(), ns_pgrp(), ns_sid(), ns_ppid(), ns_uid())
	printf("same %d %d %d %d %d %d %d %d %d\n", ns_pid() == pid(), ns_tid() == tid(), ns_ppid() == ppid(),
	       ns_pgrp() == pgrp(), ns_sid() == sid(), ns_uid() == uid(), ns_euid() == euid(), ns_gid() == gid(),
	       ns_egid() == egid())
}
=== FILTER
awk '
$1 == "ns" { ns = $2 " " $3 " " $4 " " $5 " " $6; next }
$1 == "NSpid:" { p = $2; inner = $3; next }
$1 == "NSpgid:" { g = $2; next }
$1 == "NSsid:" { s = $2; next }
$1 == "PPid:" { pp = $2; next }
$1 == "Uid:" { u = $2; next }
$1 == "Gid:" { next }
{ print }
END { print "status agrees: " (ns == p " " g " " s " " pp " " u); print "own pid " inner }'
=== EXPECT
same 1 1 1 1 1 1 1 1 1
status agrees: 1
own pid 1
