/* Makes system calls whose struct arguments stap's argstr shows, with
 * the structs filled beforehand (the probe reads them at entry, before
 * the kernel writes any), each harmless: times, sysinfo, sched_setattr
 * for pid -1, rt_sigqueueinfo for pid -1 (a queued signal's info and a
 * child's exit, which stap shows oddly), rt_sigtimedwait that times out
 * at once, utime of a file that does not exist, execve of a NULL path
 * (which fails before it reads its argv); also NULL and unreadable
 * pointers. */
#define _GNU_SOURCE
#include <linux/sched/types.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/times.h>
#include <sys/timex.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

int main(void)
{
	struct tms tms = { 1, 2, 3, 4 };
	struct sysinfo si;
	struct sched_attr attr = { .size = sizeof(attr), .sched_policy = 1, .sched_flags = 2,
				   .sched_nice = -3, .sched_priority = 4, .sched_runtime = 5,
				   .sched_deadline = 6, .sched_period = 7 };
	siginfo_t queued, child;
	unsigned long set = 1UL << (SIGUSR2 - 1);
	struct timespec now = { 0, 0 };
	struct utimbuf times = { 1, 1135641600 };
	/* on the stack, a page certainly present: the probe reads it
	 * without faulting it in */
	char path[] = "/nonexistent/tapc";
	char arg0[] = "/bin/true", arg1[] = "a", env0[] = "FOO=10";
	char *argv[] = { arg0, arg1, NULL }, *envp[] = { env0, NULL };
	char xattr_name[] = "user.tapc", xattr_text[] = "te\"st";
	unsigned int xattr_bytes[2] = { 0xdeadbeef, 2 };
	/* modes 0: adjtimex only reads the clock's state */
	struct timex query = { .modes = 0, .offset = 1, .freq = 2, .maxerror = 3,
			       .esterror = 4, .status = 5, .constant = 6, .precision = 7,
			       .tolerance = 8, .tick = 9 };
	struct timex bad = { .modes = ADJ_OFFSET_SINGLESHOT | ADJ_STATUS | 0x100000,
			     .offset = -1 };

	memset(&si, 0, sizeof(si));
	si.uptime = 5;
	si.loads[0] = 1;
	si.loads[1] = 2;
	si.loads[2] = 3;
	si.totalram = 6;
	si.freeram = 7;
	si.sharedram = 8;
	si.bufferram = 9;
	si.totalswap = 10;
	si.freeswap = 11;
	si.procs = 12;
	memset(&queued, 0, sizeof(queued));
	queued.si_signo = SIGUSR1;
	queued.si_code = SI_QUEUE;
	queued.si_pid = 42;
	queued.si_uid = 7;
	memset(&child, 0, sizeof(child));
	child.si_signo = SIGCHLD;
	child.si_code = CLD_EXITED;
	child.si_pid = 42;
	child.si_uid = 7;
	child.si_status = 3;

	syscall(SYS_times, &tms);
	syscall(SYS_times, NULL);
	syscall(SYS_times, (void *)-1L);
	syscall(SYS_sysinfo, &si);
	syscall(SYS_sched_setattr, -1, &attr, 0);
	syscall(SYS_rt_sigqueueinfo, -1, SIGUSR1, &queued);
	syscall(SYS_rt_sigqueueinfo, -1, SIGCHLD, &child);
	syscall(SYS_rt_sigqueueinfo, -1, SIGUSR1, NULL);
	syscall(SYS_rt_sigtimedwait, &set, &queued, &now, 8);
	syscall(SYS_utime, path, &times);
	syscall(SYS_utime, path, NULL);
	syscall(SYS_adjtimex, &query);
	syscall(SYS_clock_adjtime, -1, &bad);
	syscall(SYS_setxattr, path, xattr_name, xattr_text, sizeof(xattr_text), 1);
	syscall(SYS_setxattr, path, xattr_name, xattr_bytes, sizeof(xattr_bytes), 1);
	syscall(SYS_setxattr, path, xattr_name, (void *)-1L, 8, 1);
	syscall(SYS_execve, NULL, argv, envp);
	syscall(SYS_execve, NULL, (void *)-1L, NULL);
	return 0;
}
