# netdev.change_rx_flag on the loopback device as ip(8) turns its
# promiscuous mode, all-multicast mode and multicast on and off: each
# change told with its flag (IFF_PROMISC 0x100, IFF_ALLMULTI 0x200,
# IFF_MULTICAST 0x1000), in the order they came.
=== CMD /bin/sh -c 'ip link set lo promisc on; ip link set lo promisc off; ip link set lo allmulticast on; ip link set lo allmulticast off; ip link set lo multicast on; ip link set lo multicast off'
=== PROG
probe netdev.change_rx_flag {
	if (execname() == "ip")
		printf("change_rx_flag: %s 0x%x\n", dev_name, flags)
}
=== EXPECT
change_rx_flag: lo 0x100
change_rx_flag: lo 0x100
change_rx_flag: lo 0x200
change_rx_flag: lo 0x200
change_rx_flag: lo 0x1000
change_rx_flag: lo 0x1000
