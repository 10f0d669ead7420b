# Guru mode's $verdict: a hook at NF_INET_LOCAL_OUT that returns NF_DROP
# (the alias's nf_drop) for UDP to port 5556 drops the datagram of
# progs/udp_send.c, whose send(2) then fails with EPERM, and which no
# hook sees come in; other packets keep NF_ACCEPT.
=== ARGS -g
=== CMD @PROGS@/udp_send
=== PROG
global dropped, arrived

probe netfilter.ip.local_out {
	if (protocol == ipproto_udp && dport == 5556) {
		$verdict = nf_drop
		dropped++
	}
}
probe netfilter.ip.local_in {
	if (protocol == ipproto_udp && dport == 5556)
		arrived++
}
probe syscall.sendto.return {
	if (pid() == target())
		printf("send: %s\n", errno_str(-retval))
}
probe end {
	printf("dropped %d, arrived %d\n", dropped, arrived)
}
=== EXPECT
send: EPERM
dropped 1, arrived 0
