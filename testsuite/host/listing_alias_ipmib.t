# tapc -L 'ipmib.*': every alias of the family with its variables, typed, then the target variables of the point under it (6.1)
=== ARGS -L ipmib.*
=== PROG
# (the point is the command line's)
=== EXPECT
ipmib.ForwDatagrams skb:long op:long key:long $net:struct net* $sk:struct sock* $skb:struct sk_buff*
ipmib.FragFails skb:long op:long key:long $return:int $net:struct net* $sk:struct sock* $skb:struct sk_buff* $output:int(*)()
ipmib.FragOKs skb:long op:long key:long $return:int $net:struct net* $sk:struct sock* $skb:struct sk_buff* $output:int(*)()
ipmib.InAddrErrors skb:long op:long key:long $skb:struct sk_buff*
ipmib.InDiscards skb:long op:long key:long $return:int $skb:struct sk_buff* $dev:struct net_device* $pt:struct packet_type* $orig_dev:struct net_device*
ipmib.InNoRoutes skb:long op:long key:long $skb:struct sk_buff*
ipmib.InReceives skb:long op:long key:long $skb:struct sk_buff* $dev:struct net_device* $pt:struct packet_type* $orig_dev:struct net_device*
ipmib.InUnknownProtos skb:long op:long key:long $skb_in:struct sk_buff* $type:int $code:int $info:__be32 $opt:const struct ip_options*
ipmib.OutRequests skb:long op:long key:long $net:struct net* $sk:struct sock* $skb:struct sk_buff*
ipmib.ReasmReqds skb:long op:long key:long $net:struct net* $skb:struct sk_buff* $user:u32
ipmib.ReasmTimeout skb:long op:long key:long $skb_in:struct sk_buff* $type:int $code:int $info:__be32 $opt:const struct ip_options*
