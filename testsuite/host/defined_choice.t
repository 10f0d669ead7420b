# A choice made on @defined (a ternary, an if) keeps only the branch the
# point takes, also under -u, so the other branch may name what the
# kernel lacks (tapsets choose so between kernels); and an alias's
# prologue calls the private functions of its own tapset file.
=== ARGS -u -p2
=== PROG
# A choice made on @defined (a ternary, an if) keeps only the branch the
# point takes, also under -u, so the other branch may name what the
# kernel lacks (tapsets choose so between kernels); and an alias's
# prologue calls the private functions of its own tapset file.
probe kernel.trace("sched_wakeup") {
	s = @defined($p->no_such_field) ? $p->no_such_field : $p->__state
	if (@defined($p->other_missing))
		println($p->other_missing)
	else
		println(s)
	if (!@defined($p->pid))
		println($p->third_missing)
}
probe signal.send { println(si_code) }
=== EXPECT
# functions
signal_str:string (num:long)
kernel_string:string (addr:long)
__signal_si_code:string (info:long, code:long)
# probes
kernel.trace("sched:sched_wakeup") /* <- kernel.trace("sched_wakeup") */
  # locals
  s:long
kernel.trace("signal:signal_generate") /* <- signal.send = kernel.trace("signal_generate") <- signal.send */
  # locals
  name:string
  sig:long
  sig_name:string
  task:long
  sig_pid:long
  pid_name:string
  sinfo:long
  shared:long
  send2queue:long
  si_code:string
