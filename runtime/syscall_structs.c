// SPDX-License-Identifier: GPL-2.0
/*
 * The structs system call arguments point at, as stap's *_str variables
 * show them: a timespec "[1.500000000]", a timeval "[1.500000]", an
 * itimerspec "[interval,value]", a resource limit "[cur,max]", a signal
 * set "[SIGINT|SIGTERM]", a signal action "{SIG_IGN}", pipe's pair of
 * descriptors "[3, 4]", a socket address "{AF_INET, 127.0.0.1, 80}",
 * a thread area's descriptor "{entry_number=6, base_addr=0, ...}".
 * Each is read with copy_from_user_nofault, which neither sleeps nor
 * faults: unreadable memory shows as its address. Included by
 * syscall.c, whose tables of names it uses.
 */
#include <linux/in.h>
#include <linux/in6.h>
#include <linux/resource.h>
#include <uapi/linux/sched/types.h>
#include <linux/signal_types.h>
#include <linux/sysinfo.h>
#include <linux/times.h>
#include <linux/utime.h>
#include <linux/time_types.h>
#include <linux/timex.h>
#include <linux/if_packet.h>
#include <linux/netlink.h>
#include <linux/un.h>
#include <asm/ldt.h>

/* Enough of any address the kernel knows (struct __kernel_sockaddr_storage). */
union tapc_sockaddr {
	sa_family_t family;
	struct sockaddr_in in;
	struct sockaddr_in6 in6;
	struct sockaddr_un un;
	char raw[128];
};

static bool tapc_sc_read(void *dst, unsigned long addr, size_t n)
{
	return addr && !copy_from_user_nofault(dst, (const void __user *)addr, n);
}

#include "syscall_signals.c"

/* Every field in decimal, the bits as numbers, as stap shows them
 * (entry_number -1, "find a free entry", is 4294967295). */
static void tapc_user_desc_str(char *dst, const struct user_desc *ud)
{
	tapc_append(dst, "{entry_number=%u, base_addr=%u, limit=%u, seg_32bit=%u, contents=%u, read_exec_only=%u, limit_in_pages=%u, seg_not_present=%u, useable=%u",
		    ud->entry_number, ud->base_addr, ud->limit,
		    (unsigned int)ud->seg_32bit, (unsigned int)ud->contents,
		    (unsigned int)ud->read_exec_only,
		    (unsigned int)ud->limit_in_pages,
		    (unsigned int)ud->seg_not_present,
		    (unsigned int)ud->useable);
#ifdef __x86_64__
	tapc_append(dst, ", lm=%u", (unsigned int)ud->lm);
#endif
	tapc_append(dst, "}");
}

/* utimensat's special times are shown by name */
static void tapc_timespec_str(char *dst, const struct __kernel_timespec *t)
{
	if (t->tv_nsec == UTIME_NOW)
		tapc_append(dst, "UTIME_NOW");
	else if (t->tv_nsec == UTIME_OMIT)
		tapc_append(dst, "UTIME_OMIT");
	else
		tapc_append(dst, "%ld.%09ld", (long)t->tv_sec, (long)t->tv_nsec);
}

static void tapc_timeval_str(char *dst, const struct __kernel_old_timeval *t)
{
	tapc_append(dst, "%ld.%06ld", (long)t->tv_sec, (long)t->tv_usec);
}


/*
 * The socket address at `addr` of the length its call passes, as stap
 * reads it: that length clamped to 0..128 (a negative one is 128), the
 * rest zeroed. False when unreadable.
 */
static bool tapc_sc_sockaddr(union tapc_sockaddr *sa, size_t *n,
			     unsigned long addr, unsigned long len)
{
	*n = len > sizeof(*sa) ? sizeof(*sa) : len;
	memset(sa, 0, sizeof(*sa));
	return !*n || !copy_from_user_nofault(sa, (const void __user *)addr, *n);
}

/*
 * The family whose parts stap shows: one it knows, at exactly its
 * struct's length (AF_UNIX: any length with a byte of path), else 0.
 */
static int tapc_sa_known(const union tapc_sockaddr *sa, size_t n)
{
	switch (sa->family) {
	case AF_INET:
		return n == sizeof(struct sockaddr_in) ? AF_INET : 0;
	case AF_INET6:
		return n == sizeof(struct sockaddr_in6) ? AF_INET6 : 0;
	case AF_UNIX:
		return n >= sizeof(sa_family_t) + 2 ? AF_UNIX : 0;
	case AF_NETLINK:
		return n == sizeof(struct sockaddr_nl) ? AF_NETLINK : 0;
	case AF_PACKET:
		return n == sizeof(struct sockaddr_ll) ? AF_PACKET : 0;
	}
	return 0;
}

