# netfilter.ipv4.* and netfilter.ipv6.*, netfilter.ip.* for one family
# each (stap's tapset has them undocumented; its netfilter examples use
# them): progs/udp_send's one IPv4 datagram from 127.0.0.1:5555 to
# 127.0.0.1:5556 over the loopback device is seen once at each IPv4 hook
# it passes, with its addresses and ports, and at no IPv6 hook.
=== CMD @PROGS@/udp_send
=== PROG
global seen, ipv6

probe netfilter.ipv4.local_out, netfilter.ipv4.post_routing,
      netfilter.ipv4.pre_routing, netfilter.ipv4.local_in,
      netfilter.ipv4.forward {
	if (protocol == ipproto_udp && sport == 5555)
		seen[pn(), sprintf("%s %s:%d -> %s:%d family %d", pf, saddr, sport,
				   daddr, dport, family)]++
}
probe netfilter.ipv6.local_out, netfilter.ipv6.post_routing,
      netfilter.ipv6.pre_routing, netfilter.ipv6.local_in,
      netfilter.ipv6.forward {
	if (sport == 5555)
		ipv6++
}
probe end {
	foreach ([hook+, what] in seen)
		printf("%s: %s, %d time(s)\n", hook, what, seen[hook, what])
	printf("ipv6 %d\n", ipv6)
}
=== EXPECT
netfilter.ipv4.local_in: ipv4 127.0.0.1:5555 -> 127.0.0.1:5556 family 2, 1 time(s)
netfilter.ipv4.local_out: ipv4 127.0.0.1:5555 -> 127.0.0.1:5556 family 2, 1 time(s)
netfilter.ipv4.post_routing: ipv4 127.0.0.1:5555 -> 127.0.0.1:5556 family 2, 1 time(s)
netfilter.ipv4.pre_routing: ipv4 127.0.0.1:5555 -> 127.0.0.1:5556 family 2, 1 time(s)
ipv6 0
