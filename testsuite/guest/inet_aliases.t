# The tcp.*, udp.* and socket.* aliases on inet_ops's calls on the
# loopback device, each of a size known in advance: a TCP client with
# TCP_NODELAY (tcp.setsockopt) sends 7 bytes with send(2) and 5 with
# write(2) to a server on 127.0.0.1:47001, which reads them with recv(2)
# and read(2) of 100 (tcp.sendmsg, tcp.recvmsg with the ends' addresses
# and ports; tcp.receive of the client's SYN), then drops the connection
# (tcp.disconnect); a UDP socket sends 6 bytes unbound to 127.0.0.1:47002,
# where recvfrom(2) of 64 takes them (udp.sendmsg, udp.recvmsg), then
# drops its peer (udp.disconnect: its ends before and after); the same
# calls as socket.* (sock_recvmsg, the write and read on a socket's file,
# the four sockets socket(2) made and the five closed). Not here:
# socket.sendmsg and socket.send, which miss send(2) on 6.12, where
# __sock_sendmsg is inlined into the system calls (README); of the
# socket's flags only SOCK_SUPPORT_ZC, as 6.12's UDP adds another: its
# bit from the kernel's header (1 << 5 on 6.x, 1 << 3 on 7.x, where
# SOCK_PASSCRED and SOCK_PASSSEC left the socket's flags). Sorted.
=== ARGS -g
=== CMD /bin/bash -c 'ip link set lo up; @PROGS@/inet_ops'
=== PROG
%{
#include <linux/net.h>
%}
global seen

@define mine %( (execname() == "inet_ops") %)

probe tcp.setsockopt {
	if (@mine)
		printf("tcp.setsockopt: %s family %d level %d optname %d %s optlen %d sock %d\n",
		       name, family, level, optname, optstr, optlen, sock != 0)
}
probe tcp.setsockopt.return {
	if (@mine)
		printf("tcp.setsockopt.return: %s ret %d\n", name, ret)
}
probe tcp.sendmsg {
	if (@mine)
		printf("tcp.sendmsg: %s %d bytes, family %d, sock %d\n", name, size, family,
		       sock != 0)
}
probe tcp.sendmsg.return {
	if (@mine)
		printf("tcp.sendmsg.return: %s %d\n", name, size)
}
probe tcp.recvmsg {
	if (@mine)
		printf("tcp.recvmsg: %s %d bytes, %s:%d from %s, peer's port %d, family %d\n",
		       name, size, saddr, sport, daddr, dport != 0, family)
}
probe tcp.recvmsg.return {
	if (@mine)
		printf("tcp.recvmsg.return: %s %d, %s:%d from %s, family %d\n", name, size,
		       saddr, sport, daddr, family)
}
probe tcp.receive {
	if (dport == 47001 && syn && !ack)
		printf("tcp.receive: %s SYN from %s to %s:%d, protocol %d family %d, urg %d psh %d rst %d fin %d, iphdr %d\n",
		       name, saddr, daddr, dport, protocol, family, urg, psh, rst, fin,
		       iphdr != 0)
}
probe tcp.disconnect {
	if (@mine)
		printf("tcp.disconnect: %s flags %d, %s to %s:%d, family %d, sock %d\n", name,
		       flags, saddr, daddr, dport, family, sock != 0)
}
probe tcp.disconnect.return {
	if (@mine)
		printf("tcp.disconnect.return: %s ret %d\n", name, ret)
}
probe udp.sendmsg {
	if (@mine)
		printf("udp.sendmsg: %s %d bytes, %s, port bound %d, to %s:%d, family %d, sock %d\n",
		       name, size, saddr, sport != 0, daddr, dport, family, sock != 0)
}
probe udp.sendmsg.return {
	if (@mine)
		printf("udp.sendmsg.return: %s %d\n", name, size)
}
probe udp.recvmsg {
	if (@mine)
		printf("udp.recvmsg: %s %d bytes, %s:%d, family %d, sock %d\n", name, size,
		       saddr, sport, family, sock != 0)
}
probe udp.recvmsg.return {
	if (@mine)
		printf("udp.recvmsg.return: %s %d, %s:%d\n", name, size, saddr, sport)
}
probe udp.disconnect {
	if (@mine)
		printf("udp.disconnect: %s flags %d, to %s:%d, family %d, sock %d\n", name,
		       flags, daddr, dport, family, sock != 0)
}
probe udp.disconnect.return {
	if (@mine)
		printf("udp.disconnect.return: %s ret %d, to %s:%d now\n", name, ret, daddr,
		       dport)
}
@define what %( sprintf("%s %s %s %s, size %d", name, sock_fam_num2str(family),
		       sock_prot_num2str(protocol), sock_state_num2str(state), size) %)
