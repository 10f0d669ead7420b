/* stap's names of system call points (sc_points.h). Which names stap's
 * tapsets give is stap's own choice, so they are a table here: the
 * calls themselves, their numbers and arguments, are the kernel's
 * (kernel/syscalls.c). */
#include <stdlib.h>
#include <string.h>

#include "sc_points.h"

/* Kernel calls stap probes under another point, and the `name` it
 * gives there (stap's syscall.eventfd is eventfd and eventfd2, each by
 * its own name; syscall.pread is pread64 named "pread"). Sorted by
 * call. */
static const struct {
	const char *call, *point, *name;
} folded[] = {
	{ "_sysctl", "sysctl", "sysctl" },
	{ "epoll_create1", "epoll_create", "epoll_create1" },
	{ "eventfd2", "eventfd", "eventfd2" },
	{ "getdents64", "getdents", "getdents" },
	{ "inotify_init1", "inotify_init", "inotify_init1" },
	{ "newfstatat", "fstatat", "fstatat" },
	{ "pipe2", "pipe", "pipe2" },
	{ "pread64", "pread", "pread" },
	{ "pwrite64", "pwrite", "pwrite" },
	{ "signalfd4", "signalfd", "signalfd4" },
	{ "umount2", "umount", "umount" },
};

/* stap's points on x86_64 whose calls only 32-bit tasks make: the
 * socketcall(2) multiplexer's send and recv, the 16-bit uid calls, the
 * compat_ points, and calls x86_64 has no number for (not sysctl,
 * set_thread_area nor get_thread_area: their numbers are kept free and
 * probed on the tracepoints, kernel/sc_kept_free.c); each with the
 * 64-bit call whose first `nargs` arguments (all: -1) are its
 * variables, as stap names them (send is sendto's fd, buff, len and
 * flags), or none. Sorted by point. */
static const sc_point_32bit points_32bit[] = {
	{ "bdflush", NULL, 0 },
	{ "chown16", "chown", -1 },
	{ "compat_adjtimex", "adjtimex", -1 },
	{ "compat_clock_nanosleep", "clock_nanosleep", -1 },
	{ "compat_execve", "execve", -1 },
	{ "compat_execveat", "execveat", -1 },
	{ "compat_fadvise64", "fadvise64", -1 },
	{ "compat_fadvise64_64", "fadvise64", -1 },
	{ "compat_fallocate", "fallocate", -1 },
	{ "compat_ftruncate64", "ftruncate", -1 },
	{ "compat_futex", "futex", -1 },
	{ "compat_futimesat", "futimesat", -1 },
	{ "compat_getitimer", "getitimer", -1 },
	{ "compat_lookup_dcookie", "lookup_dcookie", -1 },
	{ "compat_nanosleep", "nanosleep", -1 },
	{ "compat_ppoll", "ppoll", -1 },
	{ "compat_pselect6", "pselect6", -1 },
	{ "compat_readahead", "readahead", -1 },
	{ "compat_recvmmsg", "recvmmsg", -1 },
	{ "compat_select", "select", -1 },
	{ "compat_setitimer", "setitimer", -1 },
	{ "compat_signalfd", "signalfd4", -1 },
	{ "compat_sys_msgctl", "msgctl", -1 },
	{ "compat_sys_msgrcv", "msgrcv", -1 },
	{ "compat_sys_msgsnd", "msgsnd", -1 },
	{ "compat_sys_recvmsg", "recvmsg", -1 },
	{ "compat_sys_semctl", "semctl", -1 },
	{ "compat_sys_semtimedop", "semtimedop", -1 },
	{ "compat_sys_sendmsg", "sendmsg", -1 },
	{ "compat_sys_shmat", "shmat", -1 },
	{ "compat_sys_shmctl", "shmctl", -1 },
	{ "compat_sys_utimes", "utimes", -1 },
	{ "compat_truncate64", "truncate", -1 },
	{ "compat_utime", "utime", -1 },
	{ "compat_utimensat", "utimensat", -1 },
	{ "compat_vmsplice", "vmsplice", -1 },
	{ "fadvise64_64", "fadvise64", -1 },
	{ "fchown16", "fchown", -1 },
	{ "fstatfs64", "fstatfs", -1 },
	{ "ftruncate64", "ftruncate", -1 },
	{ "lchown16", "lchown", -1 },
	{ "llseek", NULL, 0 },
	{ "mmap2", "mmap", -1 },
	{ "nice", NULL, 0 },
	{ "pwrite32", "pwrite64", -1 },
	{ "readdir", NULL, 0 },
	{ "recv", "recvfrom", 4 },
	{ "rt_sigaction32", "rt_sigaction", -1 },
	{ "send", "sendto", 4 },
	{ "setregid16", "setregid", -1 },
	{ "setresgid16", "setresgid", -1 },
	{ "setresuid16", "setresuid", -1 },
	{ "setreuid16", "setreuid", -1 },
	{ "settimeofday32", "settimeofday", -1 },
	{ "sgetmask", NULL, 0 },
	{ "sigaction", NULL, 0 },
	{ "sigaction32", NULL, 0 },
	{ "signal", NULL, 0 },
	{ "sigpending", NULL, 0 },
	{ "sigprocmask", NULL, 0 },
	{ "sigsuspend", NULL, 0 },
	{ "ssetmask", NULL, 0 },
	{ "statfs64", "statfs", -1 },
	{ "stime", NULL, 0 },
	{ "uselib", NULL, 0 },
	{ "ustat32", "ustat", -1 },
	{ "waitpid", "wait4", 3 },
};

static int compare_call(const void *key, const void *item)
{
	return strcmp(key, *(const char *const *)item);
}

static int folded_index(const char *call)
{
	/* the table's first member is its call */
	const void *hit = bsearch(call, folded, sizeof folded / sizeof folded[0],
				  sizeof folded[0], compare_call);
	return hit ? (int)(((const char *)hit - (const char *)folded) /
			   (long)sizeof folded[0]) : -1;
}

const char *sc_point_of(const char *call)
{
	int i = folded_index(call);
	return i < 0 ? call : folded[i].point;
}

const char *sc_name_at(const char *call)
{
	int i = folded_index(call);
	return i < 0 ? call : folded[i].name;
}

bool sc_point_folds(const char *point)
{
	const char *calls[SC_MAX_FOLDED];
	return sc_folded_into(point, calls) > 0;
}

int sc_folded_into(const char *point, const char **calls)
{
	int n = 0;
	for (size_t i = 0; i < sizeof folded / sizeof folded[0]; i++)
		if (!strcmp(folded[i].point, point) && n < SC_MAX_FOLDED)
			calls[n++] = folded[i].call;
	return n;
}

const sc_point_32bit *sc_point_32bit_of(const char *point)
{
	return bsearch(point, points_32bit, sizeof points_32bit / sizeof points_32bit[0],
		       sizeof points_32bit[0], compare_call);
}

const sc_point_32bit *sc_points_32bit(int *count)
{
	*count = (int)(sizeof points_32bit / sizeof points_32bit[0]);
	return points_32bit;
}