static const char *tapc_sa_family_name(int family)
{
	switch (family) {
	case AF_INET: return "AF_INET";
	case AF_INET6: return "AF_INET6";
	case AF_UNIX: return "AF_UNIX";
	case AF_NETLINK: return "AF_NETLINK";
	case AF_PACKET: return "AF_PACKET";
	}
	return "";
}

static void tapc_sa_unix_str(char *dst, const union tapc_sockaddr *sa, size_t n)
{
	char *path = this_cpu_ptr(&tapc_sc_bufs)->raw;

	if (sa->un.sun_path[0]) {
		tapc_append(dst, "{AF_UNIX, \"%.*s\"}",
			    (int)sizeof(sa->raw) - 1 - (int)sizeof(sa_family_t),
			    sa->un.sun_path);
		return;
	}
	/* an abstract name: bytes, not a string */
	tapc_bytes_str(path, sa->raw + sizeof(sa_family_t) + 1,
		       (int)(n - sizeof(sa_family_t)) - 1, MAXSTRINGLEN - 1);
	tapc_append(dst, "{AF_UNIX, \"\\000%.*s\"}", MAXSTRINGLEN - 18, path);
}

static void tapc_sockaddr_str(char *dst, const union tapc_sockaddr *sa,
			      size_t n)
{
	const struct sockaddr_nl *nl = (const void *)sa;
	const struct sockaddr_ll *ll = (const void *)sa;
	u64 hwaddr;

	switch (tapc_sa_known(sa, n)) {
	case AF_INET:
		tapc_append(dst, "{AF_INET, %pI4, %d}", &sa->in.sin_addr,
			    ntohs(sa->in.sin_port));
		return;
	case AF_INET6:
		tapc_append(dst, "{AF_INET6, %pI6, %d}", &sa->in6.sin6_addr,
			    ntohs(sa->in6.sin6_port));
		return;
	case AF_UNIX:
		tapc_sa_unix_str(dst, sa, n);
		return;
	case AF_NETLINK:
		tapc_append(dst, "{AF_NETLINK, pid=%d, groups=%08x}", nl->nl_pid,
			    nl->nl_groups);
		return;
	case AF_PACKET:
		memcpy(&hwaddr, ll->sll_addr, sizeof(hwaddr));
		tapc_append(dst, "{AF_PACKET, proto=%d, ind=%d, hatype=%d, pkttype=%d, halen=%d, addr=0x%llx}",
			    (int)ll->sll_protocol, ll->sll_ifindex,
			    (int)ll->sll_hatype, (int)ll->sll_pkttype,
			    (int)ll->sll_halen, (unsigned long long)hwaddr);
		return;
	}
	if (n >= sizeof(sa_family_t))
		tapc_append(dst, "{unknown sockaddr with sa=%d, salen=%d}",
			    sa->family, (int)n);
	else
		tapc_append(dst, "{unknown sockaddr with salen=%d}", (int)n);
}

/*
 * A time as stap's ctime() shows it, "Thu Jan  1 00:00:01 1970" in UTC;
 * out of the range it shows, the number.
 */
static void tapc_ctime_append(char *dst, long long secs)
{
	static const char *const wdays[7] = {
		"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"
	};
	static const char *const months[12] = {
		"Jan", "Feb", "Mar", "Apr", "May", "Jun",
		"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
	};
	struct tm tm;

	if (secs < S32_MIN || secs > 253402300799LL) {
		tapc_append(dst, "%lld", secs);
		return;
	}
	time64_to_tm(secs, 0, &tm);
	tapc_append(dst, "%s %s %2d %02d:%02d:%02d %ld", wdays[tm.tm_wday],
		    months[tm.tm_mon], tm.tm_mday, tm.tm_hour, tm.tm_min,
		    tm.tm_sec, tm.tm_year + 1900);
}

/* utime's two times; each the epoch where it cannot be read, as stap */
static void tapc_utimbuf_str(char *dst, unsigned long addr)
{
	struct utimbuf times = { 0, 0 };

	if (!tapc_sc_read(&times, addr, sizeof(times)))
		times.actime = times.modtime = 0;
	tapc_append(dst, "[");
	tapc_ctime_append(dst, times.actime);
	tapc_append(dst, ", ");
	tapc_ctime_append(dst, times.modtime);
	tapc_append(dst, "]");
}

