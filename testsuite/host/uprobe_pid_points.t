# process(PID).… points, each form of them: PID's program read from
# /proc/PID/exe where tapc runs, as stap reads it (@HOSTPID@ a process of
# the host that runs progs/waits), the points named as stap names them
=== PROG
probe process(@HOSTPID@).function("step"), process(@HOSTPID@).function("step").return,
      process(@HOSTPID@).statement("step@waits.c:15"),
      process(@HOSTPID@).statement(0x11f0).absolute, process(@HOSTPID@).plt("getpid"),
      process(@HOSTPID@).library("libc.so.6").function("getpid") { println(pp()) }
=== EXPECT
WARNING: cannot find module /usr/lib/x86_64-linux-gnu/libc.so.6 debuginfo: No DWARF information found [man warning::debuginfo]
# functions
pp:string ()
# probes
process("@PROGS@/waits").function("step@@PROGS@/waits.c:11") /*  <- process(@HOSTPID@).function("step"),process(@HOSTPID@).function("step").return,process(@HOSTPID@).statement("step@waits.c:15"),process(@HOSTPID@).statement(4592).absolute,process(@HOSTPID@).plt("getpid"),process(@HOSTPID@).library("libc.so.6").function("getpid") */ 
process("@PROGS@/waits").function("step@@PROGS@/waits.c:11").return /*  <- process(@HOSTPID@).function("step"),process(@HOSTPID@).function("step").return,process(@HOSTPID@).statement("step@waits.c:15"),process(@HOSTPID@).statement(4592).absolute,process(@HOSTPID@).plt("getpid"),process(@HOSTPID@).library("libc.so.6").function("getpid") */ 
process("@PROGS@/waits").statement("step@@PROGS@/waits.c:15") /*  <- process(@HOSTPID@).function("step"),process(@HOSTPID@).function("step").return,process(@HOSTPID@).statement("step@waits.c:15"),process(@HOSTPID@).statement(4592).absolute,process(@HOSTPID@).plt("getpid"),process(@HOSTPID@).library("libc.so.6").function("getpid") */ 
process("@PROGS@/waits").statement(0x11f0).absolute /*  <- process(@HOSTPID@).function("step"),process(@HOSTPID@).function("step").return,process(@HOSTPID@).statement("step@waits.c:15"),process(@HOSTPID@).statement(4592).absolute,process(@HOSTPID@).plt("getpid"),process(@HOSTPID@).library("libc.so.6").function("getpid") */ 
process("@PROGS@/waits").statement(0x1030) /*  <- process(@HOSTPID@).function("step"),process(@HOSTPID@).function("step").return,process(@HOSTPID@).statement("step@waits.c:15"),process(@HOSTPID@).statement(4592).absolute,process(@HOSTPID@).plt("getpid"),process(@HOSTPID@).library("libc.so.6").function("getpid") */ 
process("@PROGS@/waits").library("/usr/lib/x86_64-linux-gnu/libc.so.6").function("getpid") /*  <- process(@HOSTPID@).function("step"),process(@HOSTPID@).function("step").return,process(@HOSTPID@).statement("step@waits.c:15"),process(@HOSTPID@).statement(4592).absolute,process(@HOSTPID@).plt("getpid"),process(@HOSTPID@).library("libc.so.6").function("getpid") */ 
