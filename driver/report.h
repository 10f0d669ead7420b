/* tapc --report: what a bug report needs to know of this machine, as
 * stap-report gathers it for stap: the target kernel and how pass 5 will
 * run it, the kernels tapc can build for, its caches, its own files and
 * the versions of what it uses. */
#ifndef TAPC_REPORT_H
#define TAPC_REPORT_H

#include <stdio.h>

/* Prints the report for -r's `release` (NULL: the default target), with
 * tapc's tapset and runtime folders; returns the exit status. */
int report_print(FILE *out, const char *release, const char *tapsets,
		 const char *runtime);
#endif
