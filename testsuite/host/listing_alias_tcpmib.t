# tapc -L 'tcpmib.*': every alias of the family with its variables, typed, then the target variables of the point under it (6.1)
=== ARGS -L tcpmib.*
=== PROG
# (the point is the command line's)
=== EXPECT
tcpmib.ActiveOpens sk:long op:long key:long $return:int $sk:struct sock*
tcpmib.AttemptFails sk:long op:long key:long $sk:struct sock*
tcpmib.CurrEstab sk:long old:long op:long key:long $sk:struct sock* $state:int
tcpmib.EstabResets sk:long op:long old:long key:long $sk:struct sock* $state:int
tcpmib.InSegs sk:long op:long key:long $sk:struct sock* $skb:struct sk_buff*
tcpmib.OutRsts sk:long op:long key:long $sk:const struct sock* $skb:struct sk_buff*
tcpmib.OutRsts sk:long op:long key:long $sk:struct sock* $priority:gfp_t
tcpmib.OutSegs sk:long op:long key:long $return:int $sk:struct sock* $skb:struct sk_buff* $fl:struct flowi*
tcpmib.PassiveOpens sk:long op:long key:long $return:struct sock* $sk:const struct sock* $req:struct request_sock* $skb:struct sk_buff*
tcpmib.RetransSegs sk:long op:long key:long $return:int $sk:struct sock* $skb:struct sk_buff* $segs:int