probe socket.recvmsg, socket.write_iter, socket.aio_write,
      socket.writev, socket.read_iter, socket.aio_read, socket.readv {
	if (@mine)
		printf("%s, type %d zero-copy flag %d\n", @what, type,
		       (flags & @const("1 << SOCK_SUPPORT_ZC")) != 0)
}
probe socket.recvmsg.return, socket.receive,
      socket.write_iter.return, socket.aio_write.return, socket.writev.return,
      socket.read_iter.return, socket.aio_read.return, socket.readv.return {
	if (@mine)
		printf("%s, type %d, success %d\n", @what, type, success)
}
probe socket.create {
	if (@mine)
		printf("%s: %s type %d protocol %d requester %d\n", name,
		       sock_fam_num2str(family), type, protocol, requester)
}
probe socket.create.return {
	if (@mine)
		printf("%s: %s type %d success %d err %d\n", name, sock_fam_num2str(family),
		       type, success, err)
}
probe socket.close {
	if (@mine)
		printf("%s: %s %s type %d\n", name, sock_fam_num2str(family),
		       sock_prot_num2str(protocol), type)
}
probe socket.close.return {
	if (@mine)
		seen[name]++
}
probe end {
	printf("socket.close.return seen %d times\n", seen["socket.close.return"])
}
=== FILTER
sort
=== EXPECT
socket.aio_read INET TCP CONNECTED, size 100, type 1 zero-copy flag 1
socket.aio_read.return INET TCP CONNECTED, size 5, type 1, success 1
socket.aio_write INET TCP CONNECTED, size 5, type 1 zero-copy flag 1
socket.aio_write.return INET TCP CONNECTED, size 5, type 1, success 1
socket.close.return seen 5 times
socket.close: INET TCP type 1
socket.close: INET TCP type 1
socket.close: INET TCP type 1
socket.close: INET UDP type 2
socket.close: INET UDP type 2
socket.create.return: INET type 1 success 1 err 0
socket.create.return: INET type 1 success 1 err 0
socket.create.return: INET type 2 success 1 err 0
socket.create.return: INET type 2 success 1 err 0
socket.create: INET type 1 protocol 0 requester 0
socket.create: INET type 1 protocol 0 requester 0
socket.create: INET type 2 protocol 0 requester 0
socket.create: INET type 2 protocol 0 requester 0
socket.read_iter INET TCP CONNECTED, size 100, type 1 zero-copy flag 1
socket.read_iter.return INET TCP CONNECTED, size 5, type 1, success 1
socket.readv INET TCP CONNECTED, size 100, type 1 zero-copy flag 1
socket.readv.return INET TCP CONNECTED, size 5, type 1, success 1
socket.receive INET TCP CONNECTED, size 5, type 1, success 1
socket.receive INET TCP CONNECTED, size 7, type 1, success 1
socket.receive INET UDP UNCONNECTED, size 6, type 2, success 1
socket.recvmsg INET TCP CONNECTED, size 100, type 1 zero-copy flag 1
socket.recvmsg INET TCP CONNECTED, size 100, type 1 zero-copy flag 1
socket.recvmsg INET UDP UNCONNECTED, size 64, type 2 zero-copy flag 1
socket.recvmsg.return INET TCP CONNECTED, size 5, type 1, success 1
socket.recvmsg.return INET TCP CONNECTED, size 7, type 1, success 1
socket.recvmsg.return INET UDP UNCONNECTED, size 6, type 2, success 1
socket.write_iter INET TCP CONNECTED, size 5, type 1 zero-copy flag 1
socket.write_iter.return INET TCP CONNECTED, size 5, type 1, success 1
socket.writev INET TCP CONNECTED, size 5, type 1 zero-copy flag 1
socket.writev.return INET TCP CONNECTED, size 5, type 1, success 1
tcp.disconnect.return: tcp.disconnect ret 0
tcp.disconnect: tcp.disconnect flags 2, 127.0.0.1 to 127.0.0.1:47001, family 2, sock 1
tcp.receive: tcp.ipv4.receive SYN from 127.0.0.1 to 127.0.0.1:47001, protocol 6 family 2, urg 0 psh 0 rst 0 fin 0, iphdr 1
tcp.recvmsg.return: tcp.recvmsg 5, 127.0.0.1:47001 from 127.0.0.1, family 2
tcp.recvmsg.return: tcp.recvmsg 7, 127.0.0.1:47001 from 127.0.0.1, family 2
tcp.recvmsg: tcp.recvmsg 100 bytes, 127.0.0.1:47001 from 127.0.0.1, peer's port 1, family 2
tcp.recvmsg: tcp.recvmsg 100 bytes, 127.0.0.1:47001 from 127.0.0.1, peer's port 1, family 2
tcp.sendmsg.return: tcp.sendmsg 5
tcp.sendmsg.return: tcp.sendmsg 7
tcp.sendmsg: tcp.sendmsg 5 bytes, family 2, sock 1
tcp.sendmsg: tcp.sendmsg 7 bytes, family 2, sock 1
tcp.setsockopt.return: tcp.ipv4.setsockopt ret 0
tcp.setsockopt: tcp.ipv4.setsockopt family 2 level 6 optname 1 TCP_NODELAY optlen 4 sock 1
udp.disconnect.return: udp.disconnect ret 0, to 0.0.0.0:0 now
udp.disconnect: udp.disconnect flags 2, to 127.0.0.1:47002, family 2, sock 1
udp.recvmsg.return: udp.recvmsg 6, 127.0.0.1:47002
udp.recvmsg: udp.recvmsg 64 bytes, 127.0.0.1:47002, family 2, sock 1
udp.sendmsg.return: udp.sendmsg 6
udp.sendmsg: udp.sendmsg 6 bytes, 0.0.0.0, port bound 1, to 0.0.0.0:0, family 2, sock 1
