// SPDX-License-Identifier: GPL-2.0
/*
 * Signals as stap's syscall tapset shows the structs that hold them: a
 * set "[SIGINT|SIGTERM]", rt_sigaction's action "{SIG_IGN}", a siginfo
 * "{si_signo=SIGUSR1, si_code=SI_USER, si_pid=1, si_uid=0}". The names
 * are the kernel's macros, listed in stap's order. Included by
 * syscall_structs.c.
 */

/*
 * Flags as stap's tapset names them: each of the list (in its order)
 * that shares a bit with what is left, then the rest in hex; 0x0 alone.
 */
static void tapc_lookup_or_append(char *dst, const struct tapc_flag *list,
				  size_t n, unsigned long v)
{
	bool any = false;
	size_t i;

	for (i = 0; v && i < n; i++) {
		if (!(v & list[i].value))
			continue;
		tapc_append(dst, "%s%s", any ? "|" : "", list[i].name);
		v &= ~list[i].value;
		any = true;
	}
	if (v || !any)
		tapc_append(dst, "%s0x%lx", any ? "|" : "", v);
}

/*
 * The signals a set shows, in stap's order (SIGPIPE before SIGUSR2):
 * those of 1 to 31 that stap names; any other member is left out.
 */
static const struct tapc_flag tapc_sigset_names[] = {
	{ SIGHUP, "SIGHUP" }, { SIGINT, "SIGINT" }, { SIGQUIT, "SIGQUIT" },
	{ SIGILL, "SIGILL" }, { SIGTRAP, "SIGTRAP" }, { SIGABRT, "SIGABRT" },
	{ SIGBUS, "SIGBUS" }, { SIGFPE, "SIGFPE" }, { SIGKILL, "SIGKILL" },
	{ SIGUSR1, "SIGUSR1" }, { SIGSEGV, "SIGSEGV" }, { SIGPIPE, "SIGPIPE" },
	{ SIGUSR2, "SIGUSR2" }, { SIGALRM, "SIGALRM" }, { SIGTERM, "SIGTERM" },
	{ SIGCHLD, "SIGCHLD" }, { SIGCONT, "SIGCONT" }, { SIGSTOP, "SIGSTOP" },
	{ SIGTSTP, "SIGTSTP" }, { SIGTTIN, "SIGTTIN" }, { SIGTTOU, "SIGTTOU" },
	{ SIGURG, "SIGURG" }, { SIGXCPU, "SIGXCPU" }, { SIGXFSZ, "SIGXFSZ" },
	{ SIGVTALRM, "SIGVTALRM" }, { SIGPROF, "SIGPROF" },
	{ SIGWINCH, "SIGWINCH" }, { SIGIO, "SIGIO/SIGPOLL" }, { SIGPWR, "SIGPWR" },
	{ SIGSYS, "SIGSYS" },
};

static void tapc_sigset_str(char *dst, u64 set)
{
	bool any = false;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(tapc_sigset_names); i++) {
		if (!(set & (1ULL << (tapc_sigset_names[i].value - 1))))
			continue;
		tapc_append(dst, "%s%s", any ? "|" : "[",
			    tapc_sigset_names[i].name);
		any = true;
	}
	tapc_append(dst, "%s", any ? "]" : "[EMPTY]");
}

/* sa_flags' names, in stap's order; the rest in hex */
static const struct tapc_flag tapc_sa_flags[] = {
	{ SA_NOCLDSTOP, "SA_NOCLDSTOP" }, { SA_NOCLDWAIT, "SA_NOCLDWAIT" },
	{ SA_RESETHAND, "SA_RESETHAND" }, { SA_ONSTACK, "SA_ONSTACK" },
	{ SA_RESTART, "SA_RESTART" }, { SA_NODEFER, "SA_NODEFER" },
	{ SA_SIGINFO, "SA_SIGINFO" },
#ifdef SA_RESTORER
	{ SA_RESTORER, "SA_RESTORER" },
#endif
};

/*
 * rt_sigaction's action, in braces: the handler (SIG_DFL, SIG_IGN or
 * its address), and for a function its flags, its restorer and the
 * signals it blocks.
 */
