# The SNMP counters' aliases (tcpmib.*, linuxmib.*, ipmib.*) under
# inet_ops on the loopback device with an MTU of 1500: its TCP
# connection opened (ActiveOpens by the client, PassiveOpens of the
# server's new socket), both ends established and then torn down by the
# client's disconnect (CurrEstab +1 and -1 each, EstabResets of each, the
# client's reset: OutRsts), segments in and out; a datagram of 3000 bytes
# sent in fragments (FragOKs) and reassembled (ReasmReqds), an IP packet
# of a protocol nothing takes (InUnknownProtos); packets in and out
# (InReceives, OutRequests). Each counted by the tapset's own globals
# (ActiveOpens[1], ...) as the default filters key them (1, as stap's).
=== CMD /bin/bash -c 'ip link set lo up; ip link set lo mtu 1500; @PROGS@/inet_ops more; ip link set lo mtu 65536'
=== PROG
global seen

probe tcpmib.ActiveOpens, tcpmib.PassiveOpens {
	if (tcpmib_local_port(sk) == 47001 || tcpmib_remote_port(sk) == 47001)
		printf("%s: port 47001, op %d\n", ppfunc(), op)
}
probe tcpmib.CurrEstab {
	if (tcpmib_local_port(sk) == 47001)
		printf("CurrEstab: the server's, op %d\n", op)
	else if (tcpmib_remote_port(sk) == 47001)
		printf("CurrEstab: the client's, op %d\n", op)
}
probe tcpmib.EstabResets {
	if (tcpmib_local_port(sk) == 47001 || tcpmib_remote_port(sk) == 47001)
		seen["EstabResets"] += op
}
probe tcpmib.OutRsts {
	if (sk && tcpmib_remote_port(sk) == 47001)
		printf("OutRsts: the client's, op %d\n", op)
}
probe tcpmib.InSegs {
	if (tcpmib_local_port(sk) == 47001)
		seen["InSegs"]++
}
probe tcpmib.OutSegs {
	if (tcpmib_remote_port(sk) == 47001)
		seen["OutSegs"]++
}
probe tcpmib.AttemptFails, tcpmib.RetransSegs, linuxmib.ListenDrops,
      linuxmib.ListenOverflows {
	if (tcpmib_local_port(sk) == 47001 || tcpmib_remote_port(sk) == 47001)
		printf("unexpected: %s\n", pp())
}
probe ipmib.FragOKs {
	if (execname() == "inet_ops")
		seen["FragOKs"] += op
}
probe ipmib.ReasmReqds {
	if (ipmib_get_proto(skb) == 17)
		seen["ReasmReqds"]++
}
probe ipmib.InUnknownProtos {
	if (ipmib_get_proto(skb) == 253)
		printf("InUnknownProtos: protocol %d from %s, op %d\n", ipmib_get_proto(skb),
		       ip_ntop(htonl(ipmib_remote_addr(skb, 0))), op)
}
probe ipmib.InReceives {
	if (ipmib_get_proto(skb) == 6)
		seen["InReceives"]++
}
probe ipmib.OutRequests {
	if (execname() == "inet_ops")
		seen["OutRequests"]++
}
probe end {
	printf("ActiveOpens[1] %d, PassiveOpens[1] %d\n", ActiveOpens[1] > 0, PassiveOpens[1] > 0)
	printf("EstabResets %d\n", seen["EstabResets"])
	printf("InSegs %d, OutSegs %d\n", seen["InSegs"] > 0, seen["OutSegs"] > 0)
	printf("FragOKs %d, ReasmReqds %d\n", seen["FragOKs"], seen["ReasmReqds"] > 1)
	printf("InReceives %d, OutRequests %d, counted %d %d\n", seen["InReceives"] > 0,
	       seen["OutRequests"] > 0, InReceives[1] >= seen["InReceives"],
	       OutRequests[1] >= seen["OutRequests"])
}
=== FILTER
sort
=== EXPECT
ActiveOpens[1] 1, PassiveOpens[1] 1
CurrEstab: the client's, op -1
CurrEstab: the client's, op 1
CurrEstab: the server's, op -1
CurrEstab: the server's, op 1
EstabResets 2
FragOKs 1, ReasmReqds 1
InReceives 1, OutRequests 1, counted 1 1
InSegs 1, OutSegs 1
InUnknownProtos: protocol 253 from 127.0.0.1, op 1
OutRsts: the client's, op 1
tcp_connect: port 47001, op 1
tcp_create_openreq_child: port 47001, op 1
