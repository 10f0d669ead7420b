# The values of tcp_sockstate_str (tcp.stp), each as stap 5.6 printed it
# (/work/shared/tools/stap-reference): ordinary and edge inputs.
=== PROG
probe begin {
  for (s = -1; s <= 14; s++) try { printf("tcpstate(%d)=[%s]\n", s, tcp_sockstate_str(s)) } catch (er_) { printf("ERR[%s]\n", er_) }
  exit()
}
=== EXPECT
tcpstate(-1)=[UNDEF]
tcpstate(0)=[UNDEF]
tcpstate(1)=[TCP_ESTABLISHED]
tcpstate(2)=[TCP_SYN_SENT]
tcpstate(3)=[TCP_SYN_RECV]
tcpstate(4)=[TCP_FIN_WAIT1]
tcpstate(5)=[TCP_FIN_WAIT2]
tcpstate(6)=[TCP_TIME_WAIT]
tcpstate(7)=[TCP_CLOSE]
tcpstate(8)=[TCP_CLOSE_WAIT]
tcpstate(9)=[TCP_LAST_ACK]
tcpstate(10)=[TCP_LISTEN]
tcpstate(11)=[TCP_CLOSING]
tcpstate(12)=[TCP_MAX_STATES]
tcpstate(13)=[UNDEF]
tcpstate(14)=[UNDEF]
