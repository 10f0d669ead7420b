# process.* points as -p2 lists them: a PATH made canonical (/bin/ls is
# /usr/bin/ls), searched in $PATH (ls), or kept as written when there
# is no such file (stap probes it if it appears), and a PID
=== PROG
probe process.begin, process.end, process.thread.begin, process.thread.end,
      process.syscall, process.syscall.return { println(pp()) }
probe process("/bin/ls").begin, process("ls").end, process(1).thread.begin,
      process("/no/such/program").syscall { println(pp()) }
=== EXPECT
# functions
pp:string ()
# probes
process.begin /*  <- process.begin,process.end,process.thread.begin,process.thread.end,process.syscall,process.syscall.return */ 
process.end /*  <- process.begin,process.end,process.thread.begin,process.thread.end,process.syscall,process.syscall.return */ 
process.thread.begin /*  <- process.begin,process.end,process.thread.begin,process.thread.end,process.syscall,process.syscall.return */ 
process.thread.end /*  <- process.begin,process.end,process.thread.begin,process.thread.end,process.syscall,process.syscall.return */ 
process.syscall /*  <- process.begin,process.end,process.thread.begin,process.thread.end,process.syscall,process.syscall.return */ 
process.syscall.return /*  <- process.begin,process.end,process.thread.begin,process.thread.end,process.syscall,process.syscall.return */ 
process("/usr/bin/ls").begin /*  <- process("/bin/ls").begin,process("ls").end,process(1).thread.begin,process("/no/such/program").syscall */ 
process("/usr/bin/ls").end /*  <- process("/bin/ls").begin,process("ls").end,process(1).thread.begin,process("/no/such/program").syscall */ 
process(1).thread.begin /*  <- process("/bin/ls").begin,process("ls").end,process(1).thread.begin,process("/no/such/program").syscall */ 
process("/no/such/program").syscall /*  <- process("/bin/ls").begin,process("ls").end,process(1).thread.begin,process("/no/such/program").syscall */ 
