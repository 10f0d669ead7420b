/* -t: stap's "probe hit report", from the module's per-probe counters. */
#ifndef TAPC_TIMING_REPORT_H
#define TAPC_TIMING_REPORT_H

#include <stdbool.h>

/* Reads /proc/tapc_MODNAME/timing (see runtime/timing.c), after the
 * session stopped, and writes the report to `fd` as stap does at the end
 * of the script's output. Does nothing if the module was built without
 * -t; false if the report could not be read or written. */
bool timing_report_print(const char *modname, int fd);
/* Whether the module was built with -t (it has the timing file). */
bool timing_report_available(const char *modname);
#endif
