/* Catalogs generated from the target kernel's own files (tracepoints,
 * system calls), cached per kernel build as text files:
 *
 *   MAGIC \n KEY \n BODY end COUNT CHECKSUM \n
 *
 * KEY names the build (release, build tree, size and mtime of each of
 * its files: the headers' vmlinux, the image, System.map, the config),
 * the same wherever its BTF is read from, so that a new build
 * regenerates and the host and the target's guest share one; the
 * trailer's checksum covers all before it, so that a damaged or half
 * written file is told from a good one. */
#ifndef TAPC_KCACHE_H
#define TAPC_KCACHE_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

typedef struct kernel_files {
	char *release, *build_dir;
	char *image;        /* the whole kernel: the build tree's vmlinux, or
	                     * /boot/vmlinuz-R when that one is BTF alone */
	char *btf;          /* where its BTF is read fastest: the build
	                     * tree's vmlinux, /sys/kernel/btf/vmlinux for the
	                     * running kernel, else `image` */
	char *system_map;
	char *config;
	char *utsrelease;
} kernel_files;

/* Looked for once a run (the last kernel's answer is kept); a copy,
 * for kernel_files_free. */
kernel_files kernel_files_find(const char *release, const char *build_dir);
void kernel_files_free(kernel_files *kf);

/* The KEY line of kf's build (made once a run for the last kernel). */
char *kcache_key(const kernel_files *kf);
/* $XDG_CACHE_HOME/tapc/NAME, else ~/.cache/tapc/NAME */
char *kcache_file(const char *name);
/* $XDG_CACHE_HOME/tapc/WHAT/RELEASE-HASH.txt, else ~/.cache/..., HASH
 * that of `key` (kcache_load's: the catalog's magic and its KEY line) */
char *kcache_path(const kernel_files *kf, const char *what, const char *key);

/* A cache body is records, one a line, of fields separated by tabs (no
 * field holds a tab or a newline); COUNT is how many. A catalog's
 * generator writes them... */
typedef struct kcache_writer {
	strbuf text;
	int count;          /* records ended, or bytes of a binary body */
	bool in_record;     /* a field written since the last end */
} kcache_writer;

/* Appends a field to the record being written. */
void kcache_field(kcache_writer *w, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Ends the record being written. */
void kcache_end_record(kcache_writer *w);
/* Appends bytes to a binary body (kcache_kind.binary): no records, COUNT
 * is its length. */
void kcache_bytes(kcache_writer *w, const void *data, size_t len);

/* ...and its parser reads them back in place, from a body checked to hold
 * `count` whole records (or, binary, to be [next, end), `count` bytes). */
typedef struct kcache_reader {
	char *next, *end;
	int count;
} kcache_reader;

/* Splits the next record in place into at most `max` fields (the last
 * keeps any tabs beyond) and returns how many; 0 when none is left. */
int kcache_next_record(kcache_reader *r, char **fields, int max);

/* A mapped catalog's file (kcache_kind.mapped): mapped read-only from
 * the cache, or, where it could not be stored, the text just generated. */
typedef struct kcache_blob {
	char *base;
	size_t len;
	bool mapped;        /* munmap, else free */
} kcache_blob;

void kcache_blob_free(kcache_blob *blob);

/* How one kind of catalog is made and read back, for kcache_load. */
typedef struct kcache_kind {
	const char *what;     /* "tracepoints": the cache's folder and name */
	const char *magic;    /* the first line of its files */
	/* What generating it is called in the line said before it starts
	 * ("building the tracepoint catalog": base/progress.h) */
	const char *progress;
	/* The body is bytes (kcache_bytes), not records; one '\n' follows it
	 * before the trailer. */
	bool binary;
	/* A binary body the catalog reads where it lies in the file, mapped,
	 * rather than read and parsed: only the pages it looks at are read.
	 * Its sum seals the head and the body's length, not every byte
	 * (summing would read every page): the catalog checks its structure
	 * instead, and the cache file is only ever replaced whole. */
	bool mapped;
	/* Writes the catalog's body; false, after a message, when the kernel
	 * does not tell. */
	bool (*generate)(const kernel_files *kf, int verbose, kcache_writer *w);
	/* The catalog from a checked cache file's body; on success the
	 * catalog owns `text` (its strings may point into it). NULL when the
	 * body does not read. */
	void *(*parse)(char *text, kcache_reader *body);
	/* The same for a mapped kind: the catalog owns `blob`, its body the
	 * `len` bytes at `body`. */
	void *(*open)(kcache_blob blob, const char *body, size_t len);
	/* What else the catalog is made from, beyond the build's own files
	 * (allocated; NULL: nothing): part of its KEY. */
	char *(*more_key)(const kernel_files *kf);
} kcache_kind;

/* The catalog of the kernel of `release` built in `build_dir`: from its
 * cache file, or generated and cached. NULL, after a message, when it
 * cannot be made; NULL silently when not kept and TAPC_KEPT_CATALOGS is
 * set (shell completion, which must answer at once). */
void *kcache_load(const kcache_kind *kind, const char *release,
		  const char *build_dir, int verbose);
/* The same from its cache file alone: NULL, silently, when none is kept
 * (nothing is generated). */
void *kcache_load_kept(const kcache_kind *kind, const char *release,
		       const char *build_dir, int verbose);
#endif
