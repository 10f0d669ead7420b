# Globals written but never read get end probes that print them.
=== ARGS -p2
=== PROG
# Globals written but never read get end probes that print them.
global n, names, s
probe begin { n++; names["x", 1] = "y"; s <<< 3; if (n++) println("again") }
=== EXPECT
# globals
n:long
names:string [string, long]
s:stats
# probes
begin /*  <- begin */ 
end /*  <- end */ 
  # locals
  __idx0:string
  __idx1:long
  __val:string
end /*  <- end */ 
