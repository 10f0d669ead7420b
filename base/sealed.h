/* Cache entries written whole and checked when used, for the module cache
 * (driver/cache.h), the runtime's object (driver/runtime_cache.h) and
 * the objects compiled from header lists (dwarf/dheaders.h).
 *
 * An entry is sealed with what it holds: its format's MAGIC line, its KEY
 * line, then "SIZE HASH NAME" for each of its files, so that a file
 * missing, cut short or changed is told from a whole one. It is written
 * under a temporary name and renamed into place, so that readers never see
 * half of one and several tapc may store at once. Two layouts: files used
 * where they are make a directory with the seal in `sums`; one file whose
 * content is copied out holds its own seal in front of the content. */
#ifndef TAPC_SEALED_H
#define TAPC_SEALED_H

#include <stdbool.h>
#include <stddef.h>

typedef struct sealed_file {
	const char *name;   /* its name in the entry */
	const char *data;
	size_t len;
} sealed_file;

/* Writes the directory ROOT/NAME whole with `files` and their seal; its
 * temporaries in ROOT are named ".tmp-*" and ".old-*". An entry already
 * there is swapped out in one step with `replace`, else kept (another
 * tapc stored the same entry just now, and may be reading it). False
 * (errno set) when it cannot. */
bool sealed_dir_write(const char *root, const char *name, const char *magic,
		      const char *key, const sealed_file *files, int n,
		      bool replace);

/* Whether the directory `dir` holds the files `names` as they were sealed;
 * *why says what is wrong when not. */
bool sealed_dir_check(const char *dir, const char *magic, const char *key,
		      const char *const *names, int n, const char **why);

/* Takes the entry `path` out of its cache ROOT at once (a rename), then
 * removes it. */
void sealed_discard(const char *root, const char *path);

/* Writes the file `path` whole: the seal of `data` (as NAME), then data. */
bool sealed_file_write(const char *path, const char *magic, const char *key,
		       const char *name, const char *data, size_t len);

/* The content of the sealed file `path` (malloc'ed, *len bytes): NULL when
 * there is none, or, *damaged set, when it does not match its seal. */
char *sealed_file_read(const char *path, const char *magic, const char *key,
		       const char *name, size_t *len, bool *damaged);
#endif
