# Statements by address: kernel.statement(ADDR), the kernel's address as
# it was linked (relocated at load as KASLR moved the kernel), and in guru
# mode kernel.statement(ADDR).absolute and kprobe.statement(ADDR).absolute,
# the running kernel's (as /proc/kallsyms shows it)
=== ARGS -g -p2
=== PROG
probe kernel.statement(0xffffffff81000000) { println(pp()) }
probe kernel.statement(0xffffffff81000010).absolute,
      kprobe.statement(0xffffffff81000020).absolute { println(pp()) }
=== EXPECT
# functions
pp:string ()
# probes
kernel.statement(0xffffffff81000000) /*  <- kernel.statement(-2130706432) */ 
kernel.statement(0xffffffff81000010).absolute /*  <- kernel.statement(-2130706416).absolute,kprobe.statement(-2130706400).absolute */ 
kprobe.statement(0xffffffff81000020).absolute /*  <- kernel.statement(-2130706416).absolute,kprobe.statement(-2130706400).absolute */ 
