# [i] in @hist_log(s) asks about a bucket, not an array named hist_log.
=== PROG
# [i] in @hist_log(s) asks about a bucket, not an array named hist_log.
global s, t
probe begin { s <<< 1; if (0 in @hist_log(s)) print(1); t <<< 2; println([1] in @hist_linear(t, 0, 10, 2)) }
=== EXPECT
# globals
s:stats
t:stats
# probes
begin /*  <- begin */ 
