# A priority that is neither a number nor one of the family's NF_IP_PRI_ names is stap's error
=== ARGS -p2
=== STATUS 1
=== PROG
probe netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4").priority("NF_IP6_PRI_FIRST") { print($skb) }
=== EXPECT
semantic error: while resolving probe point: identifier 'netfilter' at netfilter_priority_bad.stp:1:7
        source: probe netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4").priority("NF_IP6_PRI_FIRST") { print($skb) }
                      ^

semantic error: unsupported netfilter priority "NF_IP6_PRI_FIRST" for protocol family "2"; need stap -g

Pass 2: analysis failed.  [man error::pass2]
