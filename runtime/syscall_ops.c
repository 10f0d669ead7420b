// SPDX-License-Identifier: GPL-2.0
/*
 * The argstr of the calls that multiplex operations, as stap's tapsets
 * make it of all the arguments at once: the operation in the first says
 * which of the others show, and how (keyctl (KEYCTL_UNLINK, 5, 6),
 * prctl (PR_CAPBSET_READ, CAP_CHOWN), ptrace (PTRACE_CONT, 5, 0x0,
 * SIG_0)). Which operation shows what is
 * stap's choice, written here against the target kernel's own macros;
 * every name shown comes from the sets pass 3 generated from its
 * headers (TAPC_SET_*). Included by syscall.c.
 */
#include <linux/keyctl.h>
#include <linux/prctl.h>
#include <linux/ptrace.h>
#include <linux/uio.h>

static const struct tapc_flag_set *tapc_set(int id)
{
	return &tapc_sc_sets[id];
}

/* ", NAME" of the set, else the value in the set's base (as 32 bits
 * when `is32`, stap's (int) or (unsigned int) lookups) */
static void tapc_op_name(char *dst, int set, long long v, bool is32)
{
	const char *name = tapc_set_name(tapc_set(set), v, is32);

	tapc_append(dst, ", ");
	if (name)
		tapc_append(dst, "%s", name);
	else
		tapc_set_number(dst, tapc_set(set), v, is32);
}

/* ", \"string\"" of user memory, its address where unreadable */
static void tapc_op_string(char *dst, unsigned long addr)
{
	char *piece = this_cpu_ptr(&tapc_sc_bufs)->elem;

	tapc_sc_arg_string(piece, addr);
	tapc_append(dst, ", %s", piece);
}

/* ", A|B|123": each of the set's names (in its order) that shares a bit
 * with what is left, then the rest in the set's base */
static void tapc_op_flags(char *dst, int set, unsigned long long v)
{
	const struct tapc_flag_set *s = tapc_set(set);
	bool any = false;
	int i;

	tapc_append(dst, ", ");
	if (!v) {
		tapc_set_number(dst, s, 0, false);
		return;
	}
	for (i = 0; v && i < s->n; i++) {
		if (!(v & s->flags[i].value))
			continue;
		tapc_append(dst, "%s%s", any ? "|" : "", s->flags[i].name);
		v &= ~s->flags[i].value;
		any = true;
	}
	if (v) {
		tapc_append(dst, "%s", any ? "|" : "");
		tapc_set_number(dst, s, v, false);
	}
}

/* stap's __keyctl_argstr: each argument as a long unless named */
static void tapc_keyctl_argstr(char *dst, const unsigned long *a)
{
	long option = (int)a[0];
	const long *l = (const long *)a;

	if (!tapc_set_name(tapc_set(TAPC_SET_KEYCTL_CMD), option, true)) {
		snprintf(dst, MAXSTRINGLEN, "%ld, %ld, %ld, %ld, %ld", option,
			 l[1], l[2], l[3], l[4]);
		return;
	}
	tapc_strcpy(dst, tapc_set_name(tapc_set(TAPC_SET_KEYCTL_CMD), option, true));
	switch (option) {
	case KEYCTL_READ:
	case KEYCTL_DESCRIBE:
	case KEYCTL_GET_SECURITY:
		tapc_op_name(dst, TAPC_SET_KEY_SPEC, (int)a[1], true);
		tapc_append(dst, ", 0x%lx, %ld", a[2], l[3]);
		return;
	case KEYCTL_UPDATE:
		tapc_append(dst, ", %ld", l[1]);
		tapc_op_string(dst, a[2]);
		tapc_append(dst, ", %ld", l[3]);
		return;
	case KEYCTL_REVOKE:
	case KEYCTL_CLEAR:
	case KEYCTL_INVALIDATE:
	case KEYCTL_ASSUME_AUTHORITY:
		tapc_append(dst, ", %ld", l[1]);
		return;
	case KEYCTL_LINK:
	case KEYCTL_UNLINK:
	case KEYCTL_GET_PERSISTENT:
		tapc_append(dst, ", %ld, %ld", l[1], l[2]);
		return;
	case KEYCTL_SEARCH:
		tapc_append(dst, ", %ld", l[1]);
		tapc_op_string(dst, a[2]);
		tapc_op_string(dst, a[3]);
		tapc_append(dst, ", %ld", l[4]);
		return;
	case KEYCTL_CHOWN:
		tapc_append(dst, ", %ld, %ld, %ld", l[1], l[2], l[3]);
		return;
	case KEYCTL_SETPERM:
		tapc_append(dst, ", %ld", l[1]);
		tapc_op_flags(dst, TAPC_SET_KEY_PERM, (u32)a[2]);
		return;
	case KEYCTL_INSTANTIATE:
		tapc_append(dst, ", %ld", l[1]);
		tapc_op_string(dst, a[2]);
		tapc_append(dst, ", %ld, %ld", l[3], l[4]);
		return;
	case KEYCTL_INSTANTIATE_IOV:
		tapc_append(dst, ", %ld, 0x%lx, %ld, %ld", l[1], a[2], l[3], l[4]);
		return;
	case KEYCTL_NEGATE:
		tapc_append(dst, ", %ld, %lu, %ld", l[1], a[2], l[3]);
		return;
	case KEYCTL_REJECT:
		tapc_append(dst, ", %ld, %lu, %lu, %ld", l[1], a[2], a[3], l[4]);
		return;
	case KEYCTL_SET_TIMEOUT:
		tapc_append(dst, ", %ld, %lu", l[1], a[2]);
		return;
	case KEYCTL_GET_KEYRING_ID:
		tapc_op_name(dst, TAPC_SET_KEY_SPEC, (int)a[1], true);
		tapc_append(dst, ", %ld", l[2]);
		return;
	case KEYCTL_SET_REQKEY_KEYRING:
		tapc_op_name(dst, TAPC_SET_KEY_REQKEY, (int)a[1], true);
		return;
	case KEYCTL_JOIN_SESSION_KEYRING:
		tapc_append(dst, ", 0x%lx", a[1]);
		return;
	}
	/* a command stap names but shows no arguments of */
	snprintf(dst, MAXSTRINGLEN, "%ld, %ld, %ld, %ld, %ld", option, l[1],
		 l[2], l[3], l[4]);
}

