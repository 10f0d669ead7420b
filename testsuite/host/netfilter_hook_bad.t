# A hook name its protocol family does not have is stap's error (NF_ARP_IN is not IPv4's)
=== ARGS -p2
=== STATUS 1
=== PROG
probe netfilter.hook("NF_ARP_IN").pf("NFPROTO_IPV4") { print($skb) }
=== EXPECT
semantic error: while resolving probe point: identifier 'netfilter' at netfilter_hook_bad.stp:1:7
        source: probe netfilter.hook("NF_ARP_IN").pf("NFPROTO_IPV4") { print($skb) }
                      ^

semantic error: unsupported netfilter hook "NF_ARP_IN" for protocol family "2"; need stap -g

Pass 2: analysis failed.  [man error::pass2]