/*
 * execve's argv or envp, "[\"/bin/true\", \"a\"]": each string quoted
 * (an unreadable one's address), up to the NULL; an array that cannot
 * be read shows its address at that place; no more than fits.
 */
static void tapc_argv_str(char *dst, unsigned long addr)
{
	char *elem = this_cpu_ptr(&tapc_sc_bufs)->elem;
	size_t len = 0, now;
	unsigned long p;

	tapc_strcpy(dst, "[");
	while (addr) {
		if (copy_from_user_nofault(&p, (const void __user *)addr, sizeof(p))) {
			tapc_append(dst, "%s0x%lx", len ? ", " : "", addr);
			break;
		}
		if (!p)
			break;
		tapc_sc_arg_string(elem, p);
		tapc_append(dst, "%s%s", len ? ", " : "", elem);
		now = strnlen(dst, MAXSTRINGLEN);
		if (now == len)
			break;
		len = now;
		addr += sizeof(p);
	}
	tapc_append(dst, "]");
}

/* adjtimex's modes, in stap's order: each that shares a bit is named */
static const struct tapc_flag tapc_adj_modes[] = {
	{ ADJ_OFFSET, "ADJ_OFFSET" }, { ADJ_FREQUENCY, "ADJ_FREQUENCY" },
	{ ADJ_MAXERROR, "ADJ_MAXERROR" }, { ADJ_ESTERROR, "ADJ_ESTERROR" },
	{ ADJ_STATUS, "ADJ_STATUS" }, { ADJ_TIMECONST, "ADJ_TIMECONST" },
	{ ADJ_TICK, "ADJ_TICK" }, { ADJ_OFFSET_SINGLESHOT, "ADJ_OFFSET_SINGLESHOT" },
};

/* "{ADJ_STATUS, constant=0, ...}": the longs as stap's %lu shows them */
static void tapc_timex_str(char *dst, const struct __kernel_timex *tx)
{
	tapc_append(dst, "{");
	tapc_lookup_or_append(dst, tapc_adj_modes, ARRAY_SIZE(tapc_adj_modes),
			      tx->modes);
	tapc_append(dst, ", constant=%lu, esterror=%lu, freq=%lu, maxerror=%lu, offset=%lu, precision=%lu, status=%d, tick=%lu, tolerance=%lu}",
		    (unsigned long)tx->constant, (unsigned long)tx->esterror,
		    (unsigned long)tx->freq, (unsigned long)tx->maxerror,
		    (unsigned long)tx->offset, (unsigned long)tx->precision,
		    tx->status, (unsigned long)tx->tick,
		    (unsigned long)tx->tolerance);
}

/*
 * An extended attribute's value, "testing" or "\\xef\\xbe...": at most
 * 50 bytes of its size, printable ASCII as it is (quotes too), the rest
 * in hex, a final NUL after text left out; the address where it cannot
 * be read or is empty.
 */
static void tapc_xattr_val_str(char *dst, unsigned long addr,
			       unsigned long size)
{
	unsigned char buf[50];
	size_t n = min_t(unsigned long, size, sizeof(buf)), i, out = 0;
	size_t room = MAXSTRINGLEN - 3;

	if (!n || !tapc_sc_read(buf, addr, n)) {
		snprintf(dst, MAXSTRINGLEN, "0x%lx", addr);
		return;
	}
	dst[out++] = '"';
	for (i = 0; i < n && room >= 4; i++) {
		if (buf[i] >= ' ' && buf[i] <= 0x7e) {
			dst[out++] = buf[i];
			room--;
			continue;
		}
		out += snprintf(dst + out, 5, "\\x%02x", buf[i]);
		room -= 4;
	}
	if (i > 1 && buf[i - 1] == '\0' && buf[i - 2] >= ' ' && buf[i - 2] <= 0x7e)
		out -= 4;
	dst[out++] = '"';
	dst[out] = '\0';
}

/* pipe's two descriptors, each 0 where it cannot be read */
static void tapc_fdpair_str(char *dst, unsigned long addr)
{
	int fd[2] = { 0, 0 };

	if (!tapc_sc_read(fd, addr, sizeof(fd)))
		fd[0] = fd[1] = 0;
	snprintf(dst, MAXSTRINGLEN, "[%d, %d]", fd[0], fd[1]);
}

/*
 * The struct at `addr` as variable kind `how` shows it; `len` is the
 * argument after it (a socket address's length). False when `how` is
 * no struct.
 */