/* stap's _prctl_argstr: the option by name (else in hex), then what it
 * takes */
static void tapc_prctl_argstr(char *dst, const unsigned long *a)
{
	unsigned int option = (unsigned int)a[0];

	dst[0] = '\0';
	tapc_op_name(dst, TAPC_SET_PR_OPTION, option, true);
	/* tapc_op_name begins with ", " */
	memmove(dst, dst + 2, strlen(dst + 2) + 1);
	switch (option) {
	case PR_GET_DUMPABLE:
	case PR_GET_TIMING:
	case PR_GET_KEEPCAPS:
	case PR_GET_SECCOMP:
	case PR_TASK_PERF_EVENTS_DISABLE:
	case PR_TASK_PERF_EVENTS_ENABLE:
	case PR_GET_TIMERSLACK:
	case PR_MCE_KILL_GET:
	case PR_GET_NO_NEW_PRIVS:
	case PR_GET_THP_DISABLE:
	case PR_MPX_ENABLE_MANAGEMENT:
	case PR_MPX_DISABLE_MANAGEMENT:
	case PR_GET_SECUREBITS:
		return;
	case PR_SET_UNALIGN:
		tapc_op_name(dst, TAPC_SET_PR_UNALIGN, a[1], false);
		return;
	case PR_SET_FPEMU:
		tapc_op_name(dst, TAPC_SET_PR_FPEMU, a[1], false);
		return;
	case PR_SET_FPEXC:
		tapc_op_name(dst, TAPC_SET_PR_FPEXC, a[1], false);
		return;
	case PR_SET_TIMING:
		tapc_op_name(dst, TAPC_SET_PR_TIMING, a[1], false);
		return;
	case PR_SET_ENDIAN:
		tapc_op_name(dst, TAPC_SET_PR_ENDIAN, a[1], false);
		return;
	case PR_SET_TSC:
		tapc_op_name(dst, TAPC_SET_PR_TSC, a[1], false);
		return;
	case PR_SET_PTRACER:
		tapc_op_name(dst, TAPC_SET_PR_PTRACER, (long)a[1], false);
		return;
	case PR_CAPBSET_READ:
	case PR_CAPBSET_DROP:
		tapc_op_name(dst, TAPC_SET_CAP, a[1], false);
		return;
	case PR_SET_SECUREBITS:
		tapc_op_flags(dst, TAPC_SET_SECBIT, a[1]);
		return;
	case PR_SET_PDEATHSIG:
	case PR_GET_PDEATHSIG:
	case PR_GET_UNALIGN:
	case PR_GET_FPEMU:
	case PR_GET_FPEXC:
	case PR_SET_NAME:
	case PR_GET_NAME:
	case PR_GET_ENDIAN:
	case PR_GET_TSC:
	case PR_GET_TID_ADDRESS:
	case PR_GET_CHILD_SUBREAPER:
	case PR_SET_THP_DISABLE:
		tapc_append(dst, ", 0x%lx", a[1]);
		return;
	case PR_SET_DUMPABLE:
	case PR_SET_KEEPCAPS:
	case PR_SET_CHILD_SUBREAPER:
	case PR_SET_NO_NEW_PRIVS:
	case PR_SET_TIMERSLACK:
		tapc_append(dst, ", %lu", a[1]);
		return;
	case PR_MCE_KILL:
		tapc_op_name(dst, TAPC_SET_PR_MCE_KILL, a[1], false);
		if (a[1] == PR_MCE_KILL_SET)
			tapc_op_name(dst, TAPC_SET_PR_MCE_KILL2, a[2], false);
		else if (a[1] != PR_MCE_KILL_CLEAR)
			tapc_append(dst, ", 0x%lx", a[2]);
		return;
	case PR_SET_SECCOMP:
		tapc_op_name(dst, TAPC_SET_SECCOMP_MODE, a[1], false);
		tapc_append(dst, ", 0x%lx", a[2]);
		return;
	case PR_SET_MM:
		tapc_op_name(dst, TAPC_SET_PR_MM, a[1], false);
		tapc_append(dst, ", 0x%lx", a[2]);
		return;
	}
	tapc_append(dst, ", 0x%lx, 0x%lx, 0x%lx, 0x%lx", a[1], a[2], a[3], a[4]);
}

