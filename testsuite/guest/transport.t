# Output from every CPU reaches user space whole and, per CPU, in the
# order it was printed, none of it lost.
=== ARGS -DMAXSKIPPED=1000000
=== PROG
# Output from every CPU reaches user space whole and, per CPU, in the
# order it was printed, none of it lost.
global seq
probe timer.profile { printf("cpu %d %d\n", cpu(), seq[cpu()]++) }
probe timer.ms(2000) { exit() }
=== FILTER
awk '$1 != "cpu" || NF != 3 || $3 != next_[$2] + 0 { bad++ }
     { next_[$2] = $3 + 1; cpus[$2] = 1; n++ }
     END { for (c in cpus) ncpus++
           print "cpus: " ncpus
           print "lines whole, in order, none lost: " (bad == 0)
           print "many lines: " (n > 200) }'
=== EXPECT
cpus: 2
lines whole, in order, none lost: 1
many lines: 1