static void tapc_sigaction_str(char *dst, unsigned long addr)
{
	struct sigaction act;
	unsigned long handler;

	if (!addr) {
		tapc_strcpy(dst, "{NULL}");
		return;
	}
	if (!tapc_sc_read(&act, addr, sizeof(act))) {
		snprintf(dst, MAXSTRINGLEN, "{0x%lx}", addr);
		return;
	}
	handler = (unsigned long)act.sa_handler;
	if (handler == (unsigned long)SIG_DFL || handler == (unsigned long)SIG_IGN) {
		tapc_strcpy(dst, handler == (unsigned long)SIG_DFL ? "{SIG_DFL}" :
			    "{SIG_IGN}");
		return;
	}
	tapc_append(dst, "{0x%lx, ", handler);
	tapc_lookup_or_append(dst, tapc_sa_flags, ARRAY_SIZE(tapc_sa_flags),
			      act.sa_flags);
#ifdef SA_RESTORER
	tapc_append(dst, ", 0x%lx", (unsigned long)act.sa_restorer);
#endif
	tapc_append(dst, ", ");
	tapc_sigset_str(dst, act.sa_mask.sig[0]);
	tapc_append(dst, "}");
}

/* A signal's name as stap's list of them gives it, else NULL. */
static const char *tapc_signal_list_name(long sig)
{
	size_t i;

	if (sig == 0)
		return "SIG_0";
	if (sig == (SIGTRAP | 0x80))
		return "TRACESYSGOOD";
	for (i = 0; i < ARRAY_SIZE(tapc_sigset_names); i++)
		if (tapc_sigset_names[i].value == sig)
			return tapc_sigset_names[i].name;
	return NULL;
}

/* A name of the list, else the value in hex as a long */
static void tapc_lookup_append(char *dst, const struct tapc_flag *list,
			       size_t n, long v)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (list[i].value == v) {
			tapc_append(dst, "%s", list[i].name);
			return;
		}
	tapc_append(dst, "0x%lx", v);
}

#define TAPC_CODE(c) { c, #c }
static const struct tapc_flag tapc_si_codes[] = {
	TAPC_CODE(SI_USER), TAPC_CODE(SI_KERNEL), TAPC_CODE(SI_QUEUE),
	TAPC_CODE(SI_TIMER), TAPC_CODE(SI_MESGQ), TAPC_CODE(SI_ASYNCIO),
	TAPC_CODE(SI_SIGIO), TAPC_CODE(SI_TKILL), TAPC_CODE(SI_DETHREAD),
};
static const struct tapc_flag tapc_ill_codes[] = {
	TAPC_CODE(ILL_ILLOPC), TAPC_CODE(ILL_ILLOPN), TAPC_CODE(ILL_ILLADR),
	TAPC_CODE(ILL_ILLTRP), TAPC_CODE(ILL_PRVOPC), TAPC_CODE(ILL_PRVREG),
	TAPC_CODE(ILL_COPROC), TAPC_CODE(ILL_BADSTK),
};
static const struct tapc_flag tapc_fpe_codes[] = {
	TAPC_CODE(FPE_INTDIV), TAPC_CODE(FPE_INTOVF), TAPC_CODE(FPE_FLTDIV),
	TAPC_CODE(FPE_FLTOVF), TAPC_CODE(FPE_FLTUND), TAPC_CODE(FPE_FLTRES),
	TAPC_CODE(FPE_FLTINV), TAPC_CODE(FPE_FLTSUB),
};
static const struct tapc_flag tapc_segv_codes[] = {
	TAPC_CODE(SEGV_MAPERR), TAPC_CODE(SEGV_ACCERR), TAPC_CODE(SEGV_BNDERR),
};
static const struct tapc_flag tapc_bus_codes[] = {
	TAPC_CODE(BUS_ADRALN), TAPC_CODE(BUS_ADRERR), TAPC_CODE(BUS_OBJERR),
	TAPC_CODE(BUS_MCEERR_AR), TAPC_CODE(BUS_MCEERR_AO),
};
static const struct tapc_flag tapc_trap_codes[] = {
	TAPC_CODE(TRAP_BRKPT), TAPC_CODE(TRAP_TRACE), TAPC_CODE(TRAP_BRANCH),
	TAPC_CODE(TRAP_HWBKPT),
};
static const struct tapc_flag tapc_cld_codes[] = {
	TAPC_CODE(CLD_EXITED), TAPC_CODE(CLD_KILLED), TAPC_CODE(CLD_DUMPED),
	TAPC_CODE(CLD_TRAPPED), TAPC_CODE(CLD_STOPPED), TAPC_CODE(CLD_CONTINUED),
};
static const struct tapc_flag tapc_poll_codes[] = {
	TAPC_CODE(POLL_IN), TAPC_CODE(POLL_OUT), TAPC_CODE(POLL_MSG),
	TAPC_CODE(POLL_ERR), TAPC_CODE(POLL_PRI), TAPC_CODE(POLL_HUP),
};
static const struct tapc_flag tapc_sys_codes[] = {
	TAPC_CODE(SYS_SECCOMP),
};
#undef TAPC_CODE