/* ", 0x...": data's signal as stap's list names it, else in hex */
static void tapc_op_signal(char *dst, unsigned long sig)
{
	const char *name = tapc_signal_list_name((unsigned int)sig);

	if (name)
		tapc_append(dst, ", %s", name);
	else
		tapc_append(dst, ", 0x%x", (unsigned int)sig);
}

/* stap's _ptrace_argstr and its x86 part: the request by name (else in
 * hex), the pid, then addr and data as the request uses them */
static void tapc_ptrace_argstr(char *dst, const unsigned long *a)
{
	long request = (long)a[0];
	int pid = (int)a[1];
	unsigned long addr = a[2], data = a[3];
	struct iovec iov;

	dst[0] = '\0';
	tapc_op_name(dst, TAPC_SET_PTRACE_REQ, request, false);
	memmove(dst, dst + 2, strlen(dst + 2) + 1);
	tapc_append(dst, ", %d", pid);
	switch (request) {
	case PTRACE_PEEKTEXT:
	case PTRACE_PEEKDATA:
	case PTRACE_PEEKUSR:
		/* where glibc has the kernel store the word read */
		tapc_append(dst, ", 0x%lx, [0x%lx]", addr, data);
		return;
	case PTRACE_CONT:
	case PTRACE_SYSCALL:
	case PTRACE_SINGLESTEP:
	case PTRACE_DETACH:
	case PTRACE_SYSEMU:
	case PTRACE_SYSEMU_SINGLESTEP:
	case PTRACE_SINGLEBLOCK:
		tapc_append(dst, ", 0x%lx", addr);
		tapc_op_signal(dst, data);
		return;
	case PTRACE_GETREGSET:
	case PTRACE_SETREGSET:
		tapc_op_name(dst, TAPC_SET_NT, addr, false);
		if (!data)
			tapc_append(dst, ", NULL");
		else if (tapc_sc_read(&iov, data, sizeof(iov)))
			tapc_append(dst, ", [{0x%lx, %lu}]",
				    (unsigned long)iov.iov_base, (unsigned long)iov.iov_len);
		else
			tapc_append(dst, ", 0x%lx", data);
		return;
	case PTRACE_SETOPTIONS:
	case PTRACE_OLDSETOPTIONS:
		tapc_append(dst, ", 0x%lx", addr);
		tapc_op_flags(dst, TAPC_SET_PTRACE_O, data);
		return;
	case PTRACE_GET_THREAD_AREA:
	case PTRACE_SET_THREAD_AREA:
		tapc_append(dst, ", %d, 0x%lx", (int)addr, data);
		return;
	case PTRACE_ARCH_PRCTL:
		tapc_append(dst, ", 0x%lx", addr);
		tapc_op_name(dst, TAPC_SET_ARCH, (unsigned int)data, false);
		return;
	}
	tapc_append(dst, ", 0x%lx, 0x%lx", addr, data);
}

/* Whether the call's argstr is made whole here; false for others. */
static bool tapc_sc_whole_argstr(char *dst, const struct tapc_sc_desc *d,
				 const unsigned long *args)
{
	switch (d->whole) {
	case TAPC_SCW_KEYCTL:
		tapc_keyctl_argstr(dst, args);
		return true;
	case TAPC_SCW_PRCTL:
		tapc_prctl_argstr(dst, args);
		return true;
	case TAPC_SCW_PTRACE:
		tapc_ptrace_argstr(dst, args);
		return true;
	}
	return false;
}
