#include "pass_stats.h"

#include <string.h>
#include <sys/resource.h>
#include <time.h>

static long timeval_ms(struct timeval tv)
{
	return tv.tv_sec * 1000L + tv.tv_usec / 1000;
}

/* CPU time of this process plus the children it has waited for: pass 4's
 * work is kbuild's, pass 5's partly the guest's. */
static void cpu_ms(long *usr, long *sys)
{
	struct rusage self, children;

	getrusage(RUSAGE_SELF, &self);
	getrusage(RUSAGE_CHILDREN, &children);
	*usr = timeval_ms(self.ru_utime) + timeval_ms(children.ru_utime);
	*sys = timeval_ms(self.ru_stime) + timeval_ms(children.ru_stime);
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

void pass_clock_start(pass_clock *pc)
{
	cpu_ms(&pc->usr_ms, &pc->sys_ms);
	pc->real_ms = now_ms();
}

void pass_print_time(const pass_clock *pc, FILE *out)
{
	long usr, sys;

	cpu_ms(&usr, &sys);
	fprintf(out, "in %ldusr/%ldsys/%ldreal ms.", usr - pc->usr_ms,
		sys - pc->sys_ms, (long)(now_ms() - pc->real_ms));
}

/* Reads "Key:   1234 kB" lines of /proc/self/status. */
static long status_kb(const char *status, const char *key)
{
	const char *p = strstr(status, key);
	long kb = 0;

	if (p)
		sscanf(p + strlen(key), ": %ld", &kb);
	return kb;
}

void pass_print_memory(FILE *out)
{
	char status[4096] = "";
	FILE *f = fopen("/proc/self/status", "r");

	if (f) {
		size_t n = fread(status, 1, sizeof status - 1, f);
		status[n] = '\0';
		fclose(f);
	}
	/* stap's shr is the resident shared pages: file-backed plus shmem */
	long shr = status_kb(status, "RssFile") + status_kb(status, "RssShmem");
	fprintf(out, "using %ldvirt/%ldres/%ldshr/%lddata kb, ",
		status_kb(status, "VmSize"), status_kb(status, "VmRSS"), shr,
		status_kb(status, "VmData"));
}