static bool tapc_sc_struct_str(char *dst, unsigned char how,
			       unsigned long addr, unsigned long len)
{
	union {
		struct __kernel_timespec ts[2];
		struct __kernel_old_timeval tv[2];
		struct timezone tz;
		struct rlimit64 rl;
		u64 sigset;
		siginfo_t si;
		struct tms tms;
		struct sysinfo sys;
		struct sched_attr attr;
		struct __kernel_timex tx;
		union tapc_sockaddr sa;
		struct user_desc ud;
	} u;
	static const size_t sizes[] = {
		[TAPC_SCV_TIMESPEC] = sizeof(struct __kernel_timespec),
		[TAPC_SCV_TIMEVAL] = sizeof(struct __kernel_old_timeval),
		[TAPC_SCV_TIMESPEC2] = 2 * sizeof(struct __kernel_timespec),
		[TAPC_SCV_TIMEVAL2] = 2 * sizeof(struct __kernel_old_timeval),
		[TAPC_SCV_ITIMERSPEC] = 2 * sizeof(struct __kernel_timespec),
		[TAPC_SCV_ITIMERVAL] = 2 * sizeof(struct __kernel_old_timeval),
		[TAPC_SCV_TIMEZONE] = sizeof(struct timezone),
		[TAPC_SCV_RLIMIT] = sizeof(struct rlimit64),
		[TAPC_SCV_SIGSET] = sizeof(u64),
		[TAPC_SCV_SIGINFO] = sizeof(siginfo_t),
		[TAPC_SCV_TMS] = sizeof(struct tms),
		[TAPC_SCV_SYSINFO] = sizeof(struct sysinfo),
		[TAPC_SCV_SCHED_ATTR] = sizeof(struct sched_attr),
		[TAPC_SCV_TIMEX] = sizeof(struct __kernel_timex),
		[TAPC_SCV_USER_DESC] = sizeof(struct user_desc),
	};

	size_t n;

	if (how < TAPC_SCV_TIMESPEC || how > TAPC_SCV_SOCKADDR)
		return false;
	dst[0] = '\0';
	if (how == TAPC_SCV_SIGACTION) {
		tapc_sigaction_str(dst, addr);
		return true;
	}
	if (how == TAPC_SCV_FDPAIR) {
		tapc_fdpair_str(dst, addr);
		return true;
	}
	if (how == TAPC_SCV_UTIMBUF) {
		tapc_utimbuf_str(dst, addr);
		return true;
	}
	if (how == TAPC_SCV_ARGV) {
		tapc_argv_str(dst, addr);
		return true;
	}
	if (how == TAPC_SCV_XATTR_VAL) {
		tapc_xattr_val_str(dst, addr, len);
		return true;
	}
	if (!addr) {
		tapc_strcpy(dst, "NULL");
		return true;
	}
	if (how == TAPC_SCV_SOCKADDR) {
		if (tapc_sc_sockaddr(&u.sa, &n, addr, len))
			tapc_sockaddr_str(dst, &u.sa, n);
		else
			tapc_strcpy(dst, "{...}");
		return true;
	}
	if (!tapc_sc_read(&u, addr, sizes[how])) {
		snprintf(dst, MAXSTRINGLEN, "0x%lx", addr);
		return true;
	}
	switch (how) {
	case TAPC_SCV_TIMESPEC:
	case TAPC_SCV_TIMESPEC2:
		tapc_append(dst, "[");
		tapc_timespec_str(dst, &u.ts[0]);
		if (how == TAPC_SCV_TIMESPEC2) {
			tapc_append(dst, "][");
			tapc_timespec_str(dst, &u.ts[1]);
		}
		tapc_append(dst, "]");
		break;
	case TAPC_SCV_ITIMERSPEC:
		/* stap shows each part's nanoseconds as ints, at %06d */
		tapc_append(dst, "[%d.%06d,%d.%06d]", (int)u.ts[0].tv_sec,
			    (int)u.ts[0].tv_nsec, (int)u.ts[1].tv_sec,
			    (int)u.ts[1].tv_nsec);
		break;
	case TAPC_SCV_TIMEVAL:
	case TAPC_SCV_TIMEVAL2:
	case TAPC_SCV_ITIMERVAL:
		tapc_append(dst, "[");
		tapc_timeval_str(dst, &u.tv[0]);
		if (how != TAPC_SCV_TIMEVAL) {
			tapc_append(dst, how == TAPC_SCV_ITIMERVAL ? "," : "][");
			tapc_timeval_str(dst, &u.tv[1]);
		}
		tapc_append(dst, "]");
		break;
	case TAPC_SCV_TIMEZONE:
		tapc_append(dst, "[%d, %d]", u.tz.tz_minuteswest, u.tz.tz_dsttime);
		break;
	case TAPC_SCV_RLIMIT:
		/* signed: an infinite limit is -1 */
		tapc_append(dst, "[%ld,%ld]", (long)u.rl.rlim_cur,
			    (long)u.rl.rlim_max);
		break;
	case TAPC_SCV_SIGSET:
		tapc_sigset_str(dst, u.sigset);
		break;
	case TAPC_SCV_SIGINFO:
		tapc_siginfo_str(dst, &u.si);
		break;
	case TAPC_SCV_TMS:
		tapc_append(dst, "{tms_utime=%lu, tms_stime=%lu, tms_cutime=%lu, tms_cstime=%lu}",
			    (unsigned long)u.tms.tms_utime, (unsigned long)u.tms.tms_stime,
			    (unsigned long)u.tms.tms_cutime,
			    (unsigned long)u.tms.tms_cstime);
		break;
	case TAPC_SCV_SYSINFO:
		tapc_append(dst, "{uptime=%ld, loads=[%lu, %lu, %lu], totalram=%lu, freeram=%lu, sharedram=%lu, bufferram=%lu, totalswap=%lu, freeswap=%lu, procs=%u}",
			    (long)u.sys.uptime, (unsigned long)u.sys.loads[0],
			    (unsigned long)u.sys.loads[1], (unsigned long)u.sys.loads[2],
			    (unsigned long)u.sys.totalram, (unsigned long)u.sys.freeram,
			    (unsigned long)u.sys.sharedram, (unsigned long)u.sys.bufferram,
			    (unsigned long)u.sys.totalswap, (unsigned long)u.sys.freeswap,
			    (unsigned int)u.sys.procs);
		break;
	case TAPC_SCV_TIMEX:
		tapc_timex_str(dst, &u.tx);
		break;
	case TAPC_SCV_USER_DESC:
		tapc_user_desc_str(dst, &u.ud);
		break;
	case TAPC_SCV_SCHED_ATTR:
		tapc_append(dst, "{size=%u, sched_policy=%u, sched_flags=%llu, sched_nice=%d, sched_priority=%u, sched_runtime=%llu, sched_deadline=%llu, sched_period=%llu}",
			    u.attr.size, u.attr.sched_policy,
			    (unsigned long long)u.attr.sched_flags, u.attr.sched_nice,
			    u.attr.sched_priority,
			    (unsigned long long)u.attr.sched_runtime,
			    (unsigned long long)u.attr.sched_deadline,
			    (unsigned long long)u.attr.sched_period);
		break;
	}
	return true;
}

