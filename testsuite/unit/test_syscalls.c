/* Unit tests of the system call catalog: the #define evaluator on
 * strings, then the catalog of the newest installed kernel build tree
 * (generated into a private cache, loaded again from it, regenerated
 * after damage), the argument formats stap's conventions give its calls,
 * and the kprobe function list.
 * Prints "PASS: name" or "FAIL: name" per check; exits 1 on any failure. */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kfuncs.h"
#include "sc_format.h"
#include "sc_points.h"
#include "syscalls.h"
#include "unit.h"
#include "util.h"

/* --- evaluating definitions --- */

static void check_eval(const char *text, bool want_ok, long long want)
{
	char *names[] = { "O_DSYNC", "__O_SYNC", "O_NONBLOCK", "SHIFT", "LOOP",
			  "issecure_mask(X)", "SECURE_KEEP_CAPS" };
	char *values[] = { "00010000", "04000000", "00004000", "26", "LOOP",
			   "(1 << (X))", "4" };
	long long v = 0;
	bool ok = sc_const_eval(text, names, values, 7, &v);
	char *label = xasprintf("eval \"%s\" = %s%lld", text, want_ok ? "" : "(none) ",
				want);
	char *detail = xasprintf("got %s %lld", ok ? "ok" : "fail", v);
	unit_result(label, ok == want_ok && (!ok || v == want), detail);
	free(label);
	free(detail);
}

static void test_eval(void)
{
	check_eval("00000100", true, 64);
	check_eval("0x20", true, 32);
	check_eval("(1U << 3)", true, 8);
	check_eval("(__O_SYNC|O_DSYNC)", true, 04010000);
	check_eval("O_NONBLOCK", true, 04000);
	check_eval("(21 << SHIFT)", true, 21LL << 26);
	check_eval("-100", true, -100);
	check_eval("~0", true, -1);
	check_eval("2 + 3 * 4", true, 14);
	check_eval("((void *) -1)", false, 0);
	check_eval("((__force __kernel_rwf_t)0x00000004)", true, 4);
	check_eval("((__kernel_key_t) 0)", true, 0);
	check_eval("LOOP", false, 0);
	check_eval("", false, 0);
	check_eval("1 && 2", false, 0);
	/* a cast before a sign (PR_SET_PTRACER_ANY), a macro of one
	 * parameter (securebits.h's) */
	check_eval("((unsigned long)-1)", true, -1);
	check_eval("(issecure_mask(SECURE_KEEP_CAPS))", true, 16);
	check_eval("issecure_mask(SHIFT) | issecure_mask(1)", true, (1LL << 26) | 2);
	check_eval("nosuch(1)", false, 0);
}

/* --- the real kernel --- */

static const sc_arg *arg(const syscall_info *sc, int i)
{
	return sc && i < sc->nargs ? &sc->args[i] : NULL;
}

static void check_arg(const sc_catalog *cat, const char *call, int i,
		      const char *c_type, const char *name, int size,
		      bool is_signed, bool is_pointer)
{
	const syscall_info *sc = sc_catalog_find(cat, call);
	const sc_arg *a = arg(sc, i);
	char *label = xasprintf("%s arg %d: %s %s (%d bytes, %s)", call, i, c_type,
				name, size, is_pointer ? "pointer" :
				is_signed ? "signed" : "unsigned");
	unit_result(label, a && !strcmp(a->c_type, c_type) && !strcmp(a->name, name) &&
		    a->size == size && a->is_signed == is_signed &&
		    a->is_pointer == is_pointer, NULL);
	free(label);
}

static void check_const(const sc_catalog *cat, const char *name, long long want)
{
	long long v = 0;
	bool found = sc_catalog_const(cat, name, &v);
	char *label = xasprintf("constant %s = %lld", name, want);
	unit_result(label, found && v == want, NULL);
	free(label);
}

/* The first of two names of one value comes first in the catalog. */
static void check_first(const sc_catalog *cat, const char *first,
			const char *alias)
{
	int a = -1, b = -1;
	for (int i = 0; i < cat->nconsts; i++) {
		if (!strcmp(cat->consts[i].name, first) && a < 0)
			a = i;
		if (!strcmp(cat->consts[i].name, alias) && b < 0)
			b = i;
	}
	char *label = xasprintf("%s before its alias %s", first, alias);
	unit_result(label, a >= 0 && b >= 0 && a < b &&
		    cat->consts[a].value == cat->consts[b].value, NULL);
	free(label);
}

