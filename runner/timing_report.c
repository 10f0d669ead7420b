/* -t: the report stap prints at the end of a run, one line a probe point
 * that ran:
 *
 *   PP, (FILE:LINE:COL), hits: N, cycles: Amin/Bavg/Cmax, variance: V, from: POINT, index: I, irqs off: Dmin/Eavg/Fmax cycles, G us max
 *
 * stap's fields, then in their style how long the hits kept interrupts
 * off (the longest also in microseconds), from the lines of
 * /proc/tapc_NAME/timing (runtime/timing.c),
 * "HITS SUM SUMSQ MIN MAX OFFMIN OFFSUM OFFMAX OFFMAX_US\tPP\tLOCATION\tDERIVATION\tUNIT";
 * with -DSTP_TIMING_NSECS the unit is "nsecs" where it says "cycles". */
#include "timing_report.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

/* The sample variance, as stap's statistics give it: 0 below 2 hits.
 * 128 bits, as n * sum of squares overflows 64 for long runs. */
static long long variance(unsigned long long n, unsigned long long sum,
			  unsigned long long sumsq)
{
	if (n < 2)
		return 0;
	unsigned __int128 num = (unsigned __int128)n * sumsq -
		(unsigned __int128)sum * sum;
	return (long long)(num / ((unsigned __int128)n * (n - 1)));
}

/* One counters line into one report line; false if it is malformed. */
static bool format_line(char *line, int index, strbuf *out)
{
	unsigned long long hits, sum, sumsq, min, max, off_min, off_sum, off_max,
		off_us;
	char *fields[5];
	int n = 0;

	for (char *p = line; n < 5; n++) {
		fields[n] = p;
		p = strchr(p, '\t');
		if (!p)
			break;
		*p++ = '\0';
	}
	if (n != 4 || sscanf(fields[0], "%llu %llu %llu %llu %llu %llu %llu %llu %llu",
			     &hits, &sum, &sumsq, &min, &max, &off_min,
			     &off_sum, &off_max, &off_us) != 9)
		return false;
	if (hits == 0)
		return true;   /* stap lists only the points that ran */
	const char *unit = fields[4];
	sb_printf(out, "%s, (%s), hits: %llu, %s: %llumin/%lluavg/%llumax, "
		  "variance: %lld,%s, index: %d, irqs off: %llumin/%lluavg/"
		  "%llumax %s, %llu us max\n", fields[1], fields[2], hits, unit,
		  min, sum / hits, max, variance(hits, sum, sumsq), fields[3],
		  index, off_min, off_sum / hits, off_max, unit, off_us);
	return true;
}

static char *timing_path(const char *modname)
{
	return xasprintf("/proc/tapc_%s/timing", modname);
}

bool timing_report_available(const char *modname)
{
	char *path = timing_path(modname);
	bool found = access(path, F_OK) == 0;

	free(path);
	return found;
}

bool timing_report_print(const char *modname, int fd)
{
	char *path = timing_path(modname);
	char *text = read_file(path, NULL);
	strbuf out = {0};
	bool ok = true;

	free(path);
	if (!text)
		return errno == ENOENT;   /* built without -t */
	sb_puts(&out, "----- probe hit report: \n");
	int index = 0;
	for (char *line = text, *next; *line; line = next, index++) {
		next = strchr(line, '\n');
		if (!next)
			break;
		*next++ = '\0';
		ok &= format_line(line, index, &out);
	}
	sb_puts(&out, "----- refresh report:\n");
	ok &= write_all(fd, out.buf, out.len);
	free(text);
	free(sb_steal(&out));
	return ok;
}
