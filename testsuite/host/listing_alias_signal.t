# tapc -L 'signal.*': every alias of the family with the variables of its probe::signal.*(3stap) pages, typed, then the target variables of the point under it (6.1)
=== ARGS -L signal.*
=== PROG
# (the point is the command line's)
=== EXPECT
signal.check_ignored name:string sig:long sig_name:string sig_pid:long pid_name:string $sig:int $p:struct task_struct* $force:_Bool
signal.checkperm name:string sig:long sig_name:string task:long sig_pid:long pid_name:string sinfo:long si_code:string $sig:int $info:struct kernel_siginfo* $t:struct task_struct*
signal.do_action name:string sig:long sig_name:string sigact_addr:long oldsigact_addr:long sa_handler:long sa_mask:long $sig:int $act:struct k_sigaction* $oact:struct k_sigaction*
signal.flush name:string task:long sig_pid:long pid_name:string $t:struct task_struct*
signal.force_segv name:string sig:long sig_name:string sig_pid:long pid_name:string $sig:int
signal.handle name:string sig:long sig_name:string sinfo:long sig_code:long ka_addr:long sig_mode:string regs:long oldset_addr:long $sig:int $info:struct kernel_siginfo* $ka:struct k_sigaction*
signal.pending sigset_add:long sigset_size:long name:string set_uaddr:long uset:long uset_uaddr:long sigsetsize:long argstr:string
signal.procmask name:string how:long sigset_addr:long oldsigset_addr:long sigset:long $how:int $set:sigset_t* $oldset:sigset_t*
signal.send name:string sig:long sig_name:string task:long sig_pid:long pid_name:string sinfo:long shared:long send2queue:long si_code:string $sig:int $info:struct kernel_siginfo* $task:struct task_struct* $group:int $result:int
signal.send_sig_queue name:string sigqueue_addr:long sig:long sig_name:string sig_pid:long pid_name:string $q:struct sigqueue* $pid:struct pid* $type:enum pid_type
signal.sys_tgkill sig_name:string sig_pid:long task:long pid_name:string name:string tgid:long pid:long sig:long sig_str:string argstr:string
signal.sys_tkill sig_name:string sig_pid:long task:long pid_name:string name:string pid:long sig:long sig_str:string argstr:string
signal.syskill sig_pid:long task:long pid_name:string name:string sig_name:string pid:long sig:long sig_str:string argstr:string
signal.systgkill sig_name:string sig_pid:long task:long pid_name:string name:string tgid:long pid:long sig:long sig_str:string argstr:string
signal.systkill sig_name:string sig_pid:long task:long pid_name:string name:string pid:long sig:long sig_str:string argstr:string
signal.wakeup sig_pid:long pid_name:string resume:long state_mask:string $t:struct task_struct* $state:unsigned int