static void check_format(const sc_catalog *cat, const char *call, int i,
			 sc_fmt want, const char *want_type)
{
	const syscall_info *sc = sc_catalog_find(cat, call);
	bool ok = sc && i < sc->nargs && sc_arg_format(sc, i) == want &&
		  !strcmp(sc_arg_c_type(sc, i), want_type);
	char *label = xasprintf("%s arg %d shown as %s, read as %s", call, i,
				sc_fmt_c_name(want), want_type);
	unit_result(label, ok, NULL);
	free(label);
}

static void check_decoder(const sc_catalog *cat, const char *call, int i,
			  sc_how want, sc_set_id want_set)
{
	const syscall_info *sc = sc_catalog_find(cat, call);
	sc_how how = SC_HOW_ARG;
	sc_set_id set = SC_SET_NONE;
	bool ok = sc && i < sc->nargs && sc_arg_decoder(sc, i, &how, &set) &&
		  how == want && set == want_set;
	char *label = xasprintf("%s arg %d decoded as how %d, set %d", call, i,
				(int)want, (int)want_set);
	unit_result(label, ok, NULL);
	free(label);
}

static void check_vars(const sc_catalog *cat, const char *call, bool ret,
		       const char *want)
{
	sc_var vars[SC_MAX_VARS];
	int n = sc_point_vars(call ? sc_catalog_find(cat, call) : NULL, ret, vars);
	strbuf sb = {0};
	for (int i = 0; i < n; i++)
		sb_printf(&sb, "%s%s:%s", i ? " " : "", vars[i].name,
			  vars[i].type == TYPE_STRING ? "string" : "long");
	char *label = xasprintf("variables of %s%s: %s", call ? call : "syscall_any",
				ret ? ".return" : "", want);
	unit_result(label, sb.buf && !strcmp(sb.buf, want), sb.buf);
	free(label);
	free(sb.buf);
}

/* Constant `name` is in set `set`: in one of its groups, not left out */
static void check_in_set(const sc_catalog *cat, sc_set_id set, const char *name,
			 bool want)
{
	const sc_const *c = NULL;
	for (int i = 0; i < cat->nconsts && !c; i++)
		if (!strcmp(cat->consts[i].name, name))
			c = &cat->consts[i];
	char *label = xasprintf("%s %s set %d (%s)", name, want ? "in" : "not in",
				(int)set, sc_sets[set].groups);
	unit_result(label, c && sc_set_has(&sc_sets[set], c->group, c->name) == want,
		    NULL);
	free(label);
}

