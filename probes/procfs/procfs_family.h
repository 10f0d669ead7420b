/* procfs[("PATH")][.umask(N)].read[.maxsize(N)] and .write: a file under
 * /proc/systemtap/MODULE/ whose reads run a probe that sets $value, and
 * whose writes run one that reads it. Pass 2 only: pass 3 reports its
 * points as not supported yet. */
#ifndef TAPC_PROCFS_FAMILY_H
#define TAPC_PROCFS_FAMILY_H

#include "family.h"

/* resolved_point.data of the family's points */
typedef struct procfs_point {
	char *path;                /* under /proc/systemtap/MODULE/ */
	bool write;
	int64_t umask;             /* -1 when not given */
	int64_t maxsize;           /* read buffer size, 0 when not given */
} procfs_point;

extern const probe_family probe_procfs_family;
#endif
