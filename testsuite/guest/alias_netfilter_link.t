# netfilter.bridge.* and netfilter.arp.* on links made for the case: a
# bridge with the spanning tree on and one dummy port sends its
# configuration BPDUs out of the port (netfilter.bridge.local_out: an
# 802.3 frame of the spanning tree's LLC, the bridge its own root at
# priority 32768 at no cost, its port 0x8001, the default max age 20 s,
# hello time 2 s and forward delay 15 s in 1/256 s); a UDP datagram to
# 10.99.0.2 on a dummy link of 10.99.0.1/24 asks for that address first
# (netfilter.arp.out: an Ethernet and IPv4 request from the link's
# address, to a target hardware address of zeros). Sorted: which comes
# first is the bridge's timer's.
=== CMD /bin/bash -c 'modprobe bridge && modprobe dummy || exit 1; ip link add tapcbr0 type bridge stp_state 1 && ip link add tapcd0 type dummy && ip link add tapcd1 type dummy || exit 1; ip link set tapcd0 master tapcbr0; ip link set tapcd0 up; ip link set tapcbr0 up; ip link set tapcd1 arp on; ip addr add 10.99.0.1/24 dev tapcd1; ip link set tapcd1 up; echo x > /dev/udp/10.99.0.2/9; sleep 5; ip link del tapcd1; ip link del tapcd0; ip link del tapcbr0; modprobe -r dummy'
=== PROG
global bpdus, arps

# A device's hardware address, as the aliases print one.
function mac:string (dev:long) {
	a = @cast(dev, "net_device", "kernel")->dev_addr
	return sprintf("%02x:%02x:%02x:%02x:%02x:%02x", kernel_char(a) & 255,
		       kernel_char(a + 1) & 255, kernel_char(a + 2) & 255,
		       kernel_char(a + 3) & 255, kernel_char(a + 4) & 255,
		       kernel_char(a + 5) & 255)
}

probe netfilter.bridge.local_out {
	if (outdev_name != "tapcd0" || bpdus++)
		next
	printf("bridge.local_out: %s out %s, protocol 0x%x, llc 0x%x, stp 0x%x, prid %d vid %d type %d flags %d\n",
	       pf, outdev_name, protocol, kernel_char(llcpdu) & 0xff, llcproto_stp,
	       br_prid, br_vid, br_type, br_flags)
	# the bridge takes its port's address
	printf("bridge.local_out: root %d mac is the bridge's %d, cost %d, bridge %d, port 0x%x\n",
	       br_rid, br_rmac == br_mac && br_mac == mac(outdev), br_cost,
	       br_bid, br_poid)
	printf("bridge.local_out: age %d max %d hello %d delay %d, header at brhdr %d, %d bytes\n",
	       br_msg, br_max, br_htime, br_fd, brhdr == $skb->data, length)
}
probe netfilter.arp.out {
	if (outdev_name != "tapcd1" || arps++)
		next
	printf("arp.out: %s out %s, hrd %d pro 0x%x hln %d pln %d op %d, %s -> %s, sha %d tha %s, data after the header %d\n",
	       pf, outdev_name, ar_hrd, ar_pro, ar_hln, ar_pln, ar_op, ar_sip, ar_tip,
	       ar_sha == mac(outdev), ar_tha, ar_data == arphdr + 8)
}
=== FILTER
sort
=== EXPECT
arp.out: arp out tapcd1, hrd 1 pro 0x800 hln 6 pln 4 op 1, 10.99.0.1 -> 10.99.0.2, sha 1 tha 00:00:00:00:00:00, data after the header 1
bridge.local_out: age 0 max 5120 hello 512 delay 3840, header at brhdr 1, 52 bytes
bridge.local_out: bridge out tapcd0, protocol 0x4, llc 0x42, stp 0x42, prid 0 vid 0 type 0 flags 0
bridge.local_out: root 32768 mac is the bridge's 1, cost 0, bridge 32768, port 0x8001
