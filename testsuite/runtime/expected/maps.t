# Associative arrays: delete, membership, sorted foreach, sizes, and an
# overflow that ends the script with stap's error.
=== STATUS 1
=== EXPECT
a: size 2, [1] 1, [2] 0
w[3]=9 w[4]=16 w[5]=25 
y,1=a x,2=b x,1=c 
y,1=a x,1=c x,2=b 
m: size 0; t: 1
error: size 3
=== STDERR
ERROR: Array overflow, check size limit (3) near identifier 'a' at maps.stp:21:20 in probe begin
WARNING: Number of errors: 1, skipped probes: 0