/* Each signal's own codes */
static const struct {
	int signo;
	const struct tapc_flag *codes;
	size_t n;
} tapc_signal_codes[] = {
#define TAPC_CODES(sig, list) { sig, list, ARRAY_SIZE(list) }
	TAPC_CODES(SIGILL, tapc_ill_codes), TAPC_CODES(SIGFPE, tapc_fpe_codes),
	TAPC_CODES(SIGSEGV, tapc_segv_codes), TAPC_CODES(SIGBUS, tapc_bus_codes),
	TAPC_CODES(SIGTRAP, tapc_trap_codes), TAPC_CODES(SIGCHLD, tapc_cld_codes),
	TAPC_CODES(SIGPOLL, tapc_poll_codes), TAPC_CODES(SIGSYS, tapc_sys_codes),
#undef TAPC_CODES
};

/*
 * si_code: a generic code by name; else its hex, and then (as stap
 * appends it) the name of the signal's own code, or its hex again.
 */
static void tapc_si_code_str(char *dst, const siginfo_t *si)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(tapc_si_codes); i++)
		if (tapc_si_codes[i].value == si->si_code) {
			tapc_append(dst, "%s", tapc_si_codes[i].name);
			return;
		}
	tapc_append(dst, "0x%lx", (long)si->si_code);
	for (i = 0; i < ARRAY_SIZE(tapc_signal_codes); i++)
		if (tapc_signal_codes[i].signo == si->si_signo)
			tapc_lookup_append(dst, tapc_signal_codes[i].codes,
					   tapc_signal_codes[i].n, si->si_code);
}

static void tapc_signal_append(char *dst, long sig)
{
	const char *name = tapc_signal_list_name(sig);

	if (name)
		tapc_append(dst, "%s", name);
	else
		tapc_append(dst, "0x%lx", sig);
}

/* The fields stap shows after si_code, by who sent it and the signal */
static void tapc_si_fields_str(char *dst, const siginfo_t *si)
{
	if (si->si_code <= 0) {		/* from a user */
		if (si->si_code == SI_TIMER)
			tapc_append(dst, ", si_tid=%#x, si_overrun=%d", si->si_tid,
				    si->si_overrun);
		else
			tapc_append(dst, ", si_pid=%lu, si_uid=%lu",
				    (unsigned long)si->si_pid,
				    (unsigned long)si->si_uid);
		return;
	}
	switch (si->si_signo) {
	case SIGCHLD:
		tapc_append(dst, ", si_pid=%lu, si_uid=%lu, si_status=",
			    (unsigned long)si->si_pid, (unsigned long)si->si_uid);
		if (si->si_code == CLD_EXITED)
			tapc_append(dst, "%d", si->si_status);
		else
			tapc_signal_append(dst, si->si_status);
		break;
	case SIGILL:
	case SIGFPE:
	case SIGSEGV:
	case SIGBUS:
		tapc_append(dst, ", si_addr=%#lx", (unsigned long)si->si_addr);
		break;
	case SIGPOLL:
		if (si->si_code == POLL_IN || si->si_code == POLL_OUT ||
		    si->si_code == POLL_MSG)
			tapc_append(dst, ", si_band=%ld", (long)si->si_band);
		break;
	case SIGSYS:
		tapc_append(dst, ", si_call_addr=%#lx, si_syscall=%d, si_arch=%u",
			    (unsigned long)si->si_call_addr, si->si_syscall,
			    si->si_arch);
		break;
	default:
		if (si->si_pid || si->si_uid)
			tapc_append(dst, ", si_pid=%lu, si_uid=%lu",
				    (unsigned long)si->si_pid,
				    (unsigned long)si->si_uid);
		break;
	}
}

static void tapc_siginfo_str(char *dst, const siginfo_t *si)
{
	tapc_append(dst, "{si_signo=");
	tapc_signal_append(dst, si->si_signo);
	tapc_append(dst, ", si_code=");
	tapc_si_code_str(dst, si);
	tapc_si_fields_str(dst, si);
	tapc_append(dst, "}");
}
