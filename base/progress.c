#include "progress.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "util.h"

bool progress_quiet;

/* A terminal's line left open for its " done": anything else that comes
 * first (a nested step's line, a warning) starts on a line of its own. */
static bool line_open;

static bool on_terminal(void)
{
	static int tty = -1;

	if (tty < 0)
		tty = isatty(STDERR_FILENO);
	return tty;
}

/* "tapc: WHAT..." on a line of its own start; true unless -q. */
static bool say(const char *fmt, va_list ap)
{
	if (progress_quiet)
		return false;
	char *what = xvasprintf(fmt, ap);
	if (line_open)
		fputc('\n', stderr);
	fprintf(stderr, "%s: %s...", progname, what);
	free(what);
	return true;
}

progress progress_begin(const char *fmt, ...)
{
	progress p = {0};
	va_list ap;

	va_start(ap, fmt);
	p.shown = say(fmt, ap);
	va_end(ap);
	if (!p.shown)
		return p;
	line_open = on_terminal();
	if (!line_open)
		fputc('\n', stderr);
	fflush(stderr);
	clock_gettime(CLOCK_MONOTONIC, &p.start);
	return p;
}

void progress_note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (say(fmt, ap))
		fputc('\n', stderr);
	va_end(ap);
	line_open = false;
}

void progress_end(progress *p, bool ok)
{
	if (!p->shown || !on_terminal())
		return;
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	double s = (double)(now.tv_sec - p->start.tv_sec) +
		   (double)(now.tv_nsec - p->start.tv_nsec) / 1e9;
	if (!line_open)
		fprintf(stderr, "%s: ...", progname);
	if (ok)
		fprintf(stderr, " done (%.1f s)\n", s);
	else
		fputs(" failed\n", stderr);
	line_open = false;
	p->shown = false;
}
