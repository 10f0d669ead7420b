# A context variable netfilter points do not have is stap's error
=== ARGS -p2
=== STATUS 1
=== PROG
probe netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4") { print($sk) }
=== EXPECT
semantic error: unsupported context variable: identifier '$sk' at netfilter_var_bad.stp:1:69
        source: probe netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4") { print($sk) }
                                                                                    ^

Pass 2: analysis failed.  [man error::pass2]
