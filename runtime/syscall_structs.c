// SPDX-License-Identifier: GPL-2.0
/*
 * The structs system call arguments point at, as stap's *_str variables
 * show them: a timespec "[1.500000000]", a timeval "[1.500000]", an
 * itimerspec "[interval,value]", a resource limit "[cur,max]", a signal
 * set "[SIGINT|SIGTERM]", a socket address "{AF_INET, 127.0.0.1, 80}".
 * Each is read with copy_from_user_nofault, which neither sleeps nor
 * faults: unreadable memory shows as its address. Included by
 * syscall.c, whose tables of names it uses.
 */
#include <linux/in.h>
#include <linux/in6.h>
#include <linux/resource.h>
#include <linux/time_types.h>
#include <linux/un.h>

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

static void tapc_timespec_str(char *dst, const struct __kernel_timespec *t)
{
	tapc_append(dst, "%lld.%09lld", (long long)t->tv_sec,
		    (long long)t->tv_nsec);
}

static void tapc_timeval_str(char *dst, const struct __kernel_old_timeval *t)
{
	tapc_append(dst, "%ld.%06ld", (long)t->tv_sec, (long)t->tv_usec);
}

static void tapc_rlim_str(char *dst, u64 v)
{
	if (v == RLIM64_INFINITY || v == (u64)RLIM_INFINITY)
		tapc_append(dst, "RLIM_INFINITY");
	else
		tapc_append(dst, "%llu", (unsigned long long)v);
}

/* The socket address at `addr`, of `len` bytes; false when unreadable. */
static bool tapc_sc_sockaddr(union tapc_sockaddr *sa, unsigned long addr,
			     unsigned long len)
{
	size_t n = min_t(unsigned long, len, sizeof(*sa));

	memset(sa, 0, sizeof(*sa));
	return n >= sizeof(sa_family_t) && tapc_sc_read(sa, addr, n);
}

static void tapc_sa_addr_str(char *dst, const union tapc_sockaddr *sa)
{
	if (sa->family == AF_INET)
		tapc_append(dst, "%pI4", &sa->in.sin_addr);
	else if (sa->family == AF_INET6)
		tapc_append(dst, "%pI6c", &sa->in6.sin6_addr);
}

static void tapc_sockaddr_str(char *dst, const union tapc_sockaddr *sa,
			      const struct tapc_flag_set *families)
{
	const char *family = tapc_flag_name(families, sa->family);

	if (family)
		tapc_append(dst, "{%s", family);
	else
		tapc_append(dst, "{%u", sa->family);
	if (sa->family == AF_INET || sa->family == AF_INET6) {
		tapc_append(dst, ", ");
		tapc_sa_addr_str(dst, sa);
		tapc_append(dst, ", %u", ntohs(sa->family == AF_INET ?
					       sa->in.sin_port :
					       sa->in6.sin6_port));
	} else if (sa->family == AF_UNIX) {
		tapc_append(dst, ", \"%.*s\"", (int)sizeof(sa->un.sun_path),
			    sa->un.sun_path);
	}
	tapc_append(dst, "}");
}

static void tapc_sigset_str(char *dst, u64 set,
			    const struct tapc_flag_set *signals)
{
	bool any = false;
	int sig;

	tapc_append(dst, "[");
	for (sig = 1; sig <= 64; sig++) {
		const char *name;

		if (!(set & (1ULL << (sig - 1))))
			continue;
		name = tapc_flag_name(signals, sig);
		if (name)
			tapc_append(dst, "%s%s", any ? "|" : "", name);
		else
			tapc_append(dst, "%s%d", any ? "|" : "", sig);
		any = true;
	}
	tapc_append(dst, "%s]", any ? "" : "EMPTY");
}

/*
 * The struct at `addr` as variable kind `how` shows it; `len` is the
 * argument after it (a socket address's length), `set` the names it
 * uses (signals, families). False when `how` is no struct.
 */
static bool tapc_sc_struct_str(char *dst, unsigned char how,
			       const struct tapc_flag_set *set,
			       unsigned long addr, unsigned long len)
{
	union {
		struct __kernel_timespec ts[2];
		struct __kernel_old_timeval tv[2];
		struct timezone tz;
		struct rlimit64 rl;
		u64 sigset;
		union tapc_sockaddr sa;
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
	};

	if (how < TAPC_SCV_TIMESPEC || how > TAPC_SCV_SOCKADDR)
		return false;
	dst[0] = '\0';
	if (!addr) {
		tapc_strcpy(dst, "NULL");
		return true;
	}
	if (how == TAPC_SCV_SOCKADDR ? !tapc_sc_sockaddr(&u.sa, addr, len) :
	    !tapc_sc_read(&u, addr, sizes[how])) {
		snprintf(dst, MAXSTRINGLEN, "0x%lx", addr);
		return true;
	}
	switch (how) {
	case TAPC_SCV_TIMESPEC:
	case TAPC_SCV_TIMESPEC2:
	case TAPC_SCV_ITIMERSPEC:
		tapc_append(dst, "[");
		tapc_timespec_str(dst, &u.ts[0]);
		if (how != TAPC_SCV_TIMESPEC) {
			tapc_append(dst, how == TAPC_SCV_ITIMERSPEC ? "," : "][");
			tapc_timespec_str(dst, &u.ts[1]);
		}
		tapc_append(dst, "]");
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
		tapc_append(dst, "[");
		tapc_rlim_str(dst, u.rl.rlim_cur);
		tapc_append(dst, ",");
		tapc_rlim_str(dst, u.rl.rlim_max);
		tapc_append(dst, "]");
		break;
	case TAPC_SCV_SIGSET:
		tapc_sigset_str(dst, u.sigset, set);
		break;
	case TAPC_SCV_SOCKADDR:
		tapc_sockaddr_str(dst, &u.sa, set);
		break;
	}
	return true;
}

/*
 * A part of a socket address, as bind's and connect's uaddr_af,
 * uaddr_ip, uaddr_ip_port, uaddr_ipv6_flowinfo and uaddr_ipv6_scope_id
 * show it: empty where the family has no such part.
 */
static bool tapc_sc_sockaddr_str(char *dst, unsigned char how,
				 const struct tapc_flag_set *set,
				 unsigned long addr, unsigned long len)
{
	union tapc_sockaddr sa;
	const char *family;
	bool in6;

	if (how < TAPC_SCV_SA_FAMILY || how > TAPC_SCV_SA_SCOPE_ID)
		return false;
	dst[0] = '\0';
	if (!tapc_sc_sockaddr(&sa, addr, len))
		return true;
	in6 = sa.family == AF_INET6;
	switch (how) {
	case TAPC_SCV_SA_FAMILY:
		family = tapc_flag_name(set, sa.family);
		if (family)
			tapc_strcpy(dst, family);
		else
			snprintf(dst, MAXSTRINGLEN, "%u", sa.family);
		break;
	case TAPC_SCV_SA_ADDR:
		tapc_sa_addr_str(dst, &sa);
		break;
	case TAPC_SCV_SA_PORT:
		if (sa.family == AF_INET || in6)
			tapc_append(dst, "%u", ntohs(in6 ? sa.in6.sin6_port :
						     sa.in.sin_port));
		break;
	case TAPC_SCV_SA_FLOWINFO:
		if (in6)
			tapc_append(dst, "%u", ntohl(sa.in6.sin6_flowinfo));
		break;
	case TAPC_SCV_SA_SCOPE_ID:
		if (in6)
			tapc_append(dst, "%u", sa.in6.sin6_scope_id);
		break;
	}
	return true;
}