static void check_sets(const sc_catalog *cat)
{
	check_in_set(cat, SC_SET_SEEK, "SEEK_DATA", true);
	check_in_set(cat, SC_SET_SEEK, "SEEK_MAX", false);
	check_in_set(cat, SC_SET_SOCK_TYPE, "SOCK_DGRAM", true);
	check_in_set(cat, SC_SET_SOCK_TYPE, "SOCK_CLOEXEC", true);
	check_in_set(cat, SC_SET_SOCK_TYPE, "SOCK_NOSPACE", false);
	check_in_set(cat, SC_SET_MSYNC, "MS_SYNC", true);
	check_in_set(cat, SC_SET_MSYNC, "MS_RDONLY", false);
	check_in_set(cat, SC_SET_MOUNT, "MS_RDONLY", true);
	check_in_set(cat, SC_SET_AT, "AT_REMOVEDIR", true);
	check_in_set(cat, SC_SET_AT, "AT_FDCWD", false);
	check_in_set(cat, SC_SET_IPC_FLAGS, "IPC_CREAT", true);
	check_in_set(cat, SC_SET_IPC_FLAGS, "IPC_STAT", false);
	check_in_set(cat, SC_SET_FCNTL, "F_SETFL", true);
	check_in_set(cat, SC_SET_FCNTL, "F_RDLCK", false);
	check_in_set(cat, SC_SET_CLOCK, "CLOCK_BOOTTIME", true);
	check_in_set(cat, SC_SET_BPF_CMD, "BPF_MAP_CREATE", true);
	/* a socket option's level and name: SOL_SOCKET is the arch's */
	check_in_set(cat, SC_SET_SOL, "SOL_SOCKET", true);
	check_in_set(cat, SC_SET_SOL, "SOL_UDP", true);
	check_in_set(cat, SC_SET_SO, "SO_OOBINLINE", true);
	check_in_set(cat, SC_SET_SO, "SCM_TIMESTAMPING_OPT_STATS", true);
	check_in_set(cat, SC_SET_SO, "SCM_RIGHTS", false);
	check_in_set(cat, SC_SET_SO, "SO_RCVTIMEO_OLD", false);
	check_in_set(cat, SC_SET_SO, "SO_TIMESTAMP_OLD", true);
	check_in_set(cat, SC_SET_WAIT, "WNOHANG", true);
	check_in_set(cat, SC_SET_IDTYPE, "P_ALL", true);
	/* stap's names alone: msgget's IPC_NOWAIT and membarrier's newer
	 * commands go in hex, shmat has flags of its own */
	check_in_set(cat, SC_SET_IPC_FLAGS, "IPC_EXCL", true);
	check_in_set(cat, SC_SET_IPC_FLAGS, "IPC_NOWAIT", false);
	check_in_set(cat, SC_SET_SHM_FLAGS, "SHM_NORESERVE", true);
	check_in_set(cat, SC_SET_SHM_FLAGS, "SHM_RND", false);
	check_in_set(cat, SC_SET_SHMAT, "SHM_RND", true);
	check_in_set(cat, SC_SET_MEMBARRIER, "MEMBARRIER_CMD_SHARED", true);
	check_in_set(cat, SC_SET_MEMBARRIER, "MEMBARRIER_CMD_GLOBAL", false);
	check_in_set(cat, SC_SET_SECCOMP_FLAGS, "SECCOMP_FILTER_FLAG_TSYNC", true);
	check_in_set(cat, SC_SET_SECCOMP_FLAGS, "SECCOMP_FILTER_FLAG_LOG", false);
	check_in_set(cat, SC_SET_MAP, "MAP_HUGE_2MB", false);
	check_in_set(cat, SC_SET_RLIMIT, "RLIM_INFINITY", true);
	/* keyctl's and prctl's, by the names stap's tapset knows */
	check_in_set(cat, SC_SET_KEYCTL_CMD, "KEYCTL_GET_PERSISTENT", true);
	check_in_set(cat, SC_SET_KEYCTL_CMD, "KEYCTL_DH_COMPUTE", false);
	check_in_set(cat, SC_SET_KEY_PERM, "KEY_USR_ALL", true);
	check_in_set(cat, SC_SET_PR_OPTION, "PR_SET_NAME", true);
	check_in_set(cat, SC_SET_PR_OPTION, "PR_ENDIAN_BIG", false);
	check_in_set(cat, SC_SET_PR_ENDIAN, "PR_ENDIAN_BIG", true);
	check_in_set(cat, SC_SET_CAP, "CAP_AUDIT_READ", true);
	check_in_set(cat, SC_SET_CAP, "CAP_LAST_CAP", false);
	check_in_set(cat, SC_SET_SECBIT, "SECBIT_KEEP_CAPS_LOCKED", true);
	check_in_set(cat, SC_SET_PTRACE_REQ, "PTRACE_SINGLEBLOCK", true);
	check_in_set(cat, SC_SET_PTRACE_REQ, "PTRACE_O_TRACECLONE", false);
	check_in_set(cat, SC_SET_PTRACE_O, "PTRACE_O_TRACECLONE", true);
	const sc_set_id *whole;
	int nwhole;
	unit_result("keyctl's, prctl's and ptrace's argstr made whole by the "
		    "runtime, dup's not", sc_whole_decoder("keyctl", &whole, &nwhole) &&
		    sc_whole_decoder("prctl", &whole, &nwhole) &&
		    sc_whole_decoder("ptrace", &whole, &nwhole) &&
		    !sc_whole_decoder("dup", &whole, &nwhole), NULL);
}

