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
# global embedded code
%{
/* The kernel's names of the classic signals, by number. */
#define TAPC_SIG(name) [name] = #name
static const char *const tapc_signal_names[] = {
	TAPC_SIG(SIGHUP), TAPC_SIG(SIGINT), TAPC_SIG(SIGQUIT),
	TAPC_SIG(SIGILL), TAPC_SIG(SIGTRAP), TAPC_SIG(SIGABRT),
	TAPC_SIG(SIGBUS), TAPC_SIG(SIGFPE), TAPC_SIG(SIGKILL),
	TAPC_SIG(SIGUSR1), TAPC_SIG(SIGSEGV), TAPC_SIG(SIGUSR2),
	TAPC_SIG(SIGPIPE), TAPC_SIG(SIGALRM), TAPC_SIG(SIGTERM),
	TAPC_SIG(SIGSTKFLT), TAPC_SIG(SIGCHLD), TAPC_SIG(SIGCONT),
	TAPC_SIG(SIGSTOP), TAPC_SIG(SIGTSTP), TAPC_SIG(SIGTTIN),
	TAPC_SIG(SIGTTOU), TAPC_SIG(SIGURG), TAPC_SIG(SIGXCPU),
	TAPC_SIG(SIGXFSZ), TAPC_SIG(SIGVTALRM), TAPC_SIG(SIGPROF),
	TAPC_SIG(SIGWINCH), TAPC_SIG(SIGIO), TAPC_SIG(SIGPWR),
	TAPC_SIG(SIGSYS),
};
#undef TAPC_SIG

static const char *tapc_signal_name(int64_t sig)
{
	if (sig > 0 && sig < ARRAY_SIZE(tapc_signal_names))
		return tapc_signal_names[sig];
	return NULL;
}
%}
# functions
_signal_name:string (sig:long)
kernel_string:string (addr:long)
__signal_si_code:string (info:long, code:long)
# probes
kernel.trace("sched:sched_wakeup") /*  <- kernel.trace("sched_wakeup") */ 
  # locals
  s:long
kernel.trace("signal:signal_generate") /*  <- signal.send = kernel.trace("signal_generate") /*  <- signal.send */  <- signal.send */ 
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
