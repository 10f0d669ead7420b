# The SNMP helpers of stap's ipmib.stp and tcpmib.stp (tapc's snmp.stp),
# each by stap 5.6's rule (its tapset sources; stap-reference cannot build
# them without the kernel's DWARF), on sockets and packets whose values
# are known (progs/udp_mib.c): a UDP socket's addresses, ports and state
# at udp_sendmsg; its packet's protocol, addresses and ports both ways at
# ip_finish_output2; a packet with 4 bytes of IP options, whose "ports"
# stap reads at 20 bytes past the IP header's start, in the options
# (NOP NOP: 257, NOP END: 256); an IPv6 socket, whose addresses stap
# gives as the addresses of its IPv6 addresses through ntohl, and a Unix
# socket (0: no address family of IP), in the connected state. The IPv6
# socket is unconnected: its local port is the one sendto bound it to,
# its remote port 0, its state TCP_CLOSE.
=== CMD @PROGS@/udp_mib
=== PROG
global v4, pkt, v6, unix_done

probe kprobe.function("udp_sendmsg") {
	if (pid() != target())
		next
	sk = pointer_arg(1)
	printf("udp %d: state %d, local %s:%d, remote %s:%d\n", ++v4, tcpmib_get_state(sk),
	       ip_ntop(htonl(tcpmib_local_addr(sk))), tcpmib_local_port(sk),
	       ip_ntop(htonl(tcpmib_remote_addr(sk))), tcpmib_remote_port(sk))
}
probe kprobe.function("ip_finish_output2") {
	if (pid() != target())
		next
	skb = pointer_arg(3)
	# the UDP packets (not the ICMP errors the loopback sends back)
	if (ipmib_get_proto(skb) != 17)
		next
	printf("packet %d: proto %d, local %s:%d, remote %s:%d; received: local %s:%d, remote %s:%d\n",
	       ++pkt, ipmib_get_proto(skb),
	       ip_ntop(htonl(ipmib_local_addr(skb, 1))), ipmib_tcp_local_port(skb, 1),
	       ip_ntop(htonl(ipmib_remote_addr(skb, 1))), ipmib_tcp_remote_port(skb, 1),
	       ip_ntop(htonl(ipmib_local_addr(skb, 0))), ipmib_tcp_local_port(skb, 0),
	       ip_ntop(htonl(ipmib_remote_addr(skb, 0))), ipmib_tcp_remote_port(skb, 0))
}
probe kprobe.function("udpv6_sendmsg") {
	if (pid() != target() || v6++)
		next
	sk = pointer_arg(1)
	printf("udp6: local is its address's address %d, remote %d, ports %d %d, state %d\n",
	       tcpmib_local_addr(sk) == ntohl(&@cast(sk, "inet_sock")->pinet6->saddr),
	       tcpmib_remote_addr(sk) == ntohl(&@cast(sk, "sock")->__sk_common->skc_v6_daddr),
	       tcpmib_local_port(sk) == @cast(sk, "sock")->__sk_common->skc_num && tcpmib_local_port(sk) > 0,
	       tcpmib_remote_port(sk), tcpmib_get_state(sk))
}
probe kprobe.function("unix_dgram_sendmsg") {
	if (pid() != target() || unix_done++)
		next
	sk = @cast(pointer_arg(1), "socket")->sk
	printf("unix: local %d, remote %d, state %d\n", tcpmib_local_addr(sk),
	       tcpmib_remote_addr(sk), tcpmib_get_state(sk))
}
=== EXPECT
udp 1: state 1, local 127.0.0.1:5555, remote 127.0.0.1:5556
packet 1: proto 17, local 127.0.0.1:5555, remote 127.0.0.1:5556; received: local 127.0.0.1:5556, remote 127.0.0.1:5555
udp 2: state 1, local 127.0.0.1:5557, remote 127.0.0.1:5558
packet 2: proto 17, local 127.0.0.1:257, remote 127.0.0.1:256; received: local 127.0.0.1:256, remote 127.0.0.1:257
udp6: local is its address's address 1, remote 1, ports 1 0, state 7
unix: local 0, remote 0, state 1
