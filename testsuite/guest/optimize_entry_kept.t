# Return probes the optimizer keeps for their @entry() though nothing is
# left of their handlers (udp.*.return {}, socket.*.return {}: SystemTap's
# buildok *-all-probes) load, fire on the UDP datagram sent and received,
# and unload clean
=== CMD /bin/bash -c 'ip link set lo up; echo hi > /dev/udp/127.0.0.1/9'
=== PROG
probe udp.sendmsg.return, udp.recvmsg.return, socket.sendmsg.return,
      socket.recvmsg.return {}
probe end { println("ran") }
=== EXPECT
ran
