# A protocol family netfilter probes do not know is stap's error
=== ARGS -p2
=== STATUS 1
=== PROG
probe netfilter.pf("NFPROTO_DECNET").hook("NF_INET_LOCAL_IN") { print($skb) }
=== EXPECT
semantic error: while resolving probe point: identifier 'netfilter' at netfilter_pf_bad.stp:1:7
        source: probe netfilter.pf("NFPROTO_DECNET").hook("NF_INET_LOCAL_IN") { print($skb) }
                      ^

semantic error: unsupported netfilter protocol family "NFPROTO_DECNET"; need stap -g

Pass 2: analysis failed.  [man error::pass2]
