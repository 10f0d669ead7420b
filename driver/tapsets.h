/* Pass 1's library: the tapset directories' macro files (*.stpm) and
 * scripts (*.stp), read in name order, with stap's messages. */
#ifndef TAPC_TAPSETS_H
#define TAPC_TAPSETS_H

#include <stdbool.h>

#include "session.h"

/* Every file pass 1 read, for the module cache's key. */
typedef struct read_files {
	src_file **files;
	int n;
} read_files;

/* Reads DIR's macro files, whose @defines then serve every script. At
 * -vv says what it searched, as stap. False after errors. */
bool tapsets_read_macros(const char *dir, int verbose, read_files *read);

/* Parses DIR's scripts into s->tapsets. A broken tapset of our own is an
 * error; one from -I is skipped with a warning, as stap does, unless -W
 * makes warnings errors. */
bool tapsets_parse_dir(const char *dir, session *s, bool own, int verbose,
		       read_files *read);
#endif
