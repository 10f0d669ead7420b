# tapc -L 'linuxmib.*': every alias of the family with its variables, typed, then the target variables of the point under it (6.1)
=== ARGS -L linuxmib.*
=== PROG
# (the point is the command line's)
=== EXPECT
linuxmib.DelayedACKs sk:long op:long state:long pending:long key:long $sk:struct sock*
linuxmib.ListenDrops sk:long op:long key:long $return:struct sock* $sk:const struct sock* $skb:struct sk_buff* $req:struct request_sock* $dst:struct dst_entry* $req_unhash:struct request_sock* $own_req:_Bool*
linuxmib.ListenOverflows sk:long op:long key:long $return:struct sock* $sk:const struct sock* $skb:struct sk_buff* $req:struct request_sock* $dst:struct dst_entry* $req_unhash:struct request_sock* $own_req:_Bool*
linuxmib.TCPMemoryPressures sk:long op:long key:long $sk:struct sock*
