/* A line on stderr before a step that can take seconds and is done once
 * per kernel (a catalog of it, the runtime's object, the guest's image),
 * so that a first run is not silent for half a minute:
 *
 *   tapc: building the tracepoint catalog of 6.1.0-57-amd64 (once per kernel)...
 *
 * On a terminal the line is finished with how long the step took. Output
 * that the passes print (-p) is on stdout and never has these. */
#ifndef TAPC_PROGRESS_H
#define TAPC_PROGRESS_H

#include <stdbool.h>
#include <time.h>

/* -q: no progress lines at all. */
extern bool progress_quiet;

typedef struct progress {
	bool shown;          /* a line was begun */
	struct timespec start;
} progress;

/* Says what starts ("building the tracepoint catalog of REL"); the
 * "tapc: " before and "..." after are added. */
progress progress_begin(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* A whole line, for a step whose end is out of sight (the runtime's
 * object, compiled with the module in pass 4). */
void progress_note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* On a terminal, ends the line with " done (1.2 s)" or " failed". */
void progress_end(progress *p, bool ok);
#endif
