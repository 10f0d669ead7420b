# The values of the socket family and state names and sock_prot_num2str, sock_prot_str2num (socket.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs. inet_get_local_port
# reads the socket's skc_num and inet_get_ip_source its family first, as
# stap's: of 0 the fault at that field's offset.
=== PROG
probe begin {
  for (f = -1; f <= 46; f++) try { printf("fam(%d)=[%s]\n", f, sock_fam_num2str(f)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("famnum(%s)=%d\n", "INET", sock_fam_str2num("INET")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("famnum(%s)=%d\n", "UNIX", sock_fam_str2num("UNIX")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("famnum(%s)=%d\n", "INET6", sock_fam_str2num("INET6")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("famnum(%s)=%d\n", "UNSPEC", sock_fam_str2num("UNSPEC")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("famnum(%s)=%d\n", "LOCAL", sock_fam_str2num("LOCAL")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("famnum(%s)=%d\n", "bogus", sock_fam_str2num("bogus")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("famnum(%s)=%d\n", "", sock_fam_str2num("")) } catch (er_) { printf("ERR[%s]\n", er_) }
  for (s = -1; s <= 6; s++) try { printf("state(%d)=[%s]\n", s, sock_state_num2str(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("statenum(%s)=%d\n", "CONNECTED", sock_state_str2num("CONNECTED")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("statenum(%s)=%d\n", "SS_CONNECTED", sock_state_str2num("SS_CONNECTED")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("statenum(%s)=%d\n", "FREE", sock_state_str2num("FREE")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("statenum(%s)=%d\n", "UNCONNECTED", sock_state_str2num("UNCONNECTED")) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("statenum(%s)=%d\n", "bogus", sock_state_str2num("bogus")) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = -1; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 0; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 1; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 2; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 6; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 17; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 41; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 58; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 132; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 136; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 255; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 256; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 262; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  p = 999; try { printf("prot(%d)=[%s]\n", p, sock_prot_num2str(p)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "IP"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "TCP"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "tcp"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "UDP"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "UDPLITE"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "RAW"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "MPTCP"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "ICMPV6"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = "bogus"; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  ps = ""; try { printf("prot2num(%s)=%d\n", ps, sock_prot_str2num(ps)) } catch (er_) { printf("ERR[%s]\n", er_) }
  try { printf("%d\n", inet_get_local_port(0)) } catch (er_) { printf("inet_get_local_port(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "sock")->__sk_common->skc_num)) }
  try { printf("%s\n", inet_get_ip_source(0)) } catch (er_) { printf("inet_get_ip_source(0) %d\n", er_ == sprintf("read fault [man error::fault] at 0x%x", &@cast(0, "sock")->__sk_common->skc_family)) }
  exit()
}
=== EXPECT
fam(-1)=[UNDEF]
fam(0)=[UNSPEC]
fam(1)=[LOCAL]
fam(2)=[INET]
fam(3)=[AX25]
fam(4)=[IPX]
fam(5)=[APPLETALK]
fam(6)=[NETROM]
fam(7)=[BRIDGE]
fam(8)=[ATMPVC]
fam(9)=[X25]
fam(10)=[INET6]
fam(11)=[ROSE]
fam(12)=[DECNET]
fam(13)=[NETBEUI]
fam(14)=[SECURITY]
fam(15)=[KEY]
fam(16)=[NETLINK]
fam(17)=[PACKET]
fam(18)=[ASH]
fam(19)=[ECONET]
fam(20)=[ATMSVC]
fam(21)=[UNDEF]
fam(22)=[SNA]
fam(23)=[IRDA]
fam(24)=[PPPOX]
fam(25)=[WANPIPE]
fam(26)=[LLC]
fam(27)=[UNDEF]
fam(28)=[UNDEF]
fam(29)=[UNDEF]
fam(30)=[TIPC]
fam(31)=[BLUETOOTH]
fam(32)=[IUCV]
fam(33)=[RXRPC]
fam(34)=[UNDEF]
fam(35)=[UNDEF]
fam(36)=[UNDEF]
fam(37)=[UNDEF]
fam(38)=[UNDEF]
fam(39)=[UNDEF]
fam(40)=[UNDEF]
fam(41)=[UNDEF]
fam(42)=[UNDEF]
fam(43)=[UNDEF]
fam(44)=[UNDEF]
fam(45)=[UNDEF]
fam(46)=[UNDEF]
famnum(INET)=2
famnum(UNIX)=-1
famnum(INET6)=10
famnum(UNSPEC)=0
famnum(LOCAL)=1
famnum(bogus)=-1
famnum()=-1
state(-1)=[UNDEF]
state(0)=[FREE]
state(1)=[UNCONNECTED]
state(2)=[CONNECTING]
state(3)=[CONNECTED]
state(4)=[DISCONNECTING]
state(5)=[UNDEF]
state(6)=[UNDEF]
statenum(CONNECTED)=3
statenum(SS_CONNECTED)=-1
statenum(FREE)=0
statenum(UNCONNECTED)=1
statenum(bogus)=-1
prot(-1)=[UNDEF]
prot(0)=[IP]
prot(1)=[ICMP]
prot(2)=[IGMP]
prot(6)=[TCP]
prot(17)=[UDP]
prot(41)=[IPV6]
prot(58)=[IPV6-ICMP]
prot(132)=[SCTP]
prot(136)=[UDPLite]
prot(255)=[UNDEF]
prot(256)=[UNDEF]
prot(262)=[UNDEF]
prot(999)=[UNDEF]
prot2num(IP)=0
prot2num(TCP)=6
prot2num(tcp)=-1
prot2num(UDP)=17
prot2num(UDPLITE)=-1
prot2num(RAW)=-1
prot2num(MPTCP)=-1
prot2num(ICMPV6)=-1
prot2num(bogus)=-1
prot2num()=-1
inet_get_local_port(0) 1
inet_get_ip_source(0) 1