static bool same_catalog(const sc_catalog *a, const sc_catalog *b)
{
	if (!a || !b || a->ncalls != b->ncalls || a->nconsts != b->nconsts ||
	    strcmp(a->kprobe_prefix, b->kprobe_prefix))
		return false;
	for (int i = 0; i < a->ncalls; i++) {
		const syscall_info *x = &a->calls[i], *y = &b->calls[i];
		if (x->nr != y->nr || strcmp(x->name, y->name) ||
		    strcmp(x->entry, y->entry) || x->nargs != y->nargs)
			return false;
		for (int j = 0; j < x->nargs; j++)
			if (strcmp(x->args[j].name, y->args[j].name) ||
			    strcmp(x->args[j].c_type, y->args[j].c_type) ||
			    x->args[j].size != y->args[j].size)
				return false;
	}
	for (int i = 0; i < a->nconsts; i++)
		if (strcmp(a->consts[i].name, b->consts[i].name) ||
		    a->consts[i].value != b->consts[i].value)
			return false;
	return true;
}

static void check_contents(const sc_catalog *cat)
{
	int described = 0, sorted = 1;
	for (int i = 0; i < cat->ncalls; i++) {
		described += cat->calls[i].nargs >= 0;
		sorted &= i == 0 || cat->calls[i - 1].nr < cat->calls[i].nr;
	}
	char *label = xasprintf("%d system calls, %d with their arguments, "
				"entries %s*", cat->ncalls, described,
				cat->kprobe_prefix);
	unit_result(label, cat->ncalls > 300 && described * 10 > cat->ncalls * 9, NULL);
	free(label);
	unit_result("by number", sorted, NULL);
	const syscall_info *close = sc_catalog_find(cat, "close");
	unit_result("close is sys_close, of one argument",
		    close && !strcmp(close->entry, "sys_close") && close->nargs == 1, NULL);
	check_arg(cat, "close", 0, "unsigned int", "fd", 4, false, false);
	check_arg(cat, "openat", 0, "int", "dfd", 4, true, false);
	check_arg(cat, "openat", 1, "const char *", "filename", 8, false, true);
	check_arg(cat, "openat", 3, "umode_t", "mode", 2, false, false);
	check_arg(cat, "mmap", 5, "unsigned long", "off", 8, false, false);
	check_arg(cat, "kill", 0, "pid_t", "pid", 4, true, false);
	check_arg(cat, "lseek", 1, "off_t", "offset", 8, true, false);
	/* a call that never returns, marked so in 6.12's table */
	check_arg(cat, "exit", 0, "int", "error_code", 4, true, false);
	unit_result("glob syscall.open*: open, openat, openat2 and more",
		    sc_catalog_match(cat, "open*", NULL, NULL) >= 3, NULL);
	unit_result("glob *: every call", sc_catalog_match(cat, "*", NULL, NULL) ==
		    cat->ncalls, NULL);
	unit_result("no such call", sc_catalog_match(cat, "nosuchcall", NULL, NULL) == 0,
		    NULL);

	check_const(cat, "EBADF", 9);
	check_const(cat, "ENOENT", 2);
	check_const(cat, "SIGKILL", 9);
	check_const(cat, "PROT_READ", 1);
	check_const(cat, "O_RDONLY", 0);
	check_const(cat, "AT_FDCWD", -100);
	/* enumerators too, and #defines of the same prefix in another
	 * header kept apart (msync's MS_ and mount's) */
	check_const(cat, "SHUT_RDWR", 2);
	check_const(cat, "SOCK_STREAM", 1);
	check_const(cat, "IPPROTO_TCP", 6);
	check_const(cat, "KCMP_SIGHAND", 4);
	check_const(cat, "BPF_PROG_LOAD", 5);
	check_const(cat, "CLOCK_MONOTONIC", 1);
	check_const(cat, "SEEK_END", 2);
	check_const(cat, "MS_SYNC", 4);
	check_const(cat, "MS_RDONLY", 1);
	check_const(cat, "SIG_SETMASK", 2);
	check_const(cat, "SOL_SOCKET", 1);
	check_const(cat, "SOL_IP", 0);
	check_const(cat, "SO_OOBINLINE", 10);
	/* in the uapi halves that 6.12's kernel headers no longer include */
	check_const(cat, "WNOHANG", 1);
	check_const(cat, "P_PGID", 2);
	check_const(cat, "SHM_HUGETLB", 04000);
	check_const(cat, "RLIM_INFINITY", -1);
	check_const(cat, "MEMBARRIER_CMD_SHARED", 1);
	check_const(cat, "KEYCTL_GET_KEYRING_ID", 0);
	check_const(cat, "KEY_SPEC_SESSION_KEYRING", -3);
	check_const(cat, "KEY_REQKEY_DEFL_NO_CHANGE", -1);
	check_const(cat, "KEY_POS_VIEW", 0x01000000);
	check_const(cat, "PR_SET_PTRACER_ANY", -1);
	check_const(cat, "PR_CAPBSET_READ", 23);
	check_const(cat, "CAP_SETGID", 6);
	check_const(cat, "SECBIT_KEEP_CAPS", 16);
	check_const(cat, "PTRACE_SYSEMU", 31);
	check_const(cat, "PTRACE_O_TRACEEXIT", 0x40);
	check_const(cat, "NT_PRFPREG", 2);
	check_first(cat, "EAGAIN", "EWOULDBLOCK");
	check_first(cat, "SIGABRT", "SIGIOT");
	check_first(cat, "O_NONBLOCK", "O_NDELAY");
	long long v;
	unit_result("no SIGSTKSZ among the signals", !sc_catalog_const(cat, "SIGSTKSZ", &v),
		    NULL);

	check_format(cat, "close", 0, SC_PLAIN, "TAPC_SCT_S32");
	check_format(cat, "write", 1, SC_BUF, "TAPC_SCT_PTR");
	check_format(cat, "open", 0, SC_STR, "TAPC_SCT_PTR");
	check_format(cat, "open", 1, SC_OPEN_FLAGS, "TAPC_SCT_S32");
	check_format(cat, "openat", 0, SC_DIRFD, "TAPC_SCT_S32");
	/* dup2's oldfd is no dirfd: -1 shows as -1 */
	check_format(cat, "dup2", 0, SC_PLAIN, "TAPC_SCT_S32");
	/* stap's own choices: fallocate's offset in hex and len unsigned,
	 * fadvise64's len signed, ioperm's in hex */
	check_format(cat, "fallocate", 2, SC_HEX, "TAPC_SCT_S64");
	check_format(cat, "fallocate", 3, SC_PLAIN, "TAPC_SCT_U64");
	check_format(cat, "fadvise64", 2, SC_PLAIN, "TAPC_SCT_S64");
	check_format(cat, "ioperm", 2, SC_HEX, "TAPC_SCT_S32");
	/* a mode is read as the 32 bits stap reads: chmod's -1 is 037777777777 */
	check_format(cat, "openat", 3, SC_OPEN_MODE, "TAPC_SCT_U32");
	check_format(cat, "mkdir", 1, SC_OCT, "TAPC_SCT_U32");
	check_format(cat, "umask", 0, SC_OCT, "TAPC_SCT_S32");
	/* signed as stap reads them: dup(-1), setuid(-1), readv's count -1 */
	check_format(cat, "dup", 0, SC_PLAIN, "TAPC_SCT_S32");
	check_format(cat, "setuid", 0, SC_PLAIN, "TAPC_SCT_S32");
	check_format(cat, "readv", 2, SC_PLAIN, "TAPC_SCT_S32");
	/* unsigned as stap reads them: sendmmsg's count, setsockopt's
	 * length and sendto's address length -1 are 4294967295 */
	check_format(cat, "sendmmsg", 2, SC_PLAIN, "TAPC_SCT_U32");
	check_format(cat, "recvmmsg", 2, SC_PLAIN, "TAPC_SCT_U32");
	check_format(cat, "setsockopt", 4, SC_PLAIN, "TAPC_SCT_U32");
	check_format(cat, "sendto", 5, SC_PLAIN, "TAPC_SCT_U32");
	/* fcntl's argument is shown as an address (0x0) */
	check_format(cat, "fcntl", 2, SC_PLAIN, "TAPC_SCT_PTR");
	/* flags no set decodes in hex (0x0), but timer_settime's in decimal */
	check_format(cat, "copy_file_range", 5, SC_HEX, "TAPC_SCT_U32");
	check_format(cat, "timer_settime", 1, SC_PLAIN, "TAPC_SCT_S32");
	check_format(cat, "mmap", 0, SC_PLAIN, "TAPC_SCT_PTR");
	check_format(cat, "mmap", 2, SC_PROT, "TAPC_SCT_U64");
	check_format(cat, "mmap", 3, SC_MMAP_FLAGS, "TAPC_SCT_U64");
	check_format(cat, "mmap", 4, SC_PLAIN, "TAPC_SCT_S32");
	check_format(cat, "kill", 1, SC_SIGNAL, "TAPC_SCT_S32");
	/* what stap's tapsets leave out of argstr, and read otherwise */
	check_format(cat, "membarrier", 1, SC_PLAIN, "TAPC_SCT_S32");
	check_format(cat, "membarrier", 2, SC_HIDDEN, "TAPC_SCT_S32");
	check_format(cat, "preadv", 4, SC_HIDDEN, "TAPC_SCT_U64");
	check_decoder(cat, "preadv", 3, SC_HOW_HEX, SC_SET_NONE);
	/* clone as stap shows it: the exit signal apart from the flags,
	 * the stack in hex, no tls */
	check_decoder(cat, "clone", 0, SC_HOW_FORK_FLAGS, SC_SET_FORK);
	check_format(cat, "clone", 1, SC_HEX, "TAPC_SCT_U64");
	check_format(cat, "clone", 4, SC_HIDDEN, "TAPC_SCT_U64");
	/* ioprio_set's priority: its class by name, then its data */
	check_decoder(cat, "ioprio_set", 2, SC_HOW_IOPRIO, SC_SET_IOPRIO_CLASS);
	check_decoder(cat, "swapon", 1, SC_HOW_SWAP_FLAGS, SC_SET_SWAP);
	/* clock_nanosleep's flags: TIMER_ABSTIME by name, else the number */
	check_decoder(cat, "clock_nanosleep", 1, SC_HOW_NAME, SC_SET_TIMER);
	check_decoder(cat, "shmat", 2, SC_HOW_FLAGS, SC_SET_SHMAT);
	/* numbers kept free (or a stub's, 6.1's lookup_dcookie) that stap
	 * shows: their arguments are tapc's table's, on the tracepoints
	 * where there is no function */
	const syscall_info *sysctl = sc_catalog_find(cat, "_sysctl");
	unit_result("_sysctl kept free, one pointer of tapc's table, probeable",
		    sysctl && !*sysctl->entry && sysctl->args_ours &&
		    sysctl->nargs == 1 && sysctl->args[0].is_pointer &&
		    sc_probeable(sysctl), NULL);
	const syscall_info *dcookie = sc_catalog_find(cat, "lookup_dcookie");
	unit_result("lookup_dcookie: three arguments of tapc's table",
		    dcookie && dcookie->args_ours && dcookie->nargs == 3, NULL);
	const syscall_info *uselib = sc_catalog_find(cat, "uselib");
	unit_result("uselib kept free and not shown: no arguments, not probeable",
		    uselib && !uselib->args_ours && !sc_probeable(uselib), NULL);
	const syscall_info *getpid = sc_catalog_find(cat, "getpid");
	unit_result("getpid keeps the kernel's none",
		    getpid && !getpid->args_ours && getpid->nargs == 0, NULL);
	check_format(cat, "_sysctl", 0, SC_PLAIN, "TAPC_SCT_PTR");
	check_format(cat, "lookup_dcookie", 0, SC_HEX, "TAPC_SCT_U64");
	check_format(cat, "lookup_dcookie", 1, SC_PLAIN, "TAPC_SCT_PTR");
	check_format(cat, "lookup_dcookie", 2, SC_HEX, "TAPC_SCT_U64");
	check_decoder(cat, "set_thread_area", 0, SC_HOW_USER_DESC, SC_SET_NONE);
	check_decoder(cat, "get_thread_area", 0, SC_HOW_USER_DESC, SC_SET_NONE);
	unit_result("_sysctl is stap's point sysctl, named so",
		    !strcmp(sc_point_of("_sysctl"), "sysctl") &&
		    !strcmp(sc_name_at("_sysctl"), "sysctl"), NULL);
	unit_result("mmap's result is an address",
		    !strcmp(sc_ret_c_name(sc_catalog_find(cat, "mmap")), "TAPC_SCR_HEX"), NULL);
	unit_result("umask's result is octal",
		    !strcmp(sc_ret_c_name(sc_catalog_find(cat, "umask")), "TAPC_SCR_OCT"), NULL);
	unit_result("close's result is decimal",
		    !strcmp(sc_ret_c_name(sc_catalog_find(cat, "close")), "TAPC_SCR_DEC"), NULL);

	check_vars(cat, "close", false, "name:string fd:long argstr:string");
	check_vars(cat, "close", true, "name:string retval:long retstr:string");
	/* a pointer also as stap names it */
	check_vars(cat, "openat", false, "name:string dfd:long dfd_str:string "
		   "filename:string filename_uaddr:long flags:long flags_str:string "
		   "mode:long filename_unquoted:string argstr:string");
	/* stap's names where they are not the kernel's, before the kernel's */
	check_vars(cat, "accept", false, "name:string sockfd:long addr_uaddr:long "
		   "addrlen_uaddr:long fd:long upeer_sockaddr:long "
		   "upeer_sockaddr_uaddr:long upeer_addrlen:long "
		   "upeer_addrlen_uaddr:long argstr:string");
	check_vars(cat, "setsockopt", false, "name:string level_str:string "
		   "optname_str:string fd:long level:long optname:long optval:long "
		   "optval_uaddr:long optlen:long argstr:string");
	check_vars(cat, "truncate", false, "name:string path:string path_uaddr:long "
		   "length:long path_unquoted:string argstr:string");
	check_vars(cat, "set_thread_area", false, "name:string u_info_str:string "
		   "u_info:long u_info_uaddr:long argstr:string");
	check_vars(cat, "lookup_dcookie", false, "name:string cookie:long "
		   "buffer_uaddr:long cookie64:long buf:long buf_uaddr:long len:long "
		   "argstr:string");
	check_vars(cat, "_sysctl", false, "name:string args:long args_uaddr:long "
		   "argstr:string");
	check_sets(cat);
	check_vars(cat, NULL, false, "name:string syscall_nr:long");
	check_vars(cat, NULL, true, "name:string syscall_nr:long retval:long");
}

