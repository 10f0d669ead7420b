/* Pass 1's library: the tapset directories' macro files (*.stpm) and
 * scripts (*.stp), read in name order, with stap's messages. */
#ifndef TAPC_TAPSETS_H
#define TAPC_TAPSETS_H

#include <stdbool.h>

#include "session.h"
#include "symtab.h"

/* Every file pass 1 read, for the module cache's key. */
typedef struct read_files {
	src_file **files;
	int n;
	const char *library_listing;  /* the names, sizes and times of
	                               * the library's files, read or not */
} read_files;

/* Reads DIR's macro files, whose @defines then serve every script. At
 * -vv says what it searched, as stap. False after errors. */
bool tapsets_read_macros(const char *dir, int verbose, read_files *read);

/* Parses DIR's scripts into s->tapsets. A broken tapset of our own is an
 * error; one from -I is skipped with a warning, as stap does, unless -W
 * makes warnings errors. */
bool tapsets_parse_dir(const char *dir, session *s, bool own, int verbose,
		       read_files *read);

/* The names the session's scripts spell (parse_script_names), which
 * decide the tapsets pass 1 parses. */
typedef struct tapset_names {
	symtab set;
	char **owned;
	int nowned;
} tapset_names;

/* parse_script_names' sink into a tapset_names. */
void tapset_names_add(void *names, const char *name);
void tapset_names_free(tapset_names *names);

/* tapsets_parse_dir, handing NAMES what each script spells. */
bool tapsets_parse_dir_names(const char *dir, session *s, bool own,
			     int verbose, read_files *read,
			     tapset_names *names);

/* tapc's own library (a directory of scripts) while pass 1 decides
 * which of them to parse. */
typedef struct tapset_library tapset_library;

/* Opens DIR, tapc's own library: what each of its files defines
 * (tapset_cache.h). Its macro files are read when a file first names one
 * of their macros; at -vv says what it searched as stap. */
tapset_library *tapsets_library_open(const char *dir, int verbose,
				     read_files *read);

/* Puts every script of the library into s->library_files, unread; at
 * -vv says what it searched as stap. */
void tapsets_library_read(tapset_library *lib, const char *dir, session *s,
			  int verbose);

/* Reads and parses the library's scripts that the session's scripts
 * (s->user, s->tapsets) may use: those that define a name NAMES holds,
 * or an alias one of their probe points may name, and in turn what those
 * use. They go into s->tapsets before the scripts there, in name order,
 * as tapsets_parse_dir would put them. False after errors. */
bool tapsets_library_parse(tapset_library *lib, session *s,
			   tapset_names *names);
#endif
