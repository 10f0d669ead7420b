/* The module cache: the C and the module of every script built, kept
 * under $XDG_CACHE_HOME/tapc/modules (else ~/.cache/tapc/modules) and
 * found again by a key that hashes all that went into them (cache_key.h),
 * so that a second run of a script skips passes 3 and 4.
 *
 * An entry is a directory stap_KEY/ holding stap_KEY.c, stap_KEY.ko and
 * `sums` (their sizes and hashes). It is written whole under a temporary
 * name and renamed into place, so that readers never see half of one and
 * several tapc may store at once; a damaged entry (a file missing, cut
 * short or changed) fails its sums and is removed and rebuilt. The mtime
 * of `sums` is when the entry was last used: when the cache outgrows
 * cache_mb_limit (MB, in the cache directory, 256 by default) the least
 * recently used entries go, at most every cache_clean_interval_s seconds
 * (300 by default) or on --clean-cache. Everything is private to its
 * user (directories 0700, files 0600). */
#ifndef TAPC_CACHE_H
#define TAPC_CACHE_H

#include <stdbool.h>

#include "hash.h"

typedef struct cache_entry {
	char *c_path;    /* .../stap_KEY/stap_KEY.c */
	char *ko_path;   /* .../stap_KEY/stap_KEY.ko */
} cache_entry;

/* $XDG_CACHE_HOME/tapc/WHAT (else ~/.cache/tapc/WHAT), made private to
 * the user if `create` and need be; NULL if it cannot be. */
char *cache_dir(const char *what, bool create);

/* The module name an entry's files carry: "stap_KEY"; malloc'ed. */
char *cache_module_name(const char key[HASH_HEX_LEN]);

/* Looks up `key`. On a hit fills `e` and marks the entry used now. A
 * damaged entry is removed (said at -v) and is a miss. */
bool cache_find(const char key[HASH_HEX_LEN], cache_entry *e, int verbose);

/* Copies a build's C file and module in as the entry of `key`, then
 * cleans the cache if its interval has passed. An entry of `key` already
 * there (another tapc built the same module at once) is kept, or with
 * `replace` (--poison-cache) swapped for this one. Fills `e` on success;
 * false when the cache cannot be written, said as stap says a failed copy
 * into its cache: always, but for a read-only cache (the guest's). */
bool cache_store(const char key[HASH_HEX_LEN], const char *c_path,
		 const char *ko_path, bool replace, cache_entry *e,
		 int verbose);

/* Removes least recently used entries until the cache is within its
 * limit, and leftovers of interrupted stores. -v says what went. */
void cache_clean(int verbose);

void cache_entry_free(cache_entry *e);
#endif
