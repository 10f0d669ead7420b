/* stap's FUNC[@FILE[:LINES|+LINES]], as function() and statement()
 * points of user binaries and of the kernel name code by its source. */
#ifndef TAPC_DPATTERN_H
#define TAPC_DPATTERN_H

#include <stdbool.h>

typedef struct dpattern {
	char *func;
	char *file;                /* NULL: any */
	char *lines;               /* NULL: none; "*", "N", "N-M", lists */
	bool relative;             /* +LINES: from the function's line */
	int line;                  /* the first number of lines, or 0 */
} dpattern;

dpattern dpattern_split(const char *text);
void dpattern_free(dpattern *fp);
/* FILE as stap matches it: the whole path, or its last components. */
bool dpattern_file_matches(const char *pattern, const char *file);
/* Whether `line` is one of `spec` ("*", "7", "7-9", "3,7-9"), counted
 * from `base`. */
bool dpattern_line_wanted(const char *spec, int base, int line);
#endif
