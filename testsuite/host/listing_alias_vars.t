# tapc -L: an alias's prologue variables with their types, then the target variables of the point under it
=== ARGS -L signal.send
=== PROG
# tapc -L: an alias's prologue variables with their types, then the target variables of the point under it
=== EXPECT
signal.send name:string sig:long sig_name:string task:long sig_pid:long pid_name:string sinfo:long shared:long send2queue:long si_code:string $sig:int $info:struct kernel_siginfo* $task:struct task_struct* $group:int $result:int
