/* What every file of a tapset directory defines (tapset_index.h), kept
 * between runs in the user's cache and checked against the files' names,
 * sizes and modification times, so that a run reads only the tapsets it
 * parses: with a library ten times today's, reading and scanning every
 * file would cost more than all of passes 1-3. */
#ifndef TAPC_TAPSET_CACHE_H
#define TAPC_TAPSET_CACHE_H

#include <stdbool.h>

#include "tapset_index.h"

typedef struct tapset_dir_file {
	char *path;          /* DIR/NAME */
	bool macro_file;     /* NAME.stpm, else NAME.stp */
	tapset_defs defs;
} tapset_dir_file;

typedef struct tapset_dir {
	tapset_dir_file *files;   /* in name order */
	int n;
	char *listing;       /* each file's size, time and name: what the
	                      * module cache's key takes of the files not
	                      * read */
	char *text;          /* the cached index the defs point into, or
	                      * NULL when they own their names */
	char **names;        /* the defs' arrays, slices of this one */
	bool ok;             /* false after a file could not be read */
} tapset_dir;

/* DIR's index, from the cache when it is current, else from the files'
 * text (and then cached). Never NULL. */
tapset_dir *tapset_dir_index(const char *dir);
void tapset_dir_free(tapset_dir *d);
#endif
