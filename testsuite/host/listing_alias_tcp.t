# tapc -L 'tcp.*': every alias of the family with its variables, typed, then the target variables of the point under it (6.1)
=== ARGS -L tcp.*
=== PROG
# (the point is the command line's)
=== EXPECT
tcp.disconnect name:string sock:long flags:long family:long saddr:string daddr:string sport:long dport:long $sk:struct sock* $flags:int
tcp.receive name:string family:long iphdr:long saddr:string daddr:string protocol:long tcphdr:long sport:long dport:long urg:long ack:long psh:long rst:long syn:long fin:long seq:long ackseq:long window:long $skb:struct sk_buff*
tcp.recvmsg name:string sock:long size:long family:long saddr:string daddr:string sport:long dport:long $sk:struct sock* $msg:struct msghdr* $len:size_t $flags:int $addr_len:int*
tcp.sendmsg name:string sock:long family:long size:long $sk:struct sock* $msg:struct msghdr* $size:size_t
tcp.setsockopt name:string sock:long family:long level:long optname:long optstr:string optlen:long $sk:struct sock* $level:int $optname:int $optval:sockptr_t $optlen:unsigned int
