# $verdict outside guru mode is stap's error, read or written
=== ARGS -p2
=== STATUS 1
=== PROG
probe netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4") { $verdict = 0 }
=== EXPECT
semantic error: write to netfilter verdict requires guru mode; need stap -g: identifier '$verdict' at netfilter_verdict_guru.stp:1:63
        source: probe netfilter.hook("NF_INET_LOCAL_IN").pf("NFPROTO_IPV4") { $verdict = 0 }
                                                                              ^

Pass 2: analysis failed.  [man error::pass2]