/*
 * A part of a socket address, as bind's and connect's uaddr_af,
 * uaddr_ip, uaddr_ip_port, uaddr_ipv6_flowinfo and uaddr_ipv6_scope_id
 * show it: empty where the family has no such part, the whole address
 * as argstr shows it where stap does not know the family.
 */
static bool tapc_sc_sockaddr_str(char *dst, unsigned char how,
				 unsigned long addr, unsigned long len)
{
	union tapc_sockaddr sa;
	size_t n;
	int family;

	if (how < TAPC_SCV_SA_FAMILY || how > TAPC_SCV_SA_SCOPE_ID)
		return false;
	dst[0] = '\0';
	if (!addr) {
		tapc_strcpy(dst, "NULL");
		return true;
	}
	if (!tapc_sc_sockaddr(&sa, &n, addr, len)) {
		tapc_strcpy(dst, "{...}");
		return true;
	}
	family = tapc_sa_known(&sa, n);
	if (!family) {
		tapc_sockaddr_str(dst, &sa, n);
		return true;
	}
	switch (how) {
	case TAPC_SCV_SA_FAMILY:
		tapc_strcpy(dst, tapc_sa_family_name(family));
		break;
	case TAPC_SCV_SA_ADDR:
		if (family == AF_INET)
			tapc_append(dst, "%pI4", &sa.in.sin_addr);
		else if (family == AF_INET6)
			tapc_append(dst, "%pI6", &sa.in6.sin6_addr);
		break;
	case TAPC_SCV_SA_PORT:
		if (family == AF_INET || family == AF_INET6)
			tapc_append(dst, "%d", ntohs(family == AF_INET6 ?
						     sa.in6.sin6_port :
						     sa.in.sin_port));
		break;
	case TAPC_SCV_SA_FLOWINFO:
	case TAPC_SCV_SA_SCOPE_ID:
		/* stap shows the flow label as it is stored for both */
		if (family == AF_INET6)
			tapc_append(dst, "%d", (int)sa.in6.sin6_flowinfo);
		break;
	}
	return true;
}
