# kill's sig_name, as stap names the signal there (sig_str elsewhere)
=== ARGS -L syscall.kill
=== PROG
# kill's sig_name, as stap names the signal there (sig_str elsewhere)
=== EXPECT
syscall.kill name:string sig_name:string pid:long sig:long sig_str:string argstr:string
