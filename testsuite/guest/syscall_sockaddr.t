# bind's and connect's socket address as stap's tapset shows it, in
# argstr and in connect's parts of it: IPv4, IPv6 (every group of the
# address, the flow label as it is stored), a Unix path, netlink, a
# NULL, an unreadable pointer ({...}), a length the family does not
# have and a negative one (read as 128 bytes)
=== CMD @PROGS@/sockaddrs
=== PROG
probe syscall.bind, syscall.connect {
	if (pid() == target())
		printf("%s (%s)\n", name, argstr)
}
probe syscall.connect {
	if (pid() == target())
		printf("  af=%s ip=%s port=%s flowinfo=%s scope=%s\n", uaddr_af, uaddr_ip,
		       uaddr_ip_port, uaddr_ipv6_flowinfo, uaddr_ipv6_scope_id)
}
=== EXPECT
bind (-1, {AF_INET, 127.0.0.1, 9}, 16)
connect (-1, {AF_INET6, 0000:0000:0000:0000:0000:0000:0000:0001, 80}, 28)
  af=AF_INET6 ip=0000:0000:0000:0000:0000:0000:0000:0001 port=80 flowinfo=16777216 scope=16777216
bind (-1, {AF_UNIX, "/tmp/tapc.sock"}, 110)
bind (-1, {AF_NETLINK, pid=7, groups=00000011}, 12)
connect (-1, NULL, 0)
  af=NULL ip=NULL port=NULL flowinfo=NULL scope=NULL
connect (-1, {...}, 16)
  af={...} ip={...} port={...} flowinfo={...} scope={...}
connect (-1, {unknown sockaddr with sa=2, salen=3}, 3)
  af={unknown sockaddr with sa=2, salen=3} ip={unknown sockaddr with sa=2, salen=3} port={unknown sockaddr with sa=2, salen=3} flowinfo={unknown sockaddr with sa=2, salen=3} scope={unknown sockaddr with sa=2, salen=3}
bind (-1, {unknown sockaddr with sa=2, salen=128}, -1)
