/* Catalogs generated from the target kernel's own files (tracepoints,
 * system calls), cached per kernel build as text files:
 *
 *   MAGIC \n KEY \n BODY end COUNT CHECKSUM \n
 *
 * KEY names the build (release, build tree, size and mtime of each file a
 * catalog is generated from), so that a new build regenerates; the
 * trailer's checksum covers all before it, so that a damaged or half
 * written file is told from a good one. */
#ifndef TAPC_KCACHE_H
#define TAPC_KCACHE_H

#include <stdbool.h>
#include <stddef.h>

typedef struct kernel_files {
	char *release, *build_dir;
	char *image;        /* vmlinux of the build tree, or /boot/vmlinuz-R */
	char *system_map;
	char *config;
	char *utsrelease;
} kernel_files;

kernel_files kernel_files_find(const char *release, const char *build_dir);
void kernel_files_free(kernel_files *kf);

/* The KEY line of kf's build. */
char *kcache_key(const kernel_files *kf);
/* $XDG_CACHE_HOME/tapc/WHAT/RELEASE-HASH.txt, else ~/.cache/... */
char *kcache_path(const kernel_files *kf, const char *what, const char *key);

/* How one kind of catalog is made and read back, for kcache_load. */
typedef struct kcache_kind {
	const char *what;     /* "tracepoints": the cache's folder and name */
	const char *magic;    /* the first line of its files */
	/* The body is bytes, not lines: `count` is its length, and the body
	 * handed to parse is followed by one '\n' before the trailer. */
	bool binary;
	/* A new cache body (lines ending in '\n') and its count of lines;
	 * NULL, after a message, when the kernel does not tell. */
	char *(*generate)(const kernel_files *kf, int verbose, int *count);
	/* The catalog in a checked cache file's body [body, trailer) of
	 * `count` lines; on success the catalog owns `text` (its strings may
	 * point into it). NULL when the body does not read. */
	void *(*parse)(char *text, char *body, char *trailer, int count);
} kcache_kind;

/* The catalog of the kernel of `release` built in `build_dir`: from its
 * cache file, or generated and cached. NULL, after a message, when it
 * cannot be made. */
void *kcache_load(const kcache_kind *kind, const char *release,
		  const char *build_dir, int verbose);

/* Splits `line` (modified in place) at tabs into at most `max` fields. */
int kcache_split_tabs(char *line, char **fields, int max);
#endif
