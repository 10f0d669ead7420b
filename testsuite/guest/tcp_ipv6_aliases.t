# tcp.setsockopt and tcp.receive as stap's, each of its IPv4 and IPv6
# points, name saying which: an IPv6 TCP socket's IPV6_V6ONLY (level 41,
# option 26) reaches tcp_setsockopt (tcp.ipv4.setsockopt, by TCP's option
# names: UNDEF_SOCKOPT(26)) and ipv6_setsockopt (tcp.ipv6.setsockopt:
# IPV6_V6ONLY), its TCP_NODELAY tcp_setsockopt alone; its connect to a
# closed port of ::1 is a SYN and a RST back (tcp.ipv6.receive: family 10,
# protocol 6, the addresses in full, the RST's ackseq the SYN's seq + 1,
# its seq and window 0).
=== CMD /bin/bash -c 'ip link set lo up; python3 -c "import socket; s = socket.socket(socket.AF_INET6, socket.SOCK_STREAM); s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1); s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1); s.connect_ex((\"::1\", 47003))"'
=== PROG
global synseq

probe tcp.setsockopt {
	if (execname() == "python3")
		printf("%s: family %d level %d optname %d %s optlen %d\n", name, family,
		       level, optname, optstr, optlen)
}
probe tcp.setsockopt.return {
	if (execname() == "python3")
		printf("%s.return: %d\n", name, ret)
}
probe tcp.receive {
	if (syn && dport == 47003) {
		synseq = seq
		printf("%s: SYN %s to %s port %d family %d protocol %d ack %d rst %d window > 0 %d\n",
		       name, saddr, daddr, dport, family, protocol, ack, rst, window > 0)
	} else if (rst && sport == 47003)
		printf("%s: RST %s to %s port %d family %d protocol %d ack %d seq %d window %d, ackseq the SYN's + 1 %d\n",
		       name, saddr, daddr, sport, family, protocol, ack, seq, window,
		       ackseq == ((synseq + 1) & 0xffffffff))
}
=== FILTER
sort
=== EXPECT
tcp.ipv4.setsockopt.return: 0
tcp.ipv4.setsockopt.return: 0
tcp.ipv4.setsockopt: family 10 level 41 optname 26 UNDEF_SOCKOPT(26) optlen 4
tcp.ipv4.setsockopt: family 10 level 6 optname 1 TCP_NODELAY optlen 4
tcp.ipv6.receive: RST 0000:0000:0000:0000:0000:0000:0000:0001 to 0000:0000:0000:0000:0000:0000:0000:0001 port 47003 family 10 protocol 6 ack 1 seq 0 window 0, ackseq the SYN's + 1 1
tcp.ipv6.receive: SYN 0000:0000:0000:0000:0000:0000:0000:0001 to 0000:0000:0000:0000:0000:0000:0000:0001 port 47003 family 10 protocol 6 ack 0 rst 0 window > 0 1
tcp.ipv6.setsockopt.return: 0
tcp.ipv6.setsockopt: family 10 level 41 optname 26 IPV6_V6ONLY optlen 4
