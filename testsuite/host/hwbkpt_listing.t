# kernel.data points in the -p2 listing, each with the length it watches
# (1 unless .length says more), by symbol and by address; an optional
# point whose symbol the kernel has not is left out.
=== ARGS -p2
=== PROG
global n
probe kernel.data("vm_swappiness").write { n++ }
probe kernel.data("jiffies").rw { n++ }
probe kernel.data(0xffffffff82001000).length(8).write { n++ }
probe kernel.data(0xffffffff82001000).rw { n++ }
probe kernel.data("no_such_variable").write ? { n++ }
=== EXPECT
# globals
n:long
# probes
kernel.data("vm_swappiness").length(1).write /*  <- kernel.data("vm_swappiness").write */ 
kernel.data("jiffies").length(1).rw /*  <- kernel.data("jiffies").rw */ 
kernel.data(0xffffffff82001000).length(8).write /*  <- kernel.data(-2113925120).length(8).write */ 
kernel.data(0xffffffff82001000).length(1).rw /*  <- kernel.data(-2113925120).rw */ 
end /*  <- end */ 
