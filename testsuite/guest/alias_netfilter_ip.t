# netfilter.ip.* on one UDP datagram "ping" from 127.0.0.1:5555 to
# 127.0.0.1:5556 over the loopback device (progs/udp_send.c): seen going
# out (local_out, then post_routing, towards lo) and coming in
# (pre_routing, then local_in, from lo), each time with its addresses,
# ports, protocol and family, its 32 bytes (an IPv4 header of 20 with
# that total length, UDP's 8, the 4 of "ping"), no TCP flags; no hook
# forwards it.
=== CMD @PROGS@/udp_send
=== PROG
global forwarded

function show(hook:string, pf:string, saddr:string, sport:long, daddr:string,
	      dport:long, protocol:long, family:long, length:long, hex:string,
	      text:string, flags:long, indev:string, outdev:string) {
	printf("%s: %s %s:%d -> %s:%d protocol %d family %d, %d bytes, header %s, ends in ping %d, flags %d, in \"%s\" out \"%s\"\n",
	       hook, pf, saddr, sport, daddr, dport, protocol, family, length,
	       substr(hex, 0, 8), text =~ "ping$", flags, indev, outdev)
}
probe netfilter.ip.local_out, netfilter.ip.post_routing, netfilter.ip.pre_routing,
      netfilter.ip.local_in {
	if (protocol != ipproto_udp || sport != 5555)
		next
	show(pn(), pf, saddr, sport, daddr, dport, protocol, family, length,
	     data_hex, data_str, syn + ack + fin + rst + psh + urg, indev_name,
	     outdev_name)
}
probe netfilter.ip.forward {
	if (protocol == ipproto_udp && sport == 5555)
		forwarded++
}
probe end {
	printf("forwarded %d\n", forwarded)
}
=== EXPECT
netfilter.ip.local_out: ipv4 127.0.0.1:5555 -> 127.0.0.1:5556 protocol 17 family 2, 32 bytes, header 45000020, ends in ping 1, flags 0, in "" out "lo"
netfilter.ip.post_routing: ipv4 127.0.0.1:5555 -> 127.0.0.1:5556 protocol 17 family 2, 32 bytes, header 45000020, ends in ping 1, flags 0, in "" out "lo"
netfilter.ip.pre_routing: ipv4 127.0.0.1:5555 -> 127.0.0.1:5556 protocol 17 family 2, 32 bytes, header 45000020, ends in ping 1, flags 0, in "lo" out ""
netfilter.ip.local_in: ipv4 127.0.0.1:5555 -> 127.0.0.1:5556 protocol 17 family 2, 32 bytes, header 45000020, ends in ping 1, flags 0, in "lo" out ""
forwarded 0
