# Both orders of hook and pf, the IPv4 and IPv6 hook names (NF_IP_, NF_IP6_, NF_INET_), named and numeric priorities, the ARP and bridge families; guru mode takes a name verbatim
=== ARGS -p2 -g
=== PROG
probe netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4"),
      netfilter.pf("NFPROTO_IPV6").hook("NF_IP6_PRE_ROUTING").priority("NF_IP6_PRI_FIRST"),
      netfilter.hook("NF_IP_POST_ROUTING").pf("NFPROTO_IPV4").priority("-5"),
      netfilter.hook("NF_ARP_OUT").pf("NFPROTO_ARP"),
      netfilter.hook("NF_BR_LOCAL_OUT").pf("NFPROTO_BRIDGE").priority("NF_BR_PRI_FIRST") {
	$verdict = $hooknum == 99 ? 0 : 1
	print($skb, $in, $out)
}
=== EXPECT
# probes
netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4") /*  <- netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4"),netfilter.pf("NFPROTO_IPV6").hook("NF_IP6_PRE_ROUTING").priority("NF_IP6_PRI_FIRST"),netfilter.hook("NF_IP_POST_ROUTING").pf("NFPROTO_IPV4").priority("-5"),netfilter.hook("NF_ARP_OUT").pf("NFPROTO_ARP"),netfilter.hook("NF_BR_LOCAL_OUT").pf("NFPROTO_BRIDGE").priority("NF_BR_PRI_FIRST") */ 
netfilter.pf("NFPROTO_IPV6").hook("NF_IP6_PRE_ROUTING").priority("NF_IP6_PRI_FIRST") /*  <- netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4"),netfilter.pf("NFPROTO_IPV6").hook("NF_IP6_PRE_ROUTING").priority("NF_IP6_PRI_FIRST"),netfilter.hook("NF_IP_POST_ROUTING").pf("NFPROTO_IPV4").priority("-5"),netfilter.hook("NF_ARP_OUT").pf("NFPROTO_ARP"),netfilter.hook("NF_BR_LOCAL_OUT").pf("NFPROTO_BRIDGE").priority("NF_BR_PRI_FIRST") */ 
netfilter.hook("NF_IP_POST_ROUTING").pf("NFPROTO_IPV4").priority("-5") /*  <- netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4"),netfilter.pf("NFPROTO_IPV6").hook("NF_IP6_PRE_ROUTING").priority("NF_IP6_PRI_FIRST"),netfilter.hook("NF_IP_POST_ROUTING").pf("NFPROTO_IPV4").priority("-5"),netfilter.hook("NF_ARP_OUT").pf("NFPROTO_ARP"),netfilter.hook("NF_BR_LOCAL_OUT").pf("NFPROTO_BRIDGE").priority("NF_BR_PRI_FIRST") */ 
netfilter.hook("NF_ARP_OUT").pf("NFPROTO_ARP") /*  <- netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4"),netfilter.pf("NFPROTO_IPV6").hook("NF_IP6_PRE_ROUTING").priority("NF_IP6_PRI_FIRST"),netfilter.hook("NF_IP_POST_ROUTING").pf("NFPROTO_IPV4").priority("-5"),netfilter.hook("NF_ARP_OUT").pf("NFPROTO_ARP"),netfilter.hook("NF_BR_LOCAL_OUT").pf("NFPROTO_BRIDGE").priority("NF_BR_PRI_FIRST") */ 
netfilter.hook("NF_BR_LOCAL_OUT").pf("NFPROTO_BRIDGE").priority("NF_BR_PRI_FIRST") /*  <- netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4"),netfilter.pf("NFPROTO_IPV6").hook("NF_IP6_PRE_ROUTING").priority("NF_IP6_PRI_FIRST"),netfilter.hook("NF_IP_POST_ROUTING").pf("NFPROTO_IPV4").priority("-5"),netfilter.hook("NF_ARP_OUT").pf("NFPROTO_ARP"),netfilter.hook("NF_BR_LOCAL_OUT").pf("NFPROTO_BRIDGE").priority("NF_BR_PRI_FIRST") */ 
