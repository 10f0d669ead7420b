/* procfs[("PATH")][.umask(N)].read[.maxsize(N)] and .write: a file under
 * /proc/systemtap/MODULE/ whose reads run a probe that sets $value, and
 * whose writes run the probes that read it (runtime/procfs.c). Each point
 * gets a handler that points $value at the runtime's buffer and runs the
 * body; each file, one entry of the table of files the runtime makes. */
#ifndef TAPC_PROCFS_FAMILY_H
#define TAPC_PROCFS_FAMILY_H

#include "family.h"

/* resolved_point.data of the family's points */
typedef struct procfs_point {
	char *path;                /* under /proc/systemtap/MODULE/ */
	bool write;
	int64_t umask;             /* -1 when not given */
	int64_t maxsize;           /* read buffer size, 0 when not given */
	int file;                  /* record()'s: its file in procfs_files */
} procfs_point;

/* One file, as record() gathers it from the points of its path. */
typedef struct procfs_file {
	const char *path;
	int mode;                  /* 0444 / 0222 / both, less the umasks */
	int64_t bufsize;           /* the read point's maxsize, else 0 */
	int read_probe, read_point;   /* its read point, or -1 */
	int nwrites;               /* how many write points it has */
} procfs_file;

/* The family's state (family_state()): the files of the script. */
typedef struct procfs_files {
	procfs_file *files;
	int nfiles;
} procfs_files;

extern const probe_family probe_procfs_family;

/* Whether the script writes /proc/systemtap/MODULE/__stdin from a probe
 * (input.char, input.line): pass 5 then forwards its stdin there. */
bool procfs_reads_stdin(const session *s);

/* pass 3 (procfs_emit.c) */
void procfs_emit_handler(struct tr_module *m, int index, int j);
void procfs_emit_handlers(struct tr_module *m);
void procfs_emit_entry(struct tr_module *m, int index, int j);
#endif