static void *load(const char *release, const char *build, int verbose)
{
	return sc_catalog_load(release, build, verbose);
}

static bool same(const void *a, const void *b)
{
	return same_catalog(a, b);
}

static void check(const void *cat)
{
	check_contents(cat);
}

static void free_catalog(void *cat)
{
	sc_catalog_free(cat);
}

/* Cuts the one file in CACHE/tapc/WHAT/ to half its length, as a write
 * cut short would: a mapped catalog is not summed whole, its length is
 * checked. */
static bool truncate_cache(const char *cache_home, const char *what)
{
	char *pattern = xasprintf("%s/tapc/%s/*.txt", cache_home, what);
	glob_t g;
	bool ok = glob(pattern, 0, NULL, &g) == 0;
	size_t len;
	char *text = ok && g.gl_pathc == 1 ? read_file(g.gl_pathv[0], &len) : NULL;

	ok = text && len > 100 && write_file(g.gl_pathv[0], text, len / 2);
	free(text);
	free(pattern);
	globfree(&g);
	return ok;
}

static void test_kernel(void)
{
	static const unit_catalog syscalls = {
		"syscalls", load, same, check, free_catalog,
	};
	char *release, *build, *cache_home;
	if (!unit_kernel_begin(&release, &build, &cache_home))
		return;
	unit_catalog_cycle(&syscalls, release, build, cache_home);

	kfunc_list *funcs_again = NULL;
	kfunc_list *funcs = kfuncs_load(release, build, 1);
	kfunc_list *funcs_cached = kfuncs_load(release, build, 0);
	int count = kfuncs_count(funcs);
	char *label = xasprintf("kernel functions: %d, __x64_sys_close among them",
				count);
	unit_result(label, count > 10000 &&
		    kfuncs_match(funcs, "__x64_sys_close", NULL, NULL) == 1, NULL);
	free(label);
	unit_result("kernel functions from the cache, the same",
		    funcs_cached && kfuncs_count(funcs_cached) == count,
		    NULL);
	unit_result("kernel functions by glob: vfs_rea*",
		    funcs && kfuncs_match(funcs, "vfs_rea*", NULL, NULL) >= 2, NULL);
	unit_result("a half-written functions cache: regenerated, the same",
		    truncate_cache(cache_home, "functions") &&
		    (funcs_again = kfuncs_load(release, build, 1)) &&
		    kfuncs_count(funcs_again) == count, NULL);

	kfuncs_free(funcs);
	kfuncs_free(funcs_cached);
	kfuncs_free(funcs_again);
	unit_kernel_end(release, build, cache_home);
}

int main(void)
{
	test_eval();
	test_kernel();
	return unit_failures ? 1 : 0;
}
