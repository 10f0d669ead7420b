# tapc -L 'udp.*': every alias of the family with its variables, typed, then the target variables of the point under it (6.1)
=== ARGS -L udp.*
=== PROG
# (the point is the command line's)
=== EXPECT
udp.disconnect name:string sock:long flags:long family:long saddr:string daddr:string sport:long dport:long $sk:struct sock* $flags:int
udp.recvmsg name:string sock:long size:long family:long saddr:string daddr:string sport:long dport:long $sk:struct sock* $msg:struct msghdr* $len:size_t $flags:int $addr_len:int*
udp.sendmsg name:string sock:long size:long family:long saddr:string daddr:string sport:long dport:long $sk:struct sock* $msg:struct msghdr* $len:size_t
