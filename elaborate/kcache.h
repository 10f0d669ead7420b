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

/* A whole cache file's text around `body` (lines ending in '\n'). */
char *kcache_seal(const char *magic, const char *key, const char *body,
		  int count);
/* Checks a cache file's text (NUL-terminated, `len` bytes): on success
 * *body is where its body starts, *trailer where the body ends, *count
 * the count it was sealed with. False with *why otherwise. */
bool kcache_unseal(char *text, size_t len, const char *magic, const char *key,
		   char **body, char **trailer, int *count, const char **why);
/* Writes to a temporary file renamed into place, so that a reader never
 * sees half a file, even with several tapc generating at once. */
void kcache_store(const char *path, const char *text, int verbose);

/* Splits `line` (modified in place) at tabs into at most `max` fields. */
int kcache_split_tabs(char *line, char **fields, int max);
/* Seconds since `start` (CLOCK_MONOTONIC), for -v. */
struct timespec;
double kcache_seconds_since(const struct timespec *start);
#endif
