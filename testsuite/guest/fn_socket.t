# A UDP socket's addresses and ports at udp_sendmsg, from the test
# program's socket bound to 127.0.0.1:5555 and connected to
# 127.0.0.1:5556, through the SNMP and socket helpers; at
# ip_finish_output2 the ipmib_* helpers read the same from its packet (the
# UDP header starts with the ports as TCP's does).
=== CMD @PROGS@/udp_send
=== PROG
global done, sent

probe kprobe.function("udp_sendmsg") {
	if (pid() != target() || done++)
		next
	sk = pointer_arg(1)
	printf("family %s, protocol %s, state %d\n",
	       sock_fam_num2str(@cast(sk, "sock")->__sk_common->skc_family),
	       sock_prot_num2str(@cast(sk, "sock")->sk_protocol), tcpmib_get_state(sk))
	printf("local %s:%d, remote %s:%d\n", ip_ntop(htonl(tcpmib_local_addr(sk))),
	       tcpmib_local_port(sk), ip_ntop(htonl(tcpmib_remote_addr(sk))),
	       tcpmib_remote_port(sk))
	printf("inet_get_local_port %d, inet_get_ip_source %s\n", inet_get_local_port(sk),
	       inet_get_ip_source(sk))
	printf("filters %d %d %d\n", tcpmib_filter_key(sk, 7), linuxmib_filter_key(sk, 8),
	       tcpmib_filter_key(0, 7))
}
probe kprobe.function("ip_finish_output2") {
	if (pid() != target() || sent++)
		next
	skb = pointer_arg(3)
	printf("packet: protocol %s, local %s:%d, remote %s:%d, filter %d\n",
	       sock_prot_num2str(ipmib_get_proto(skb)), ip_ntop(htonl(ipmib_local_addr(skb, 1))),
	       ipmib_tcp_local_port(skb, 1), ip_ntop(htonl(ipmib_remote_addr(skb, 1))),
	       ipmib_tcp_remote_port(skb, 1), ipmib_filter_key(skb, 3, 1))
	printf("seen from its receiver: local port %d\n", ipmib_tcp_local_port(skb, 0))
}
=== EXPECT
family INET, protocol UDP, state 1
local 127.0.0.1:5555, remote 127.0.0.1:5556
inet_get_local_port 5555, inet_get_ip_source 127.0.0.1
filters 1 1 0
packet: protocol UDP, local 127.0.0.1:5555, remote 127.0.0.1:5556, filter 1
seen from its receiver: local port 5556
